/**
 * Who may use the admin-records pages and calls, on the real server: every /api/admin call of
 * institutions, import, users, signup, activity and search, and every page and form of those
 * screens, for a guest, a signed-in user, an editor, an admin and a super admin.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { httpRequest, postForm } from "../setup/http-client";
import { PERSONAS, signedIn, type Persona } from "../setup/people";
import { siteUnderTest } from "../setup/site";

type Who = "guest" | Persona;
const EVERYONE: Who[] = ["guest", ...PERSONAS];

describe("admin records: the authorisation matrix", async () => {
  const site = await siteUnderTest();
  const { database } = site;
  const cookies = new Map<Who, string>();
  let institutionId: number;

  beforeAll(async () => {
    for (const persona of PERSONAS) cookies.set(persona, (await signedIn(site.url, database.services, persona)).cookie);
    const { rows } = await database.pool.query<{ id: number }>(
      "select id from institutions order by institution_name limit 1",
    );
    institutionId = rows[0]!.id;
  });

  function call(who: Who, method: string, path: string, body?: unknown, contentType = "application/json") {
    const cookie = cookies.get(who);
    return httpRequest(`${site.url}${path}`, {
      method,
      headers: {
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": contentType }),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  /** Expected status per role: guests 401, the rest 403 unless their role reaches the area. */
  function statuses(allowed: Persona[], okStatus: number): Record<Who, number> {
    return Object.fromEntries(
      EVERYONE.map((who) => [who, who === "guest" ? 401 : allowed.includes(who as Persona) ? okStatus : 403]),
    ) as Record<Who, number>;
  }
  const ADMINS: Persona[] = ["admin", "super_admin"];

  const apiCases = () => [
    {
      name: "list institutions",
      method: "GET",
      path: "/api/admin/institutions?q=college",
      expect: statuses(ADMINS, 200),
    },
    {
      name: "read an institution",
      method: "GET",
      path: `/api/admin/institutions/${institutionId}`,
      expect: statuses(ADMINS, 200),
    },
    // An empty body fails validation: the answer shows the role got past the guard.
    {
      name: "create an institution",
      method: "POST",
      path: "/api/admin/institutions",
      body: {},
      expect: statuses(ADMINS, 400),
    },
    {
      name: "update an institution",
      method: "PATCH",
      path: `/api/admin/institutions/${institutionId}`,
      body: {},
      expect: statuses(ADMINS, 200),
    },
    {
      name: "delete an institution",
      method: "DELETE",
      path: "/api/admin/institutions/2000000000",
      expect: statuses(ADMINS, 404),
    },
    {
      name: "delete several",
      method: "POST",
      path: "/api/admin/institutions/delete",
      body: { ids: [2000000000] },
      expect: statuses(ADMINS, 200),
    },
    { name: "import template", method: "GET", path: "/api/admin/import/template", expect: statuses(ADMINS, 200) },
    {
      name: "import a file",
      method: "POST",
      path: "/api/admin/import?file_name=check.json",
      body: [{ id: 2000000000, institution_name: "Nobody" }],
      expect: statuses(ADMINS, 200),
    },
    {
      name: "start an import run",
      method: "POST",
      path: "/api/admin/import/runs",
      body: { file_name: "x.json", total_items: 1 },
      expect: statuses(ADMINS, 201),
    },
    {
      name: "read an import run",
      method: "GET",
      path: "/api/admin/import/runs/2000000000",
      expect: statuses(ADMINS, 404),
    },
    {
      name: "send an import batch",
      method: "POST",
      path: "/api/admin/import/runs/2000000000/items",
      body: { start_index: 0, items: [{ id: 1, institution_name: "A" }] },
      expect: statuses(ADMINS, 404),
    },
    { name: "list accounts", method: "GET", path: "/api/admin/users", expect: statuses(["super_admin"], 200) },
    {
      name: "change an account",
      method: "PATCH",
      path: "/api/admin/users/no-such-user",
      body: { role: "editor" },
      expect: statuses(["super_admin"], 404),
    },
    { name: "read the activity", method: "GET", path: "/api/admin/activity", expect: statuses(ADMINS, 200) },
    { name: "search", method: "GET", path: "/api/admin/search?q=bible", expect: statuses(["editor", ...ADMINS], 200) },
    // Administrators exist, so only a super admin may create accounts; the empty form then fails validation.
    {
      name: "create an admin account",
      method: "POST",
      path: "/api/admin/signup",
      body: {},
      expect: statuses(["super_admin"], 400),
    },
  ];

  it("answers every /api/admin call of these screens: 401 for guests, 403 without the role", async () => {
    const seen: string[] = [];
    for (const testCase of apiCases()) {
      for (const who of EVERYONE) {
        const answer = await call(who, testCase.method, testCase.path, testCase.body);
        seen.push(`${testCase.name} as ${who}: ${answer.status}`);
        expect(answer.status, `${testCase.name} as ${who}: ${answer.body.slice(0, 200)}`).toBe(testCase.expect[who]);
        expect(answer.headers["content-type"]).toMatch(/application\/json/);
        if (answer.status >= 400) expect(JSON.parse(answer.body).error.message).toEqual(expect.any(String));
        expect(answer.headers["cache-control"]).toBe("private, no-store");
      }
    }
    expect(seen).toHaveLength(apiCases().length * EVERYONE.length);
  });

  it("documents each of these calls in the OpenAPI document, marked as needing a session", async () => {
    const document = JSON.parse((await httpRequest(`${site.url}/api/openapi.json`)).body) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    for (const testCase of apiCases()) {
      const template = testCase.path
        .split("?")[0]!
        .replace(`/${institutionId}`, "/{id}")
        .replace("/2000000000", "/{id}")
        .replace("/no-such-user", "/{userId}");
      const operation = document.paths[template]?.[testCase.method.toLowerCase()];
      expect(operation, `${testCase.method} ${template}`).toBeDefined();
      if (!template.endsWith("/signup")) expect(operation!.security).toEqual([{ session: [] }]);
    }
  });

  const pages = () => [
    { path: "/admin/institutions", allowed: ADMINS },
    { path: "/admin/institutions?q=bible&type=university&page=2", allowed: ADMINS },
    { path: "/admin/institutions/new", allowed: ADMINS },
    { path: `/admin/institutions/${institutionId}/edit`, allowed: ADMINS },
    { path: `/admin/institutions/delete?ids=${institutionId}`, allowed: ADMINS },
    { path: "/admin/institutions/import", allowed: ADMINS },
    { path: "/admin/content-import", allowed: ADMINS },
    { path: "/admin/content-import/institution_content_template.json", allowed: ADMINS },
    { path: "/admin/users", allowed: ["super_admin"] as Persona[] },
    { path: "/admin/activity", allowed: ADMINS },
    { path: "/admin/search?q=bible", allowed: ["editor", ...ADMINS] as Persona[] },
  ];

  it("guards every page: guests sign in first, users are turned away, a role without the area gets 403", async () => {
    for (const { path, allowed } of pages()) {
      for (const who of EVERYONE) {
        const cookie = cookies.get(who);
        const answer = await httpRequest(`${site.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
        const label = `${path} as ${who}`;
        if (who === "guest") {
          expect(answer.status, label).toBe(302);
          expect(answer.headers.location, label).toBe(`/login?redirect=${encodeURIComponent(path)}`);
        } else if (who === "user") {
          expect(answer.status, label).toBe(302);
          expect(answer.headers.location, label).toBe("/?error=access_denied");
        } else if (!allowed.includes(who)) {
          expect(answer.status, label).toBe(403);
          // Pages show the 'Access Denied' screen; the template download answers with the message.
          expect(answer.body, label).toMatch(/Access Denied|You don(&#x27;|')t have permission/);
        } else {
          expect(answer.status, label).toBe(200);
        }
      }
    }
  });

  it("guards every form the same way, and changes nothing for those refused", async () => {
    const forms: { path: string; fields: Record<string, string>; allowed: Persona[] }[] = [
      { path: "/admin/institutions/new", fields: { institution_name: "Refused College" }, allowed: ADMINS },
      { path: `/admin/institutions/${institutionId}/edit`, fields: { institution_name: "Refused" }, allowed: ADMINS },
      { path: "/admin/institutions/delete", fields: { ids: String(institutionId) }, allowed: ADMINS },
      { path: "/admin/content-import", fields: {}, allowed: ADMINS },
      {
        path: "/admin/users",
        fields: { intent: "role", userId: "x", role: "editor" },
        allowed: ["super_admin"] as Persona[],
      },
    ];
    for (const form of forms) {
      for (const who of ["guest", "user", "editor", "admin"] as Who[]) {
        if (who !== "guest" && allowed(form.allowed, who)) continue;
        const answer = await postForm(site.url, form.path, form.fields, { cookie: cookies.get(who) });
        const label = `POST ${form.path} as ${who}`;
        if (who === "guest") {
          expect(answer.status, label).toBe(302);
          expect(answer.headers.location, label).toMatch(/^\/login\?redirect=/);
        } else if (who === "user") {
          expect(answer.status, label).toBe(302);
          expect(answer.headers.location, label).toBe("/?error=access_denied");
        } else expect(answer.status, label).toBe(403);
      }
    }
    const { rows } = await database.pool.query("select institution_name from institutions where id = $1", [
      institutionId,
    ]);
    expect(rows[0].institution_name).not.toBe("Refused");
    const created = await database.pool.query("select 1 from institutions where institution_name = 'Refused College'");
    expect(created.rowCount).toBe(0);
  });

  function allowed(roles: Persona[], who: Who) {
    return roles.includes(who as Persona);
  }
});
