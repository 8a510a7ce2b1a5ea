/**
 * The page guards: loaders and actions call them first. They read the visitor from the request and
 * answer the way a page must, with a redirect or an error page, where the JSON API answers 401/403
 * (requireAdminApi in app/domain/admins/admin-access.server.ts).
 */
import { redirect } from "react-router";
import type { SessionUser } from "~/domain/accounts/account.schemas";
import { getSessionUser } from "~/domain/accounts/session.server";
import { ACCESS_DENIED_MESSAGE, canAccess, type AdminActor, type AdminArea } from "~/domain/admins/admin.schemas";
import { throwAsResponse } from "~/lib/error-status.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";

type GuardServices = Pick<Services, "auth" | "db">;

/** The signed-in user, or a redirect to /login that comes back to this page afterwards. */
export async function requireUser(request: Request, services: GuardServices): Promise<SessionUser> {
  const user = await getSessionUser(request, services);
  if (user) return user;
  throw redirectToLogin(request);
}

/**
 * For admin loaders and actions, enforced on the server for every admin page and action. Guests go
 * to /login?redirect=<this page>; people who are not administrators go to /?error=access_denied; an
 * administrator whose role does not include `area` gets a 403 page (roles: admin.schemas.ts).
 */
export async function requireAdmin(request: Request, services: GuardServices, area: AdminArea): Promise<AdminActor> {
  const user = await getSessionUser(request, services);
  if (!user) throw redirectToLogin(request);
  if (!user.adminRole) throw redirect("/?error=access_denied");
  if (!canAccess(user.adminRole, area)) throwAsResponse(new AppError("forbidden", ACCESS_DENIED_MESSAGE));
  return { userId: user.id, email: user.email, name: user.name, role: user.adminRole };
}

function redirectToLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
