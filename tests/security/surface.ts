/**
 * The attack surface, read from the product itself so that a new page, form or API call is covered
 * without editing the suite: the page routes from app/routes.ts (with the admin area each guard
 * names and whether the route has an action), the calls in /api/openapi.json, and better-auth's
 * endpoints under /api/auth. Only the values for path parameters are ours: an unknown parameter
 * stops the run with a message saying where to add it.
 */
import fs from "node:fs";
import path from "node:path";
import routes from "~/routes";
import type { AdminArea } from "~/domain/admins/admin.schemas";
import { ADMIN_AREAS } from "~/domain/admins/admin.schemas";
import { AUTH_BASE_PATH } from "~/domain/accounts/auth.server";
import type { Records, SecurityContext } from "./harness";

const appDir = path.resolve(import.meta.dirname, "../../app");

interface PageRoute {
  /** As written in routes.ts, e.g. /admin/institutions/:id/edit */
  pattern: string;
  file: string;
  /** Resource routes (.ts) answer data, not an HTML page. */
  isDocument: boolean;
  hasAction: boolean;
  /** Inside the guarded admin layout: the area its loader asks requireAdmin for. */
  adminArea: AdminArea | null;
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[], base: string, inAdminLayout: boolean, out: PageRoute[]) {
  for (const entry of entries) {
    const joined = entry.path ? `${base.replace(/\/$/, "")}/${entry.path}` : base;
    if (entry.children) {
      flatten(entry.children, joined, inAdminLayout || entry.file === "routes/admin/layout.tsx", out);
      continue;
    }
    // A page's loader and action may do their work in its sibling module (institutions-review.server.ts).
    const file = path.join(appDir, entry.file);
    const sibling = [".server.ts", ".server.tsx"].map((ext) => file.replace(/\.tsx?$/, ext)).find(fs.existsSync);
    const source = fs.readFileSync(file, "utf8") + (sibling ? fs.readFileSync(sibling, "utf8") : "");
    const guard = /requireAdmin\([^;]*?"(\w+)"\s*\)/.exec(source)?.[1] as AdminArea | undefined;
    if (guard && !ADMIN_AREAS.includes(guard)) throw new Error(`${entry.file}: unknown admin area ${guard}`);
    out.push({
      pattern: joined || "/",
      file: entry.file,
      isDocument: entry.file.endsWith(".tsx"),
      hasAction: /export (?:async )?function action\b|export const action\b/.test(source),
      // The layout's own guard (dashboard) applies to a page whose loader names none.
      adminArea: inAdminLayout ? (guard ?? "dashboard") : null,
    });
  }
  return out;
}

export function pageRoutes(): PageRoute[] {
  return flatten(routes as RouteEntry[], "", false, []);
}

/** A real address for a route pattern. */
export function fillPagePath(pattern: string, records: Records): string {
  return pattern.replace(/:(\w+)|\*/g, (token, name: string | undefined) => {
    if (token === "*") return "no-such-page";
    if (name === "slug" && (pattern.startsWith("/institution/") || pattern.startsWith("/your-schools/")))
      return records.institutionSlug;
    if (name === "slug" && /^\/(resources\/)?articles\//.test(pattern)) return records.articleSlug;
    if (name === "id" && pattern.startsWith("/admin/institutions/")) return String(records.institutionId);
    if (name === "id" && pattern.startsWith("/admin/articles/")) return String(records.articleId);
    if (name === "id" && pattern.startsWith("/community/discussions/")) return String(records.discussionId);
    if (name === "forum") return "choosing-a-school";
    throw new Error(`No value for :${name} in ${pattern}: add one to fillPagePath (tests/security/surface.ts)`);
  });
}

export interface ApiCall {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/admin/institutions/{id} */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  bodyType?: string;
  bodySchema?: JsonSchema;
  summary: string;
  needsSession: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  required?: string[];
  maxLength?: number;
  maximum?: number;
  minimum?: number;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters: { name: string; in: "path" | "query"; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: object[];
      }
    >
  >;
}

export async function apiCalls(context: SecurityContext): Promise<ApiCall[]> {
  const answer = await context.request("guest", { path: "/api/openapi.json" });
  if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
  const document = JSON.parse(answer.body) as OpenApiDocument;
  const calls: ApiCall[] = [];
  for (const [apiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const [bodyType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      calls.push({
        method: method.toUpperCase() as ApiCall["method"],
        path: apiPath,
        pathParams: operation.parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: operation.parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema })),
        bodyType,
        bodySchema: media?.schema,
        summary: operation.summary,
        // An empty requirement ({}) makes the session optional.
        needsSession: Boolean(
          operation.security?.length && operation.security.every((requirement) => Object.keys(requirement).length),
        ),
      });
    }
  }
  return calls;
}

/** A real address for an API path, or `override` for every parameter (e.g. a fuzz value). */
export function fillApiPath(call: Pick<ApiCall, "path">, records: Records, override?: (name: string) => string) {
  return call.path.replace(/\{(\w+)\}/g, (_token, name: string) => {
    if (override) return override(name);
    const p = call.path;
    if (p.startsWith("/api/institutions/") && name === "slug") return records.institutionSlug;
    if (p.startsWith("/api/articles/") && name === "slug") return records.articleSlug;
    if (p.startsWith("/api/favorites/") && name === "institutionId") return String(records.institutionId);
    if (p.startsWith("/api/compare/list/") && name === "slug") return records.institutionSlug;
    if (p.startsWith("/api/admin/institutions/") && name === "id") return String(records.institutionId);
    if (p.startsWith("/api/admin/import/runs/") && name === "id") return String(records.importRunId);
    if (p.startsWith("/api/admin/users/") && name === "userId") return records.spareUserId;
    if (p.startsWith("/api/admin/articles/") && name === "id") return String(records.articleId);
    if (p.startsWith("/api/admin/files/") && name === "id") return String(records.fileId);
    if (p.startsWith("/files/") && name === "id") return String(records.fileId);
    if (p.startsWith("/files/") && name === "filename") return encodeURIComponent(records.fileName);
    if (p.startsWith("/api/auth/reset-password/") && name === "token") return "not-a-reset-token";
    throw new Error(`No value for {${name}} in ${p}: add one to fillApiPath (tests/security/surface.ts)`);
  });
}

interface AuthEndpoint {
  method: "GET" | "POST";
  /** Full path, e.g. /api/auth/sign-in/email (parameters like :token kept). */
  path: string;
}

/** better-auth's HTTP endpoints as the running configuration has them. */
export function authEndpoints(context: SecurityContext): AuthEndpoint[] {
  const endpoints: AuthEndpoint[] = [];
  for (const endpoint of Object.values(context.auth.api) as { path?: string; options?: { method?: unknown } }[]) {
    if (!endpoint.path) continue; // server-only calls have no address
    const methods = ([] as unknown[]).concat(endpoint.options?.method ?? "GET");
    for (const method of methods) {
      if (method === "GET" || method === "POST") endpoints.push({ method, path: `${AUTH_BASE_PATH}${endpoint.path}` });
    }
  }
  return endpoints;
}

/** A real address for a better-auth path (`:token` and `:id` get a harmless value). */
export function fillAuthPath(endpoint: AuthEndpoint) {
  return endpoint.path.replace(/:(\w+)/g, "not-a-real-value");
}
