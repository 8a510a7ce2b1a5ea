/**
 * Admin content against the real server: who may use each page, action and /api/admin call; the
 * article rules and messages; status changes seen publicly; audit entries; the analytics and
 * dashboard calls.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/activity";
import { articles } from "~/db/schema/articles";
import { users } from "~/db/schema/auth";
import { insertArticles } from "../factories/articles";
import { CALLERS, expectedStatus, useAdminServer, type Caller } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";
import type { Persona } from "../setup/people";

const ROLES: Persona[] = ["editor", "admin", "super_admin"];

describe("admin content", async () => {
  const database = await createTestDatabase();
  const admin = useAdminServer(database);
  const { db } = database;

  const json = (caller: Caller, path: string, method = "GET", body?: unknown) =>
    admin.fetch(caller, path, {
      method,
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
  const create = async (body: Record<string, unknown>, caller: Caller = "editor") => {
    const response = await json(caller, "/api/admin/articles", "POST", body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).data.article;
  };
  const fieldsOf = async (response: Response) => {
    expect(response.status).toBe(400);
    return (await response.json()).error.fields as Record<string, string>;
  };
  const form = (caller: Caller, path: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return admin.fetch(caller, path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  };

  describe("who may do what", () => {
    it("answers every admin content call: 401 guests, 403 users, editors, admins and super admins allowed", async () => {
      const [target] = await insertArticles(db, [{ slug: "matrix-target", title: "Matrix target" }]);
      for (const caller of CALLERS) {
        const calls: [string, string, unknown, number][] = [
          ["GET", "/api/admin/articles", undefined, 200],
          ["POST", "/api/admin/articles", { title: `By ${caller}` }, 201],
          ["GET", `/api/admin/articles/${target!.id}`, undefined, 200],
          ["PATCH", `/api/admin/articles/${target!.id}`, { excerpt: `Edited by ${caller}` }, 200],
          ["GET", "/api/admin/analytics?period=7d", undefined, 200],
          ["GET", "/api/admin/dashboard", undefined, 200],
        ];
        for (const [method, path, body, success] of calls) {
          const answer = await json(caller, path, method, body);
          expect(answer.status, `${method} ${path} as ${caller}`).toBe(expectedStatus(caller, ROLES, success));
          if (answer.status === 401 || answer.status === 403) {
            expect((await answer.json()).error.message).toBeTruthy();
          }
        }
        const [victim] = await insertArticles(db, [{ title: `Delete me ${caller}` }]);
        const deleted = await json(caller, `/api/admin/articles/${victim!.id}`, "DELETE");
        expect(deleted.status, `DELETE as ${caller}`).toBe(expectedStatus(caller, ROLES, 204));
      }
      // Nothing was changed by those without the role.
      const titles = (await db.select({ title: articles.title }).from(articles)).map((row) => row.title);
      expect(titles).not.toContain("By guest");
      expect(titles).not.toContain("By user");
      expect(titles).toContain("By editor");
      expect(titles).toContain("Delete me guest");
      expect(titles).toContain("Delete me user");
      expect(titles).not.toContain("Delete me admin");
    });

    it("guards every admin content page and action the same way", async () => {
      const [target] = await insertArticles(db, [{ title: "Page matrix" }]);
      const pages = [
        "/admin",
        "/admin/dashboard",
        "/admin/articles",
        "/admin/articles/new",
        `/admin/articles/${target!.id}`,
        `/admin/articles/${target!.id}/edit`,
        "/admin/files",
        "/admin/analytics",
      ];
      for (const caller of CALLERS) {
        for (const path of pages) {
          const answer = await admin.fetch(caller, path);
          if (caller === "guest") {
            expect(answer.status, path).toBe(302);
            expect(answer.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
          } else if (caller === "user") {
            expect(answer.status, path).toBe(302);
            expect(answer.headers.get("location")).toBe("/?error=access_denied");
          } else {
            expect(answer.status, `${path} as ${caller}`).toBe(200);
          }
        }
        const created = await form(caller, "/admin/articles/new", { title: `Form by ${caller}`, intent: "save" });
        const status = await form(caller, "/admin/articles", {
          intent: "status",
          id: String(target!.id),
          status: "archived",
        });
        const removal = await form(caller, "/admin/files", { intent: "delete", id: "999999" });
        for (const answer of [created, status, removal]) {
          if (caller === "guest") expect(answer.headers.get("location")).toMatch(/^\/login\?redirect=/);
          else if (caller === "user") expect(answer.headers.get("location")).toBe("/?error=access_denied");
        }
        if (ROLES.includes(caller as Persona)) {
          expect(created.status).toBe(302);
          expect(created.headers.get("location")).toBe("/admin/articles");
          expect(status.status).toBe(200);
          expect(removal.status).toBe(404);
        }
      }
      const titles = (await db.select({ title: articles.title }).from(articles)).map((row) => row.title);
      expect(titles.filter((title) => title.startsWith("Form by")).sort()).toEqual([
        "Form by admin",
        "Form by editor",
        "Form by super_admin",
      ]);
    });

    it("answers an article id that does not exist, or is not a number, with 404", async () => {
      for (const path of ["/admin/articles/999999/edit", "/admin/articles/999999", "/admin/articles/abc/edit"]) {
        expect((await admin.fetch("editor", path)).status, path).toBe(404);
      }
      expect((await json("editor", "/api/admin/articles/999999")).status).toBe(404);
      expect((await json("editor", "/api/admin/articles/abc")).status).toBe(400);
      expect((await json("editor", "/api/admin/articles/999999", "PATCH", { status: "draft" })).status).toBe(404);
      expect((await json("editor", "/api/admin/articles/999999", "DELETE")).status).toBe(404);
    });
  });

  describe("article rules", () => {
    it("requires a title, on the API and the editor's form", async () => {
      expect((await fieldsOf(await json("editor", "/api/admin/articles", "POST", {}))).title).toBe("Title is required");
      expect((await fieldsOf(await json("editor", "/api/admin/articles", "POST", { title: "   " }))).title).toBe(
        "Title is required",
      );
      expect(
        (await fieldsOf(await json("editor", "/api/admin/articles", "POST", { title: "x".repeat(201) }))).title,
      ).toBe("Title must be at most 200 characters");
      const page = await form("editor", "/admin/articles/new", { title: " ", intent: "publish" });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("Title is required");
    });

    it("limits the meta title to 60 and the meta description to 160 characters", async () => {
      const fields = await fieldsOf(
        await json("editor", "/api/admin/articles", "POST", {
          title: "Limits",
          meta_title: "t".repeat(61),
          meta_description: "d".repeat(161),
        }),
      );
      expect(fields).toMatchObject({
        meta_title: "Meta title must be at most 60 characters",
        meta_description: "Meta description must be at most 160 characters",
      });
      const atLimit = await create({
        title: "At the limits",
        meta_title: "t".repeat(60),
        meta_description: "d".repeat(160),
      });
      expect(atLimit.meta_title).toHaveLength(60);
      expect(atLimit.meta_description).toHaveLength(160);
      const page = await form("editor", "/admin/articles/new", { title: "Form limits", meta_title: "t".repeat(61) });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain("Meta title must be at most 60 characters");
    });

    it("checks the status, the category, the featured image address, the tags and the excerpt", async () => {
      const post = (body: Record<string, unknown>) =>
        json("editor", "/api/admin/articles", "POST", { title: "Rules", ...body });
      expect((await fieldsOf(await post({ status: "live" }))).status).toBe(
        "Status must be draft, published or archived",
      );
      expect((await fieldsOf(await post({ category: "Nonsense" }))).category).toBe(
        "Category must be one of the listed categories",
      );
      for (const address of ["javascript:alert(1)", "//evil.example/a.png", "not an address"]) {
        expect((await fieldsOf(await post({ featured_image_url: address }))).featured_image_url, address).toBe(
          "Featured image URL must be a web address (https://...) or a path on this site",
        );
      }
      expect((await fieldsOf(await post({ tags: ["x".repeat(51)] })))["tags.0"]).toBe(
        "Tags must be at most 50 characters each",
      );
      expect((await fieldsOf(await post({ tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }))).tags).toBe(
        "At most 30 tags",
      );
      expect((await fieldsOf(await post({ excerpt: "e".repeat(1001) }))).excerpt).toBe(
        "Excerpt must be at most 1000 characters",
      );

      const good = await create({
        title: "All fields",
        category: "Financial Aid",
        featured_image_url: "https://images.example.org/campus.jpg",
        tags: ["  aid ", "aid", "", "grants"],
      });
      expect(good).toMatchObject({
        category: "Financial Aid",
        featured_image_url: "https://images.example.org/campus.jpg",
        tags: ["aid", "grants"],
        status: "draft",
        published_at: null,
      });
      // This site's own address is kept as a path, so it survives a move to another domain.
      const own = await create({ title: "Own image", featured_image_url: `${admin.url}/files/7/photo.png` });
      expect(own.featured_image_url).toBe("/files/7/photo.png");
    });

    it("sanitises the content, makes an excerpt when there is none, and slugs from the title", async () => {
      const text = "Word ".repeat(50).trim();
      const article = await create({
        title: "Paying for Seminary: A Guide!",
        content: `<p onclick="steal()">${text}</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a></p>`,
      });
      expect(article.content).not.toMatch(/script|onclick|javascript/);
      expect(article.content).toContain(`<p>${text}</p>`);
      expect(article.excerpt).toBe(`${text.slice(0, 160)}...`);
      expect(article.slug).toBe("paying-for-seminary-a-guide");

      const short = await create({
        title: "Paying for Seminary: A Guide!",
        content: "<p>Short <strong>body</strong>.</p>",
      });
      expect(short.excerpt).toBe("Short body.");
      expect(short.slug).toBe("paying-for-seminary-a-guide-2");

      const kept = await create({ title: "Own excerpt", content: `<p>${text}</p>`, excerpt: "Mine." });
      expect(kept.excerpt).toBe("Mine.");
      const empty = await create({ title: "No content" });
      expect(empty.excerpt).toBeNull();
    });

    it("gives 8 articles of one title saved at once the slugs base, base-2 ... base-8", async () => {
      const saved = await Promise.all(
        Array.from({ length: 8 }, () =>
          json("editor", "/api/admin/articles", "POST", { title: "Twin Pines Scholarships" }),
        ),
      );
      expect(saved.map((response) => response.status)).toEqual(Array(8).fill(201));
      const slugs = await Promise.all(saved.map(async (response) => (await response.json()).data.article.slug));
      expect(slugs.sort()).toEqual(
        ["", "-2", "-3", "-4", "-5", "-6", "-7", "-8"].map((suffix) => `twin-pines-scholarships${suffix}`),
      );
    });

    it("keeps the slug of a published article, and follows the title before that", async () => {
      const draft = await create({ title: "First Draft Title" });
      const renamed = await (
        await json("editor", `/api/admin/articles/${draft.id}`, "PATCH", { title: "Better Title" })
      ).json();
      expect(renamed.data.article.slug).toBe("better-title");
      await json("editor", `/api/admin/articles/${draft.id}`, "PATCH", { status: "published" });
      const after = await (
        await json("editor", `/api/admin/articles/${draft.id}`, "PATCH", { title: "Final Title" })
      ).json();
      expect(after.data.article.slug).toBe("better-title");
      expect(after.data.article.title).toBe("Final Title");
    });

    it("names the author, or 'Admin' when unknown", async () => {
      const [row] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, await admin.userId("editor")));
      const mine = await create({ title: "Signed article" });
      expect(mine.author_name).toBe(row!.name);
      const [seeded] = await insertArticles(db, [{ title: "No author" }]);
      const list = (await (await json("editor", "/api/admin/articles?q=no%20author")).json()).data.articles;
      expect(list.find((item: { id: number }) => item.id === seeded!.id).author_name).toBe("Admin");
    });
  });

  describe("publishing", () => {
    it("publishes (setting published_at once), moves to draft and archives, as the public side sees", async () => {
      const article = await create({ title: "Visible Soon", content: "<p>Body of the article.</p>" });
      const publicAnswer = () => fetch(`${admin.url}/api/articles/${article.slug}`).then((response) => response.status);
      expect(await publicAnswer()).toBe(404);

      const published = (
        await (await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "published" })).json()
      ).data.article;
      expect(published.status).toBe("published");
      expect(published.published_at).not.toBeNull();
      expect(await publicAnswer()).toBe(200);
      const page = await fetch(`${admin.url}/resources/articles/${article.slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Body of the article.");

      const drafted = (
        await (await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "draft" })).json()
      ).data.article;
      expect(drafted.published_at).toBe(published.published_at);
      expect(await publicAnswer()).toBe(404);

      await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "published" });
      const again = (await (await json("editor", `/api/admin/articles/${article.id}`)).json()).data.article;
      expect(again.published_at).toBe(published.published_at);
      await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "archived" });
      expect(await publicAnswer()).toBe(404);
    });

    it("publishes from the editor's Publish button", async () => {
      const answer = await form("admin", "/admin/articles/new", {
        title: "Published From The Form",
        content: "<p>Form body.</p>",
        status: "draft",
        tags: ["one", "two"],
        intent: "publish",
      });
      expect(answer.status).toBe(302);
      const [row] = await db.select().from(articles).where(eq(articles.title, "Published From The Form"));
      expect(row).toMatchObject({ status: "published", tags: ["one", "two"], slug: "published-from-the-form" });
      expect(row!.publishedAt).toBeInstanceOf(Date);
      expect((await fetch(`${admin.url}/api/articles/published-from-the-form`)).status).toBe(200);
    });

    it("answers a failed status change or delete from the list with a message naming what failed", async () => {
      const status = await form("editor", "/admin/articles.data", {
        intent: "status",
        id: "999999",
        status: "published",
      });
      expect(status.status).toBe(404);
      expect(await status.text()).toContain("Failed to update article status. Please try again.");
      const removal = await form("editor", "/admin/articles.data", { intent: "delete", id: "999999" });
      expect(await removal.text()).toContain("Failed to delete article. Please try again.");
    });

    it("records create, update, status change and delete in the audit log", async () => {
      const article = await create({ title: "Audited" });
      await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { excerpt: "Changed." });
      await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "published" });
      await json("editor", `/api/admin/articles/${article.id}`, "PATCH", { status: "published" });
      await json("admin", `/api/admin/articles/${article.id}`, "DELETE");
      const entries = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(article.id)))
        .orderBy(auditLog.id);
      const mine = entries.filter((entry) => entry.entityType === "article");
      expect(mine.map((entry) => [entry.action, entry.summary])).toEqual([
        ["create", 'Created article "Audited"'],
        ["update", 'Updated article "Audited"'],
        ["status_change", 'Published article "Audited"'],
        ["delete", 'Deleted article "Audited"'],
      ]);
      expect(mine[2]!.details).toMatchObject({ from: "draft", to: "published" });
      expect(mine[3]!.actorUserId).toBe(await admin.userId("admin"));
    });
  });

  describe("lists and figures", () => {
    it("filters the article list by title or excerpt, status and category", async () => {
      await insertArticles(db, [
        { title: "Zebra Crossing Guide", status: "draft", category: "Guides", excerpt: "plain" },
        { title: "Plain title", status: "archived", category: "News", excerpt: "All about ZEBRA stripes" },
        { title: "Unrelated", status: "published", category: "Guides" },
      ]);
      const titles = async (query: string) =>
        (await (await json("editor", `/api/admin/articles?${query}`)).json()).data.articles.map(
          (article: { title: string }) => article.title,
        );
      expect((await titles("q=zebra")).sort()).toEqual(["Plain title", "Zebra Crossing Guide"]);
      expect(await titles("q=zebra&status=archived")).toEqual(["Plain title"]);
      expect(await titles("q=zebra&category=Guides")).toEqual(["Zebra Crossing Guide"]);
      expect((await json("editor", "/api/admin/articles?status=gone")).status).toBe(400);
    });

    it("validates the analytics period and answers the dashboard", async () => {
      const bad = await json("editor", "/api/admin/analytics?period=2w");
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.fields.period).toBe("Period must be one of 7d, 30d, 90d, 1y");
      const report = (await (await json("editor", "/api/admin/analytics")).json()).data;
      expect(report.period).toBe("30d");
      expect(report.monthly).toHaveLength(6);
      const dashboard = (await (await json("editor", "/api/admin/dashboard")).json()).data;
      expect(dashboard.counts.articles).toBe(await db.$count(articles));
      expect(dashboard.recentActivity.length).toBeGreaterThan(0);
      expect(dashboard.recentActivity[0]).not.toHaveProperty("actorUserId");
    });

    it("lists every admin content call in the OpenAPI document", async () => {
      const document = await (await fetch(`${admin.url}/api/openapi.json`)).json();
      expect(Object.keys(document.paths["/api/admin/articles"])).toEqual(["get", "post"]);
      expect(Object.keys(document.paths["/api/admin/articles/{id}"])).toEqual(["get", "patch", "delete"]);
      expect(document.paths["/api/admin/analytics"]).toHaveProperty("get");
      expect(document.paths["/api/admin/dashboard"]).toHaveProperty("get");
      expect(document.paths["/files/{id}/{filename}"]).toHaveProperty("get");
    });
  });
});
