/**
 * What every response of the built server carries: security headers with a per-request CSP nonce,
 * compression, and caching rules for static files. Runs the server against this file's own
 * database through DATABASE_URL, so it also proves the external-database mode.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { siteUnderTest } from "../setup/site";

describe("the built server over HTTP", async () => {
  const site = await siteUnderTest();

  it("sends security headers with a fresh CSP nonce on every page", async () => {
    const [first, second] = await Promise.all([fetch(site.url), fetch(`${site.url}/terms`)]);
    for (const response of [first, second]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(response.headers.get("strict-transport-security")).toBeNull(); // plain http here
    }
    const nonceOf = (response: Response) =>
      response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // Every inline script in the page carries the nonce of its response.
    const html = await first.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonceOf(first)}"`);
  });

  it("compresses pages", async () => {
    const response = await fetch(site.url, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches hashed assets for good, with ETags", async () => {
    const html = await (await fetch(site.url)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    const response = await fetch(`${site.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // A browser revalidating (fetch() would add Cache-Control: no-cache and force a full answer).
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${site.url}${asset}`, { headers: { "if-none-match": etag } }, (res) => resolve(res.statusCode!))
        .on("error", reject);
    });
    expect(status).toBe(304);
  });

  it("answers /healthz with the contract's JSON", async () => {
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown API paths with the JSON error shape", async () => {
    const response = await fetch(`${site.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: "Not found" } });
    const malformed = await fetch(`${site.url}/api/nothing-here`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { message: "Request body is not valid JSON" } });
  });

  it("answers odd requests honestly, never with a 500", async () => {
    // A NUL character cannot reach PostgreSQL: searches treat it as a space, pages and API alike.
    for (const path of [
      "/api/articles?search=%00",
      "/api/articles?category=a%00b",
      "/resources/articles?search=a%00b",
      "/search?q=%00",
    ]) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${site.url}/api/filters/states?country=a%00b`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/filters/states?country=%00`)).status).toBe(400);
    // No article's slug holds one.
    for (const path of ["/api/articles/%00", "/resources/articles/a%00b"]) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${site.url}/api/articles/a%00b/views`, { method: "POST" })).status).toBe(404);
    // A page action sent something that is not a form.
    const post = (path: string, type: string, body: string) =>
      fetch(`${site.url}${path}`, { method: "POST", headers: { "content-type": type }, body, redirect: "manual" });
    expect((await post("/login", "text/plain", "email=a")).status).toBe(415);
    expect((await post("/forgot-password.data", "application/json", '{"email":"a@b.c"}')).status).toBe(415);
    expect((await post("/signup", "multipart/form-data; boundary=x", "--x\r\nbroken")).status).toBe(400);
    // A method no page takes.
    expect((await fetch(`${site.url}/privacy`, { method: "PUT" })).status).toBe(405);
  });
});
