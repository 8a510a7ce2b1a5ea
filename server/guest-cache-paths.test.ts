import { describe, expect, it } from "vitest";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { guestCachedPagePaths, pathPattern } from "./guest-cache-paths";

describe("guest cache paths", () => {
  it("matches a parameter segment by any one segment, the rest literally", () => {
    const pattern = pathPattern(["/", "/institution/:slug", "/sitemap.xml"]);
    expect(pattern.test("/")).toBe(true);
    expect(pattern.test("/institution/wheaton-college")).toBe(true);
    expect(pattern.test("/institution/a/b")).toBe(false);
    expect(pattern.test("/institution/")).toBe(false);
    expect(pattern.test("/sitemap.xml")).toBe(true);
    expect(pattern.test("/sitemapxxml")).toBe(false);
  });

  it("takes the page routes whose module is flagged, with their layouts' paths", () => {
    const route = (id: string, path: string | undefined, parentId: string | undefined, handle?: unknown) => ({
      id,
      path,
      parentId,
      module: { handle },
    });
    const routes = {
      root: route("root", "", undefined),
      layout: route("layout", undefined, "root"),
      home: { ...route("home", undefined, "layout", GUEST_CACHED), index: true },
      school: route("school", "institution/:slug", "layout", GUEST_CACHED),
      login: route("login", "login", "layout"),
      admin: route("admin", "admin", "root", { other: true }),
    };
    // Only the fields read are given; the rest of a route entry does not matter here.
    const build = { routes } as unknown as Parameters<typeof guestCachedPagePaths>[0];
    expect(guestCachedPagePaths(build).sort()).toEqual(["/", "/institution/:slug"]);
  });
});
