/**
 * Who is signed in, read from the session cookie among a request's headers. The page guards
 * (`requireUser`, `requireAdmin` in app/routes/guards.server.ts) and the API's guards build on it.
 */
import type { Services } from "~/lib/services.server";
import type { SessionUser } from "./account.schemas";
import { countRepresentedSchools } from "~/domain/schools/representation.server";
import { getAdminRole } from "./accounts.server";

type SessionServices = Pick<Services, "auth" | "db">;

/** One look-up per request (per headers object), however many loaders ask. */
const perRequest = new WeakMap<Headers, Promise<SessionUser | null>>();

/** The user of the session cookie in `headers`, or null for guests and ended sessions. */
export async function getSessionUserFromHeaders(
  services: SessionServices,
  headers: Headers,
): Promise<SessionUser | null> {
  const session = await services.auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const [adminRole, representedSchools] = await Promise.all([
    getAdminRole(services.db, user.id),
    countRepresentedSchools(services.db, user.id),
  ]);
  return { id: user.id, email: user.email, name: user.name, adminRole, representedSchools };
}

/** As getSessionUserFromHeaders, asked once per message (a page request, with its headers). */
export function getSessionUser(message: { headers: Headers }, services: SessionServices): Promise<SessionUser | null> {
  let pending = perRequest.get(message.headers);
  if (!pending) {
    pending = getSessionUserFromHeaders(services, message.headers);
    perRequest.set(message.headers, pending);
  }
  return pending;
}
