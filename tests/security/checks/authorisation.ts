/**
 * The authorisation matrix: every /api/admin call in the OpenAPI document and every admin page and
 * form action in app/routes.ts, for a guest, a signed-in user and each admin role. Expected
 * answers come from the role rules (canAccess in app/domain/admins/admin.schemas.ts); the roles each
 * call's documentation names must agree with them. Each call is sent with a valid request where one
 * is known, so the first allowed caller must succeed (which also proves that the refused callers
 * before it changed nothing: a record a refused DELETE had removed would answer 404).
 */
import { canAccess, type AdminArea } from "~/domain/admins/admin.schemas";
import type { AdminRole } from "~/domain/accounts/account.schemas";
import { GOOD_PASSWORD } from "../../setup/accounts";
import { multipart, type Answer } from "../http";
import { ADMIN_ROLES, CALLERS, type Caller, type CheckResult, type SecurityContext } from "../harness";
import { createArticle, createInstitution, uploadFile } from "../records";
import { apiCalls, fillApiPath, fillPagePath, pageRoutes, type ApiCall } from "../surface";

/** Which part of the admin area each /api/admin router belongs to (server/api/router.ts). */
const API_AREAS: [prefix: string, area: AdminArea][] = [
  ["/api/admin/institutions", "institutions"],
  ["/api/admin/import", "imports"],
  ["/api/admin/users", "users"],
  ["/api/admin/activity", "activity"],
  ["/api/admin/search", "dashboard"],
  ["/api/admin/articles", "articles"],
  ["/api/admin/files", "files"],
  ["/api/admin/analytics", "analytics"],
  ["/api/admin/dashboard", "dashboard"],
];

/** The roles a call's summary names ('Roles: admin, super_admin.', 'Role: super_admin.', 'every admin role'). */
function documentedRoles(summary: string): AdminRole[] | null {
  if (/every admin role/i.test(summary)) return [...ADMIN_ROLES];
  const listed = /Roles?: ([a-z_, ]+)\./.exec(summary)?.[1];
  return listed ? (listed.split(",").map((role) => role.trim()) as AdminRole[]) : null;
}

interface Prepared {
  path: string;
  method: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  json?: unknown;
  /** False when no valid request is known for this call: only the guard is tested. */
  isValid: boolean;
}

/**
 * A valid request for each call, made afresh for each caller (DELETEs point at a record made for the
 * purpose). Calls missing here are still checked with an empty body: the guard answers first.
 */
async function prepare(context: SecurityContext, call: ApiCall, caller: Caller, serial: number): Promise<Prepared> {
  const { records } = context;
  const key = `${call.method} ${call.path}`;
  const path = fillApiPath(call, records);
  const label = `Matrix ${caller} ${serial}`;
  const json = (body: unknown, at = path): Prepared => ({ method: call.method, path: at, json: body, isValid: true });
  switch (key) {
    case "POST /api/admin/institutions":
      return json({
        institution_name: `${label} College`,
        institution_type: "College",
        denomination: "Baptist",
        accreditation_status: "Accredited Institution",
      });
    case "PATCH /api/admin/institutions/{id}":
      return json({ city: `${label} City` });
    case "DELETE /api/admin/institutions/{id}":
    case "POST /api/admin/institutions/delete": {
      const doomed = await doomedInstitution(context, key);
      return key.startsWith("DELETE") ? json(undefined, `/api/admin/institutions/${doomed}`) : json({ ids: [doomed] });
    }
    case "POST /api/admin/import":
      return {
        method: "POST",
        path: `${path}?file_name=matrix.json`,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify([
          { id: records.institutionId, institution_name: "Security Suite Bible College", key_programs: label },
        ]),
        isValid: true,
      };
    case "POST /api/admin/import/runs":
      return json({ file_name: "matrix.json", total_items: 1 });
    case "POST /api/admin/import/runs/{id}/items": {
      // A run takes batches only from the administrator who started it: each caller starts one.
      const started = await context.request(caller, {
        method: "POST",
        path: "/api/admin/import/runs",
        json: { file_name: "matrix.json", total_items: 1 },
      });
      const run =
        started.status === 201 ? (JSON.parse(started.body) as { data: { run: { id: number } } }).data.run.id : null;
      return json(
        {
          start_index: 0,
          items: [{ id: records.institutionId, institution_name: "Security Suite Bible College", why_choose: label }],
        },
        run ? `/api/admin/import/runs/${run}/items` : path,
      );
    }
    case "PATCH /api/admin/users/{userId}":
      return json({ role: "editor" });
    case "POST /api/admin/articles":
      return json({ title: `${label} article`, content: "<p>Matrix</p>" });
    case "PATCH /api/admin/articles/{id}":
      return json({ excerpt: `${label} excerpt` });
    case "DELETE /api/admin/articles/{id}":
      return json(undefined, `/api/admin/articles/${await doomedRecord(context, key, "article")}`);
    case "POST /api/admin/files": {
      const upload = multipart(
        { category: "general", description: label },
        { name: "matrix.txt", type: "text/plain", content: "matrix\n" },
      );
      return {
        method: "POST",
        path,
        headers: { "Content-Type": upload.contentType },
        body: upload.body,
        isValid: true,
      };
    }
    case "DELETE /api/admin/files/{id}":
      return json(undefined, `/api/admin/files/${await doomedRecord(context, key, "file")}`);
    case "POST /api/admin/signup":
      return json({
        full_name: label,
        email: `matrix-${caller}-${process.pid}-${serial}@example.org`,
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        role: "editor",
      });
    default:
      return call.method === "GET"
        ? { method: "GET", path, isValid: true }
        : { method: call.method, path, json: {}, isValid: false };
  }
}

/** One record per DELETE call, shared by its callers: the first allowed one removes it. */
const doomed = new Map<string, Promise<number>>();
function doomedInstitution(context: SecurityContext, key: string) {
  if (!doomed.has(key))
    doomed.set(
      key,
      createInstitution(context, { institution_name: `Doomed ${doomed.size} ${process.pid} College` }).then(
        (i) => i.id,
      ),
    );
  return doomed.get(key)!;
}
function doomedRecord(context: SecurityContext, key: string, kind: "article" | "file") {
  if (!doomed.has(key))
    doomed.set(
      key,
      kind === "article"
        ? createArticle(context, { title: `Doomed ${process.pid} article` }).then((a) => a.id)
        : uploadFile(context, { name: "doomed.txt", description: "doomed" }).then((f) => f.id),
    );
  return doomed.get(key)!;
}

function allowedCallers(call: ApiCall, area: AdminArea | null): Caller[] {
  if (call.path === "/api/admin/signup") return ["super_admin"];
  return ADMIN_ROLES.filter((role) => area && canAccess(role, area));
}

function refusalFor(caller: Caller, allowed: Caller[]): number | null {
  if (allowed.includes(caller)) return null;
  return caller === "guest" ? 401 : 403;
}

export async function checkApiMatrix(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const calls = (await apiCalls(context)).filter((call) => call.path.startsWith("/api/admin/"));
  let cases = 0;
  let guardOnly = 0;
  for (const call of calls) {
    const name = `${call.method} ${call.path}`;
    const area = API_AREAS.find(([prefix]) => call.path === prefix || call.path.startsWith(`${prefix}/`))?.[1] ?? null;
    if (!area && call.path !== "/api/admin/signup") {
      failures.push(`${name}: no admin area known for this call (add it to API_AREAS in checks/authorisation.ts)`);
      continue;
    }
    const allowed = allowedCallers(call, area);
    const documented = documentedRoles(call.summary);
    if (area && documented && [...documented].sort().join() !== [...allowed].sort().join()) {
      failures.push(`${name}: documented for ${documented.join(", ")} but the role rules allow ${allowed.join(", ")}`);
    }
    let firstAllowed = true;
    for (const [serial, caller] of CALLERS.entries()) {
      cases += 1;
      const request = await prepare(context, call, caller, serial);
      if (!request.isValid && caller === "guest") guardOnly += 1;
      const answer = await context.request(caller, request);
      const refusal = refusalFor(caller, allowed);
      if (refusal !== null) {
        if (answer.status !== refusal) failures.push(`${name} as ${caller}: ${answer.status}, expected ${refusal}`);
      } else if (answer.status === 401 || answer.status === 403 || answer.status >= 500) {
        failures.push(`${name} as ${caller}: ${answer.status} ${answer.body.slice(0, 120)}`);
      } else if (firstAllowed && request.isValid && (answer.status < 200 || answer.status > 299)) {
        failures.push(`${name} as ${caller} (first allowed role): ${answer.status} ${answer.body.slice(0, 120)}`);
      }
      if (refusal === null) firstAllowed = false;
    }
  }
  return {
    check: "authorisation: /api/admin calls",
    cases,
    failures,
    details: [
      `${calls.length} calls from /api/openapi.json x ${CALLERS.length} callers`,
      guardOnly ? `${guardOnly} calls with no known valid body (guard only)` : "every call sent with a valid request",
    ],
  };
}

function location(answer: Answer) {
  return String(answer.headers.location ?? "");
}

export async function checkPageMatrix(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  const routes = pageRoutes().filter((route) => route.adminArea);
  let cases = 0;
  let actions = 0;
  for (const route of routes) {
    const path = fillPagePath(route.pattern, context.records);
    const isSplat = route.pattern.endsWith("*");
    const requests = [{ method: "GET" }, ...(route.hasAction ? [{ method: "POST" }] : [])];
    if (route.hasAction) actions += 1;
    for (const { method } of requests) {
      for (const caller of CALLERS) {
        cases += 1;
        const answer = await context.request(caller, {
          method,
          path,
          ...(method === "POST" ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" } : {}),
        });
        const name = `${method} ${path} as ${caller}`;
        const allowed = caller !== "guest" && caller !== "user" && canAccess(caller, route.adminArea!);
        if (caller === "guest") {
          const expected = `/login?redirect=${encodeURIComponent(path)}`;
          if (answer.status !== 302 || location(answer) !== expected)
            failures.push(`${name}: ${answer.status} ${location(answer)}, expected 302 to ${expected}`);
        } else if (caller === "user") {
          if (answer.status !== 302 || location(answer) !== "/?error=access_denied")
            failures.push(`${name}: ${answer.status} ${location(answer)}, expected 302 to /?error=access_denied`);
        } else if (!allowed) {
          if (answer.status !== 403) failures.push(`${name}: ${answer.status}, expected 403`);
        } else if (method === "GET") {
          const expected = isSplat ? 404 : 200;
          if (answer.status !== expected) failures.push(`${name}: ${answer.status}, expected ${expected}`);
        } else if (
          [401, 403].includes(answer.status) ||
          answer.status >= 500 ||
          /\/login|access_denied/.test(location(answer))
        ) {
          // An empty form passes the guard and is refused as invalid: nothing is changed.
          failures.push(`${name}: ${answer.status} ${location(answer)}, expected the action to run`);
        }
      }
    }
  }

  // Account creation sits outside the guarded layout: its action decides who may use it.
  for (const [serial, caller] of CALLERS.entries()) {
    cases += 1;
    const email = `page-matrix-${caller}-${process.pid}-${serial}@example.org`;
    const answer = await context.request(caller, {
      method: "POST",
      path: "/admin/signup",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        full_name: "Page Matrix",
        email,
        password: GOOD_PASSWORD,
        confirm_password: GOOD_PASSWORD,
        role: "editor",
      }).toString(),
    });
    const expected = caller === "guest" ? 401 : caller === "super_admin" ? 201 : 403;
    if (answer.status !== expected)
      failures.push(`POST /admin/signup as ${caller}: ${answer.status}, expected ${expected}`);
  }

  return {
    check: "authorisation: admin pages",
    cases,
    failures,
    details: [
      `${routes.length} admin routes from app/routes.ts (GET) and ${actions} form actions (POST) x ${CALLERS.length} callers`,
      "plus the /admin/signup action",
    ],
  };
}

/**
 * The school pages outside the admin area: only a school's representatives reach its update form
 * (guests are sent to sign in and back; everyone else, administrators included, gets 403), and a
 * confirmation link that was never sent (forged, empty, oversized, injected) confirms nothing.
 */
export async function checkSchoolPages(context: SecurityContext): Promise<CheckResult> {
  const failures: string[] = [];
  let cases = 0;
  const slug = context.records.institutionSlug;
  const form = { headers: { "Content-Type": "application/x-www-form-urlencoded" } };
  const update = `/your-schools/${slug}`;
  const body = new URLSearchParams({
    "value.chapel": "required",
    "source.chapel": "https://example.edu/chapel",
  }).toString();
  for (const caller of CALLERS) {
    for (const method of ["GET", "POST"]) {
      cases += 1;
      const answer = await context.request(caller, {
        method,
        path: update,
        ...(method === "POST" ? { ...form, body } : {}),
      });
      const expected = caller === "guest" ? 302 : 403;
      if (answer.status !== expected)
        failures.push(`${method} ${update} as ${caller}: ${answer.status}, expected ${expected}`);
      if (caller === "guest" && location(answer) !== `/login?redirect=${encodeURIComponent(update)}`) {
        failures.push(`${method} ${update} as guest: sent to ${location(answer)}, expected the sign-in page and back`);
      }
    }
    cases += 1;
    const claim = await context.request(caller, {
      method: "POST",
      path: `/institution/${slug}/represent`,
      ...form,
      body: new URLSearchParams({
        name: "Matrix",
        role: "Tester",
        email: `${caller}@wheaton.edu.evil.example`,
      }).toString(),
    });
    const refused = caller === "guest" ? 302 : 400;
    if (claim.status !== refused) failures.push(`POST represent as ${caller}: ${claim.status}, expected ${refused}`);
  }
  for (const token of ["", "forged-token", "x".repeat(5000), "' or 1=1 --", "%00", "../../etc/passwd"]) {
    for (const caller of ["guest", "user"] as const) {
      cases += 1;
      const answer = await context.request(caller, {
        method: "POST",
        path: "/represent/confirm",
        ...form,
        body: new URLSearchParams({ token }).toString(),
      });
      const expected = caller === "guest" ? 302 : 400;
      if (answer.status !== expected) {
        failures.push(
          `POST /represent/confirm (${token.slice(0, 20)}) as ${caller}: ${answer.status}, expected ${expected}`,
        );
      }
    }
  }
  return {
    check: "authorisation: school pages",
    cases,
    failures,
    details: ["update form, represent and confirm x guest, user and each admin role; forged confirmation tokens"],
  };
}
