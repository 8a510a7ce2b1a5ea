/**
 * The admin guard of the JSON API: guests must sign in, signed-in people without an active admin
 * record are turned away, and each role reaches only its areas (admin.schemas.ts). Pages use
 * requireAdmin (app/routes/guards.server.ts), which answers with redirects and an error page instead.
 */
import { getSessionUserFromHeaders } from "~/domain/accounts/session.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import { ACCESS_DENIED_MESSAGE, canAccess, type AdminActor, type AdminArea } from "./admin.schemas";

type GuardServices = Pick<Services, "auth" | "db">;

/** For /api/admin calls: 401 for guests, 403 for everyone without the role. */
export async function requireAdminApi(services: GuardServices, headers: Headers, area: AdminArea): Promise<AdminActor> {
  const user = await getSessionUserFromHeaders(services, headers);
  if (!user) throw new AppError("unauthenticated", "Please sign in to use the admin area");
  if (!user.adminRole || !canAccess(user.adminRole, area)) throw new AppError("forbidden", ACCESS_DENIED_MESSAGE);
  return { userId: user.id, email: user.email, name: user.name, role: user.adminRole };
}
