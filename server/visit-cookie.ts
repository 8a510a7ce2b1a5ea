/**
 * An anonymous visit number for the analytics (searches and pages per visit): a random id in a
 * cookie that lives 30 minutes past the last page, is never linked to an account, and is not set for
 * crawlers. Only page requests set or refresh it; API answers only read it.
 *
 * It runs in front of the guest response cache, so cached pages get it too; the cache stores
 * answers without it (response-cache.ts ignoredCookies). It is re-sent only once it is 5 minutes
 * old (the value carries its issue time), so a visit ends 25 to 30 minutes after its last page. The
 * id is added to a request's events when they are written, never to the events kept with a cached
 * answer (which would give one visitor's id to everyone).
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { isbot } from "isbot";
import type { AnalyticsEvent } from "~/domain/analytics/analytics.server";

export const VISIT_COOKIE = "ced_visit";
/** A visit ends after this long without a page. */
const VISIT_IDLE_SECONDS = 30 * 60;
/** A cookie younger than this is not sent again. */
const VISIT_REFRESH_SECONDS = 5 * 60;
const VISIT_VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})$/;

function readVisit(cookieHeader: string | undefined): { id: string; issuedAt: number } | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.trim().split("=");
    const match = name === VISIT_COOKIE && value ? VISIT_VALUE.exec(value) : null;
    if (match) return { id: match[1]!, issuedAt: Number(match[2]) };
  }
  return undefined;
}

function isPageRequest(method: string, path: string) {
  return (method === "GET" || method === "HEAD") && !path.startsWith("/api/") && !path.startsWith("/files/");
}

export function visitCookie({ isHttps }: { isHttps: boolean }): RequestHandler {
  return (req, res, next) => {
    if (isbot(req.get("user-agent") ?? "")) return next();
    const now = Math.floor(Date.now() / 1000);
    const visit = readVisit(req.headers.cookie);
    const fresh = visit && visit.issuedAt <= now && now - visit.issuedAt < VISIT_REFRESH_SECONDS;
    let visitId = visit && visit.issuedAt <= now && now - visit.issuedAt < VISIT_IDLE_SECONDS ? visit.id : undefined;
    if (isPageRequest(req.method, req.path) && !fresh) {
      visitId ??= randomUUID();
      res.append(
        "Set-Cookie",
        `${VISIT_COOKIE}=${visitId}.${now}; Path=/; Max-Age=${VISIT_IDLE_SECONDS}; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`,
      );
    }
    res.locals.visitId = visitId;
    next();
  };
}

/** The request's events as they are written: with its visit id, except sign-ups (never linked). */
export function withVisit(events: readonly AnalyticsEvent[], visitId: unknown): readonly AnalyticsEvent[] {
  if (typeof visitId !== "string") return events;
  return events.map((event) => (event.kind === "signup" ? event : { ...event, visitId }));
}
