/**
 * The anonymous visit cookie behind "per visit" analytics: set and refreshed by pages only, never
 * for crawlers, and carried by the search and page view events of that visit.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { useAdminServer } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";
import { waitFor } from "../setup/server-process";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("the visit cookie", async () => {
  const database = await createTestDatabase();
  const site = useAdminServer(database);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, { headers: { "User-Agent": PERSON, ...headers }, redirect: "manual" });
  const visitOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("ced_visit="))
      ?.split(";")[0]!
      .slice("ced_visit=".length);
  const eventsFor = (subject: string) =>
    database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, "search"), eq(analyticsEvents.subject, subject)));

  it("is set by a page for 30 minutes, HttpOnly and SameSite=Lax, and refreshed with the same id", async () => {
    const first = await get("/");
    const cookie = first.headers.getSetCookie().find((value) => value.startsWith("ced_visit="));
    expect(cookie).toMatch(/^ced_visit=[0-9a-f-]{36}; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    const id = visitOf(first)!;
    const again = await get("/resources", { Cookie: `ced_visit=${id}` });
    expect(visitOf(again)).toBe(id);
  });

  it("is carried by the searches of that visit, from the page and from the API, which never sets it", async () => {
    const id = visitOf(await get("/"))!;
    await get("/search?q=Visit%20Cookie%20Page", { Cookie: `ced_visit=${id}` });
    const api = await get("/api/institutions?q=visit%20cookie%20api", { Cookie: `ced_visit=${id}` });
    expect(api.headers.getSetCookie()).toEqual([]);
    await waitFor(async () => (await eventsFor("visit cookie page")).length === 1);
    await waitFor(async () => (await eventsFor("visit cookie api")).length === 1);
    expect((await eventsFor("visit cookie page"))[0]!.visitId).toBe(id);
    expect((await eventsFor("visit cookie api"))[0]!.visitId).toBe(id);
  });

  it("is not given to crawlers, whose searches count without a visit", async () => {
    const crawler = await get("/search?q=crawler%20visit", { "User-Agent": CRAWLER });
    expect(visitOf(crawler)).toBeUndefined();
    await waitFor(async () => (await eventsFor("crawler visit")).length === 1);
    expect((await eventsFor("crawler visit"))[0]!.visitId).toBeNull();
  });

  it("ignores a forged value", async () => {
    const answer = await get("/", { Cookie: "ced_visit=<script>" });
    expect(visitOf(answer)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
