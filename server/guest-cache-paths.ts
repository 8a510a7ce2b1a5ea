/**
 * Which paths the guest response cache may store, derived from where they are declared: page
 * routes whose module exports `handle = GUEST_CACHED` (app/lib/guest-cache.ts) and JSON API
 * operations marked `guestCache` (server/api/). A new public route is cached only when it says
 * so, and a renamed one keeps its flag.
 */
import type { ServerBuild } from "react-router";
import { isGuestCached } from "~/lib/guest-cache";

/** '/institution/:slug' -> the pages of every slug; the other segments literally. */
export function pathPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/"),
  );
  return new RegExp(`^(?:${alternatives.join("|")})$`);
}

/** The URL paths ('/', '/institution/:slug') of the page routes flagged for the guest cache. */
export function guestCachedPagePaths(build: Pick<ServerBuild, "routes">): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route && isGuestCached((route.module as { handle?: unknown }).handle))
    .map((route) => `/${fullPath(route!.id)}`);
}
