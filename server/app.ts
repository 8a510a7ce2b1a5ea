import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { mapTileSource } from "~/lib/env.server";
import { reportError, toJsonError, UNAVAILABLE_MESSAGE } from "~/lib/error-status.server";
import { requestContext, servicesContext, type RequestFacts, type Services } from "~/lib/services.server";
import { CLIENT_IP_HEADER } from "~/domain/accounts/rate-limit.server";
import { sessionCookieName } from "~/domain/accounts/auth.server";
import { createApiRouter, GUEST_CACHED_API_PATHS } from "./api/router";
import { createFileDownloadRouter } from "./file-download";
import { authHandler } from "./auth-handler";
import type { DatabaseHealth } from "./database-health";
import { nulFreeQueries } from "./nul-free-queries";
import { originCheck } from "./origin-check";
import { guestCachedPagePaths, pathPattern } from "./guest-cache-paths";
import { etagOf, ResponseCache, responseCache } from "./response-cache";
import { securityHeaders } from "./security-headers";
import { VISIT_COOKIE, visitCookie, withVisit } from "./visit-cookie";

interface AppOptions {
  services: Services;
  health: DatabaseHealth;
  /** Current data stamp for the guest response cache; without it nothing is cached. */
  dataStamp?: () => Promise<string | null>;
  /** The React Router server build; without it only /healthz and /api are served (API tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; the dev server serves assets through Vite instead. */
  clientDir?: string;
  /** Vite's dev middlewares. */
  devMiddleware?: RequestHandler;
  isDev?: boolean;
  /** True once shutdown has begun: answers then ask clients to close their connection. */
  isDraining?: () => boolean;
}

export function createApp(options: AppOptions): express.Express {
  const { services, health } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", (body: Buffer | string) => etagOf(body));
  // Behind a load balancer, the client is whom the trusted proxies name in X-Forwarded-For (req.ip).
  if (services.env.TRUST_PROXY !== undefined) app.set("trust proxy", services.env.TRUST_PROXY);

  app.use(compression());
  app.use(
    securityHeaders({
      isHttps: services.env.PUBLIC_URL.startsWith("https://"),
      isDev: !!options.isDev,
      mapTileSource: mapTileSource(services.env),
    }),
  );
  app.use((req, res, next) => {
    if (options.isDraining?.()) res.setHeader("Connection", "close");
    // What this request's loaders tell the server layer: its CSP nonce, the analytics events it
    // counts (written after the answer, in batches; replayed when the answer comes from cache) and,
    // for a page's document (React Router asks for a page's data at its address plus ".data"),
    // the markup only the document carries.
    const facts: RequestFacts = { nonce: String(res.locals.nonce ?? ""), events: [] };
    if (!req.path.endsWith(".data")) facts.documentMarkup = new Map();
    res.locals.requestFacts = facts;
    res.on("finish", () => {
      if (res.statusCode < 400) services.analytics.record(withVisit(facts.events, res.locals.visitId));
    });
    next();
  });

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (await health.check()) {
      res.json({ status: "ok" });
    } else {
      res.status(503).json({ status: "unavailable", reason: `database unreachable: ${health.lastReason}` });
    }
  });

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Hashed file names change with their content, so they can be cached for good.
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    // The other public files are few and fixed by the build: only their paths go to the static
    // handler, which would otherwise ask the disk about every page and API path (a trip through
    // the libuv thread pool, queued behind compression under load) only to find nothing.
    const publicFiles = new Set(listFiles(options.clientDir).filter((file) => !file.startsWith("/assets/")));
    const serveFile = express.static(options.clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (publicFiles.has(req.path) ? serveFile(req, res, next) : next()));
  }

  // While the database is down, answer at once instead of waiting on connection timeouts.
  app.use((req, res, next) => {
    if (health.isUp) return next();
    res.setHeader("Retry-After", "5");
    if (req.path.startsWith("/api/")) {
      res.status(503).json({ error: { message: UNAVAILABLE_MESSAGE } });
    } else {
      res.status(503).type("html").send(UNAVAILABLE_PAGE);
    }
  });

  // The client address (the socket's peer, or as the trusted proxies report it), in a header no
  // client can set (any sent is replaced): rate limits and session records read it (better-auth:
  // advanced.ipAddress.ipAddressHeaders).
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  app.use(nulFreeQueries());
  app.use(originCheck(services.env.PUBLIC_URL));
  app.use(visitCookie({ isHttps: services.env.PUBLIC_URL.startsWith("https://") }));

  if (options.dataStamp) {
    app.use(
      responseCache({
        cache: new ResponseCache(),
        stamp: options.dataStamp,
        isCacheable: guestCacheRule(options.build),
        ignoredCookies: [VISIT_COOKIE],
        sessionCookie: sessionCookieName(services.auth),
      }),
    );
  }

  app.all("/api/auth/*splat", authHandler(services.auth, services.env.PUBLIC_URL));
  app.use("/api", createApiRouter(services));
  app.use(createFileDownloadRouter(services));

  if (options.build) {
    app.use(
      createRequestHandler({
        build: options.build,
        mode: options.isDev ? "development" : "production",
        getLoadContext(_req, res) {
          const context = new RouterContextProvider();
          context.set(servicesContext, services);
          context.set(requestContext, res.locals.requestFacts as RequestFacts);
          return context;
        },
      }),
    );
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const { status, body } = toJsonError(error);
    reportError({ log: services.log, health }, error, status, "request failed", { path: req.path });
    if (res.headersSent) return res.end();
    res.status(status).json(body);
  };
  app.use(onError);
  return app;
}

/** Every file under `dir`, as a URL path ("/images/hero.svg"). */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

/**
 * Pages and API calls whose answer is the same for every guest (and depends only on public data):
 * the page routes and API operations flagged for it. One article's JSON is not among them: it
 * carries the article's view count, which changes with every reader without raising the data
 * version, and callers must see it current.
 */
function guestCacheRule(build: AppOptions["build"]): (req: express.Request) => Promise<boolean> {
  let pattern: Promise<RegExp> | undefined;
  const load = async () => {
    const pages = build ? guestCachedPagePaths(typeof build === "function" ? await build() : build) : [];
    return pathPattern([...pages, ...GUEST_CACHED_API_PATHS]);
  };
  return async (req) => (await (pattern ??= load())).test(req.path);
}

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable | Christian Education Directory</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e293b"><h1>We'll be right back</h1><p>The directory is briefly unavailable. Please try again in a moment.</p></body></html>`;
