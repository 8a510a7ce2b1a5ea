/**
 * The anonymous visit cookie behind "per visit" analytics: set and refreshed by pages only, never
 * for crawlers, carried by the events of that visit, and never shared through the guest cache.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { useAdminServer } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";
import { waitFor } from "../setup/server-process";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ID_A = "0b6d2f0e-3f4c-4a43-9a0e-111111111111";
const ID_B = "0b6d2f0e-3f4c-4a43-9a0e-222222222222";

describe("the visit cookie", async () => {
  const database = await createTestDatabase();
  const site = useAdminServer(database);
  const now = () => Math.floor(Date.now() / 1000);
  const cookie = (id: string, ageSeconds = 0) => `ced_visit=${id}.${now() - ageSeconds}`;
  /** Read to the end: the guest cache stores a page once it is completely sent. */
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.url}${path}`, {
      headers: { "User-Agent": PERSON, ...headers },
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response;
  };
  const setCookie = (response: Response) =>
    response.headers.getSetCookie().find((value) => value.startsWith("ced_visit="));
  const visitOf = (response: Response) => /^ced_visit=([^.;]+)\./.exec(setCookie(response) ?? "")?.[1];
  const searches = (subject: string) =>
    database.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.kind, "search"), eq(analyticsEvents.subject, subject)));

  it("is set by a page for 30 minutes, HttpOnly and SameSite=Lax", async () => {
    expect(setCookie(await get("/"))).toMatch(
      /^ced_visit=[0-9a-f-]{36}\.\d+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/,
    );
  });

  it("is sent again, same visit, only once it is 5 minutes old; after 30 minutes a new visit starts", async () => {
    expect(setCookie(await get("/resources", { Cookie: cookie(ID_A, 60) }))).toBeUndefined();
    expect(visitOf(await get("/resources", { Cookie: cookie(ID_A, 6 * 60) }))).toBe(ID_A);
    const expired = visitOf(await get("/resources", { Cookie: cookie(ID_A, 31 * 60) }));
    expect(expired).toMatch(/^[0-9a-f-]{36}$/);
    expect(expired).not.toBe(ID_A);
    expect(visitOf(await get("/", { Cookie: "ced_visit=<script>" }))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is carried by the searches of that visit, from the page and from the API, which never sets it", async () => {
    await get("/search?q=Visit%20Cookie%20Page", { Cookie: cookie(ID_A) });
    const api = await get("/api/institutions?q=visit%20cookie%20api", { Cookie: cookie(ID_A) });
    expect(api.headers.getSetCookie()).toEqual([]);
    await waitFor(async () => (await searches("visit cookie page")).length === 1);
    await waitFor(async () => (await searches("visit cookie api")).length === 1);
    expect((await searches("visit cookie page"))[0]!.visitId).toBe(ID_A);
    expect((await searches("visit cookie api"))[0]!.visitId).toBe(ID_A);
  });

  it("gives each visitor their own visit, also when the page comes from the guest cache", async () => {
    await get("/search?q=cached%20visit", { Cookie: cookie(ID_A) });
    const second = await get("/search?q=cached%20visit", { Cookie: cookie(ID_B) });
    expect(second.headers.get("x-cache")).toBe("hit");
    await waitFor(async () => (await searches("cached visit")).length === 2);
    expect((await searches("cached visit")).map((event) => event.visitId).sort()).toEqual([ID_A, ID_B]);
  });

  it("does not keep a first page out of the guest cache, nor share one visitor's cookie", async () => {
    const first = await get("/search?q=first%20page");
    const again = await get("/search?q=first%20page");
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(visitOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitOf(again)).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitOf(again)).not.toBe(visitOf(first));
  });

  it("is not given to crawlers, whose searches count without a visit", async () => {
    const crawler = await get("/search?q=crawler%20visit", { "User-Agent": CRAWLER });
    expect(setCookie(crawler)).toBeUndefined();
    await waitFor(async () => (await searches("crawler visit")).length === 1);
    expect((await searches("crawler visit"))[0]!.visitId).toBeNull();
  });
});
