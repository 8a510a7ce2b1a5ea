import type { Request, RequestHandler } from "express";
import { getSessionUserFromHeaders } from "~/domain/accounts/session.server";
import { requireAdminApi } from "~/domain/admins/admin-access.server";
import type { AdminActor, AdminArea } from "~/domain/admins/admin.schemas";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";

/** An Express request's headers as a Fetch `Headers` object (what better-auth reads). */
export function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** The signed-in user of an API call, or a 401 with `message`. */
export async function requireApiUser(services: Services, req: Request, message: string) {
  const user = await getSessionUserFromHeaders(services, requestHeaders(req));
  if (!user) throw new AppError("unauthenticated", message);
  return user;
}

/**
 * Guards an /api/admin router: 401 for guests, 403 for users without an admin role that covers
 * `area`. The administrator is then in `res.locals.admin` (read it with `adminOf(res)`).
 */
export function adminOnly(services: Services, area: AdminArea): RequestHandler {
  return async (req, res, next) => {
    res.locals.admin = await requireAdminApi(services, requestHeaders(req), area);
    next();
  };
}

export function adminOf(res: { locals: Record<string, unknown> }): AdminActor {
  return res.locals.admin as AdminActor;
}
