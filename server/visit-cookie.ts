/**
 * An anonymous visit number for the analytics (searches and pages per visit): a random id in a
 * cookie that lives 30 minutes past the last page, is never linked to an account, and is not set for
 * crawlers. Only page requests set or refresh it; API answers (some publicly cacheable) only read it.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { isbot } from "isbot";

export const VISIT_COOKIE = "ced_visit";
/** A visit ends after this long without a page. */
export const VISIT_IDLE_SECONDS = 30 * 60;
const VISIT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readVisitId(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === VISIT_COOKIE && value && VISIT_ID.test(value)) return value;
  }
  return undefined;
}

function isPageRequest(method: string, path: string) {
  return (method === "GET" || method === "HEAD") && !path.startsWith("/api/") && !path.startsWith("/files/");
}

export function visitCookie({ isHttps }: { isHttps: boolean }): RequestHandler {
  return (req, res, next) => {
    if (isbot(req.get("user-agent") ?? "")) return next();
    let visitId = readVisitId(req.headers.cookie);
    if (isPageRequest(req.method, req.path)) {
      visitId ??= randomUUID();
      res.append(
        "Set-Cookie",
        `${VISIT_COOKIE}=${visitId}; Path=/; Max-Age=${VISIT_IDLE_SECONDS}; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`,
      );
    }
    res.locals.visitId = visitId;
    next();
  };
}
