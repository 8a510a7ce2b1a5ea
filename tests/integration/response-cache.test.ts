/**
 * Guests' answers come from memory once rendered, and never outlive the data they show: a change
 * committed anywhere is visible on the very next request.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { httpRequest } from "../setup/http-client";
import { signedIn } from "../setup/people";
import { waitFor } from "../setup/server-process";
import { siteUnderTest } from "../setup/site";

describe("the guest response cache", async () => {
  const site = await siteUnderTest();
  const { database } = site;

  const get = (path: string, headers: Record<string, string> = {}) => httpRequest(`${site.url}${path}`, { headers });

  it("serves a page rendered once from memory, with an ETag that revalidates to 304", async () => {
    const first = await get("/institution/wheaton-college");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBeUndefined();
    const second = await get("/institution/wheaton-college");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    const etag = String(second.headers.etag);
    expect((await get("/institution/wheaton-college", { "If-None-Match": etag })).status).toBe(304);
  });

  it("gives an API answer the same ETag made afresh and from memory, so a guest's revalidation is a 304", async () => {
    const path = "/api/institutions?q=baptist&page_size=5";
    const fresh = await get(path);
    expect(fresh.headers["x-cache"]).toBeUndefined();
    const etag = String(fresh.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const hit = await get(path);
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers.etag).toBe(etag);
    const revalidated = await get(path, { "If-None-Match": `"other", W/${etag}` });
    expect([revalidated.status, revalidated.headers["x-cache"], revalidated.body]).toEqual([304, "hit", ""]);
    const changed = await get(path, { "If-None-Match": '"other"' });
    expect([changed.status, changed.body]).toEqual([200, fresh.body]);
  });

  it("lets a cached page run only its own inline scripts: hashes, not a shared nonce", async () => {
    await get("/resources");
    const hit = await get("/resources");
    expect(hit.headers["x-cache"]).toBe("hit");
    const csp = String(hit.headers["content-security-policy"]);
    expect(csp).not.toContain("'nonce-");
    const scripts = [...hit.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, content] of scripts) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
    }
  });

  it("shows a change made in the database on the very next request", async () => {
    await get("/search?q=wheaton");
    expect((await get("/search?q=wheaton")).headers["x-cache"]).toBe("hit");
    await database.pool.query(
      "update institutions set institution_name = 'Wheaton College (Illinois)' where slug = 'wheaton-college'",
    );
    const after = await get("/search?q=wheaton");
    expect(after.headers["x-cache"]).toBeUndefined();
    expect(after.body).toContain("Wheaton College (Illinois)");
    const api = await get("/api/institutions/wheaton-college");
    expect(JSON.parse(api.body).data.institution.institution_name).toBe("Wheaton College (Illinois)");
  });

  it("does not throw pages away when only an article's view count changes", async () => {
    const path = "/resources/articles/application-timeline";
    await get(path);
    const view = await httpRequest(`${site.url}/api/articles/application-timeline/views`, {
      method: "POST",
      headers: { Origin: site.url },
    });
    expect(view.status).toBe(204);
    expect((await get(path)).headers["x-cache"]).toBe("hit");
  });

  it("answers an article's current view count to guests, right after a view is counted", async () => {
    const path = "/api/articles/application-timeline";
    const viewCount = async () => JSON.parse((await get(path)).body).data.article.view_count as number;
    const before = await viewCount();
    expect(await viewCount()).toBe(before);
    const view = await httpRequest(`${site.url}${path}/views`, { method: "POST", headers: { Origin: site.url } });
    expect(view.status).toBe(204);
    expect(await viewCount()).toBe(before + 1);
    // The list, which shows no counter, is still served from memory.
    await get("/api/articles?limit=3");
    expect((await get("/api/articles?limit=3")).headers["x-cache"]).toBe("hit");
  });

  it("counts every view, including those served from memory", async () => {
    const count = async () =>
      Number(
        (
          await database.pool.query(
            "select count(*) from analytics_events where kind = 'institution_view' and subject = 'moody-bible-institute'",
          )
        ).rows[0].count,
      );
    for (let i = 0; i < 3; i++) await get("/institution/moody-bible-institute");
    await waitFor(async () => (await count()) === 3, 5000);
  });

  it("always renders afresh for signed-in visitors", async () => {
    const { cookie, email } = await signedIn(site.url, database.services, "user");
    await get("/community");
    const page = await get("/community", { Cookie: cookie });
    expect(page.headers["x-cache"]).toBeUndefined();
    expect(page.body).toContain(email.split("@")[0]);
    expect(page.headers["content-security-policy"]).toMatch(/'nonce-/);
  });

  it("keeps exactly the pages and API calls flagged for guests, however their address varies", async () => {
    const cachedTwice = async (path: string) => {
      await get(path);
      return (await get(path)).headers["x-cache"] === "hit";
    };
    for (const path of [
      "/",
      "/search?near=60187",
      "/institution/wheaton-college",
      "/compare?schools=wheaton-college,calvin-university",
      "/resources/articles",
      "/about",
      "/api/institutions?q=bible",
      "/api/institutions/wheaton-college/related",
      "/api/filters/states?country=Canada",
      "/api/compare?schools=wheaton-college",
      "/api/openapi.json",
    ]) {
      expect(await cachedTwice(path), path).toBe(true);
    }
    for (const path of [
      "/community",
      "/sitemap.xml",
      "/login",
      "/favorites",
      "/profile",
      "/admin",
      "/institution/wheaton-college/extra",
      "/api/articles/choosing-christian-college-guide",
      "/api/compare/list",
      "/api/session",
    ]) {
      expect(await cachedTwice(path), path).toBe(false);
    }
  });

  it("knows a signed-in visitor by the session cookie the sign-in configuration names, and only by it", async () => {
    await get("/resources");
    // Another cookie that merely ends like the session cookie is a guest's.
    expect((await get("/resources", { Cookie: "xced.session_token=1" })).headers["x-cache"]).toBe("hit");
    expect((await get("/resources", { Cookie: "a=1; ced.session_token=stale" })).headers["x-cache"]).toBeUndefined();
  });
});
