import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/domain/accounts/account.schemas";

/** The signed-in user from the root loader, or null for guests. */
export function useSessionUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
