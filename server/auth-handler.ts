import { Readable } from "node:stream";
import type { RequestHandler } from "express";
import type { Auth } from "~/domain/accounts/auth.server";
import { authOperations } from "./api/auth-operations";
import { expressPath } from "./api/openapi";
import { pathPattern } from "./guest-cache-paths";

/**
 * The calls the product offers over HTTP: those in the OpenAPI document. The rest of what the
 * library could answer (social sign-in and its callbacks, account linking, token calls, and user,
 * e-mail and account changes that would skip the product's own rules) is not part of the site and
 * answers 404.
 */
const OFFERED = authOperations.map((operation) => ({
  method: operation.method.toUpperCase(),
  path: pathPattern([expressPath(operation.path)]),
}));

function isOfferedAuthCall(method: string, path: string) {
  const asked = method === "HEAD" ? "GET" : method;
  return OFFERED.some((call) => call.method === asked && call.path.test(path));
}

/**
 * better-auth's HTTP endpoints under /api/auth, bridged by hand rather than with its node helper so
 * that a rate-limited answer also carries the standard Retry-After header (the library sets only
 * X-Retry-After), and errors take the API's shape {"error": {"message"}}.
 */
export function authHandler(auth: Auth, publicUrl: string): RequestHandler {
  return async (req, res) => {
    if (!isOfferedAuthCall(req.method, req.path)) {
      res.status(404).json({ error: { message: "Not found" } });
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else if (value !== undefined) headers.set(name, value);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(new URL(req.originalUrl, publicUrl), {
      method: req.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    const response = await auth.handler(request);

    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") res.setHeader(name, value);
    });
    const location = response.headers.get("location");
    if (location && !staysOnSite(location, publicUrl, req.get("host"))) res.setHeader("Location", "/");
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    const retryAfter = response.headers.get("x-retry-after");
    if (response.status === 429 && retryAfter && !response.headers.has("retry-after")) {
      res.setHeader("Retry-After", retryAfter);
    }
    res.setHeader("Cache-Control", "no-store");
    if (response.status >= 400 && response.headers.get("content-type")?.includes("application/json")) {
      const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
      res.removeHeader("content-length");
      return res.json({
        error: { message: body.message || "Request failed", ...(body.code ? { code: body.code } : {}) },
      });
    }
    if (!response.body) return res.end();
    Readable.fromWeb(response.body as never).pipe(res);
  };
}

/**
 * better-auth accepts a callbackURL such as '/.//evil.example' (a relative path) and then redirects
 * to its normalised form '//evil.example', which browsers read as another host. Every redirect it
 * answers must land on this site (the same origins its trustedOrigins allow); any other goes to /.
 */
function staysOnSite(location: string, publicUrl: string, host: string | undefined) {
  let target: URL;
  try {
    target = new URL(location, publicUrl);
  } catch {
    return false;
  }
  const origins = [new URL(publicUrl).origin, ...(host ? [`http://${host}`, `https://${host}`] : [])];
  return origins.includes(target.origin);
}
