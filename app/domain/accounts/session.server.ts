/**
 * The signed-in user of a request, for loaders, actions and API handlers; `requireAdmin`
 * (admin-access.server.ts) builds on `requireUser` and `getAdminRole`.
 */
import { redirect } from "react-router";
import type { Services } from "~/lib/services.server";
import type { SessionUser } from "./account.schemas";
import { getAdminRole } from "./accounts.server";

type SessionServices = Pick<Services, "auth" | "db">;

/** One look-up per request, however many loaders ask. */
const perRequest = new WeakMap<object, Promise<SessionUser | null>>();

/** The user of the session cookie in `headers`, or null for guests and ended sessions. */
export async function getSessionUserFromHeaders(
  services: SessionServices,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return { id: user.id, email: user.email, name: user.name, adminRole: await getAdminRole(services.db, user.id) };
}

export function getSessionUser(request: Request, services: SessionServices): Promise<SessionUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = getSessionUserFromHeaders(services, request.headers);
    perRequest.set(request, pending);
  }
  return pending;
}

/** The signed-in user, or a redirect to /login that comes back to this page afterwards. */
export async function requireUser(request: Request, services: SessionServices): Promise<SessionUser> {
  const user = await getSessionUser(request, services);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
