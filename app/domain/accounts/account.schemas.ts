/** The signed-in person as every page sees it (root loader data). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Active admin role, when the person is an administrator. */
  adminRole: "super_admin" | "admin" | "editor" | null;
}
