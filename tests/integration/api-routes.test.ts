/**
 * The OpenAPI document and the server agree: every route the Express routers answer under /api is
 * described, and every described call reaches a handler over HTTP (never the router's own 404).
 * The routes come from the routers themselves, so a new call is caught until it is described.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { authOperations } from "../../server/api/auth-operations";
import { expressPath } from "../../server/api/openapi";
import { createApp } from "../../server/app";
import type { DatabaseHealth } from "../../server/database-health";
import { useAdminServer } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";

/** What this test reads of Express 5's router (the `router` package): its layers. */
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
  slash?: boolean;
}

/** "GET /api/institutions/:slug" for every route of every router mounted in `stack`. */
function routesOf(stack: Layer[], prefix = ""): string[] {
  const routes: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const path of ([] as string[]).concat(layer.route.path)) {
        const full = `${prefix}${path}`.replace(/(.)\/$/, "$1");
        for (const method of Object.keys(layer.route.methods)) routes.push(`${method.toUpperCase()} ${full}`);
      }
    } else if (layer.handle.stack) {
      const mount = layer.slash ? "" : String(layer.rawPath ?? "");
      routes.push(...routesOf(layer.handle.stack, `${prefix}${mount}`));
    }
  }
  return routes;
}

type Document = {
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, unknown> } }>>;
};

/** Values that reach the handler of any call; none names a real record, so nothing is changed. */
const SAMPLE_VALUES: Record<string, string> = {
  slug: "no-such-record",
  id: "2147483646",
  institutionId: "2147483646",
  userId: "no-such-account",
  token: "no-such-token",
  filename: "no-such-file.txt",
};

describe("the API routes and their description", async () => {
  const database = await createTestDatabase();
  // The routers as the server builds them (read, not listened on), and the built server itself.
  const app = createApp({ services: database.services, health: database.services.health as DatabaseHealth });
  const server = useAdminServer(database);
  let document: Document;

  beforeAll(async () => {
    document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
  });

  const described = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${expressPath(path)}`),
    );
  const answered = () => routesOf((app.router as unknown as { stack: Layer[] }).stack);
  /** better-auth's routes share one wildcard; server/auth-handler.ts answers only the described ones. */
  const isAuthWildcard = (route: string) => route.endsWith(" /api/auth/*splat");

  it("describes every route the routers answer under /api", () => {
    const routes = answered();
    expect(routes).toContain("POST /api/auth/*splat");
    const apiRoutes = routes.filter((route) => route.split(" ")[1]!.startsWith("/api") && !isAuthWildcard(route));
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(apiRoutes.filter((route) => !described().includes(route))).toEqual([]);
  });

  it("has a route for every described call (better-auth's behind its wildcard)", () => {
    const routes = answered();
    const authCalls = authOperations.map(
      (operation) => `${operation.method.toUpperCase()} ${expressPath(operation.path)}`,
    );
    expect(described().filter((call) => !routes.includes(call) && !authCalls.includes(call))).toEqual([]);
    expect(described().filter((call) => call.startsWith("GET /api/auth") || call.startsWith("POST /api/auth"))).toEqual(
      expect.arrayContaining(authCalls),
    );
  });

  it("reaches a handler for every described call, never the router's 404", async () => {
    const isRouterNotFound = (status: number, body: string) => status === 404 && body.includes('"message":"Not found"');
    // The check itself: an undescribed address gets the router's 404, from the API and from better-auth.
    for (const path of ["/api/no-such-call", "/api/auth/sign-up/email"]) {
      const answer = await server.fetch("super_admin", path, {
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      expect(isRouterNotFound(answer.status, await answer.text()), path).toBe(true);
    }

    const calls = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
      )
      // Signing out ends the session the other calls use.
      .sort((a, b) => Number(a.operation.operationId === "signOut") - Number(b.operation.operationId === "signOut"));
    const reached: string[] = [];
    for (const { path, method, operation } of calls) {
      const address = path.replace(/\{(\w+)\}/g, (_match, name: string) => SAMPLE_VALUES[name] ?? "x");
      const hasBody = method !== "get" && method !== "delete";
      const answer = await server.fetch("super_admin", address, {
        method: method.toUpperCase(),
        headers: hasBody ? { "content-type": "application/json" } : {},
        ...(hasBody ? { body: "{}" } : {}),
      });
      const body = await answer.text();
      expect(isRouterNotFound(answer.status, body), `${operation.operationId}: ${answer.status} ${body}`).toBe(false);
      reached.push(operation.operationId);
    }
    expect(reached).toHaveLength(described().length);
  });
});
