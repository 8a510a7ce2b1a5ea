import type { AdminRole } from "~/domain/accounts/account.schemas";

/** The parts of the admin area; each role may use some of them. */
export const ADMIN_AREAS = [
  "dashboard",
  "analytics",
  "articles",
  "files",
  "institutions",
  "imports",
  "activity",
  "messages",
  "community",
  "users",
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * super_admin: everything. admin: everything but administrator accounts. editor: articles, files,
 * the community's events and reported posts, the dashboard and analytics.
 */
const AREAS_BY_ROLE: Record<AdminRole, readonly AdminArea[]> = {
  super_admin: ADMIN_AREAS,
  admin: ADMIN_AREAS.filter((area) => area !== "users"),
  editor: ["dashboard", "analytics", "articles", "files", "community"],
};

export function canAccess(role: AdminRole, area: AdminArea): boolean {
  return AREAS_BY_ROLE[role].includes(area);
}

/** 'Super Admin' / 'SA' for super administrators, 'Admin' / 'A' for everyone else. */
export function roleBadge(role: AdminRole): { label: string; initials: string } {
  return role === "super_admin" ? { label: "Super Admin", initials: "SA" } : { label: "Admin", initials: "A" };
}

export const ROLE_NAMES: Record<AdminRole, string> = {
  super_admin: "Super Administrator",
  admin: "Administrator",
  editor: "Content Editor",
};

/** The person making an admin change, as the audit log records them. */
export interface AdminActor {
  userId: string;
  email: string;
  name: string;
  role: AdminRole;
}

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin area.";
export const AUTHENTICATION_REQUIRED_MESSAGE = "You must be logged in to access the admin area.";
