/**
 * The admin guard, enforced on the server for every admin page, action and /api/admin call:
 * guests must sign in, signed-in people without an active admin record are turned away, and each
 * role reaches only its areas (admin.schemas.ts).
 */
import { redirect } from "react-router";
import { getSessionUser, getSessionUserFromHeaders } from "~/domain/accounts/session.server";
import { throwAsResponse } from "~/lib/error-status.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import { ACCESS_DENIED_MESSAGE, canAccess, type AdminActor, type AdminArea } from "./admin.schemas";

type GuardServices = Pick<Services, "auth" | "db">;

/**
 * For admin loaders and actions. Guests go to /login?redirect=<this page>; people who are not
 * administrators go to /?error=access_denied; an administrator whose role does not include `area`
 * gets a 403 page.
 */
export async function requireAdmin(request: Request, services: GuardServices, area: AdminArea): Promise<AdminActor> {
  const user = await getSessionUser(request, services);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (!user.adminRole) throw redirect("/?error=access_denied");
  if (!canAccess(user.adminRole, area)) throwAsResponse(new AppError("forbidden", ACCESS_DENIED_MESSAGE));
  return { userId: user.id, email: user.email, name: user.name, role: user.adminRole };
}

/** For /api/admin calls: 401 for guests, 403 for everyone without the role. */
export async function requireAdminApi(services: GuardServices, headers: Headers, area: AdminArea): Promise<AdminActor> {
  const user = await getSessionUserFromHeaders(services, headers);
  if (!user) throw new AppError("unauthenticated", "Please sign in to use the admin area");
  if (!user.adminRole || !canAccess(user.adminRole, area)) throw new AppError("forbidden", ACCESS_DENIED_MESSAGE);
  return { userId: user.id, email: user.email, name: user.name, role: user.adminRole };
}
