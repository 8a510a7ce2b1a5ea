import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { freshNonce, securityHeaders } from "./security-headers";

/** The headers and nonce one response gets from the middleware. */
function respond(middleware: ReturnType<typeof securityHeaders>) {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name, value),
  };
  let called = false;
  middleware({} as Request, res as unknown as Response, () => (called = true));
  expect(called).toBe(true);
  return { headers, nonce: res.locals.nonce as string };
}

describe("security headers", () => {
  it("give each response its own nonce, in its policy", () => {
    const middleware = securityHeaders({ isHttps: false, isDev: false });
    const first = respond(middleware);
    const second = respond(middleware);
    expect(first.nonce).not.toBe(second.nonce);
    for (const { headers, nonce } of [first, second]) {
      expect(headers.get("Content-Security-Policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(headers.get("Content-Security-Policy")).not.toContain("{nonce}");
      expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("X-Frame-Options")).toBe("DENY");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Permissions-Policy")).toContain("geolocation=(self)");
      expect(headers.has("Strict-Transport-Security")).toBe(false);
    }
  });

  it("add HSTS and upgrade requests over https, and name the map's tile host", () => {
    const { headers } = respond(securityHeaders({ isHttps: true, isDev: false, mapTileSource: "tiles.example.org" }));
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
    expect(headers.get("Content-Security-Policy")).toContain("img-src 'self' data: blob: https: tiles.example.org");
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes each, never the same twice, across refills of the pool", () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    // Random bytes: no nonce is all zeros (an unfilled pool).
    expect(nonces.some((nonce) => Buffer.from(nonce, "base64").every((byte) => byte === 0))).toBe(false);
  });
});
