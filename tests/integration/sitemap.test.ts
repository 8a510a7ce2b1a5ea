import { describe, expect, it } from "vitest";
import { articles } from "~/db/schema/articles";
import { users } from "~/db/schema/auth";
import { communityEvents, forumThreads } from "~/db/schema/community";
import { listSitemapEntries, sitemapIndexXml, sitemapXml } from "~/domain/sitemap/sitemap.server";
import { createTestDatabase } from "../setup/database";

describe("sitemap", async () => {
  const { db } = await createTestDatabase();

  it("lists the static pages, every listed institution and only published articles, each with its date", async () => {
    // Newer than every seeded article, so it sets the resource pages' date.
    const published = new Date("2026-06-01T12:00:00Z");
    await db.insert(articles).values([
      {
        slug: "published-guide",
        title: "Published",
        status: "published",
        publishedAt: published,
        updatedAt: published,
      },
      { slug: "draft-guide", title: "Draft", status: "draft" },
      { slug: "archived-guide", title: "Archived", status: "archived" },
    ]);
    const entries = await listSitemapEntries(db);
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, 8)).toEqual([
      "/",
      "/search",
      "/resources",
      "/resources/articles",
      "/community",
      "/community/events",
      "/terms",
      "/privacy",
    ]);
    // The listed schools: 1,103 rows less the 15 that wait for review.
    expect(paths.filter((path) => path.startsWith("/institution/"))).toHaveLength(1088);
    expect(paths).toContain("/institution/wheaton-college");
    expect(paths).toContain("/resources/articles/published-guide");
    expect(paths).not.toContain("/resources/articles/draft-guide");
    expect(paths).not.toContain("/resources/articles/archived-guide");
    expect(entries.find((entry) => entry.path === "/resources")!.lastModified).toEqual(published);
    for (const entry of entries) expect(entry.lastModified).toBeInstanceOf(Date);
  });

  it("lists every forum and each visible discussion, dated by its newest post or edit", async () => {
    await db.insert(users).values({ id: "sitemap-member", name: "Ruth Miller", email: "ruth.sitemap@example.org" });
    const posted = new Date("2026-09-01T08:00:00Z");
    const edited = new Date("2026-09-03T08:00:00Z");
    const [open, hidden, changed] = await db
      .insert(forumThreads)
      .values([
        {
          forum: "paying-for-college",
          title: "Aid offers",
          body: "How do I compare them?",
          userId: "sitemap-member",
          lastPostAt: posted,
        },
        {
          forum: "paying-for-college",
          title: "Hidden",
          body: "Taken down by a moderator.",
          userId: "sitemap-member",
          lastPostAt: new Date("2026-10-01T08:00:00Z"),
          hiddenAt: new Date(),
        },
        {
          forum: "choosing-a-school",
          title: "Visits",
          body: "What should I ask?",
          userId: "sitemap-member",
          lastPostAt: posted,
          editedAt: edited,
        },
      ])
      .returning({ id: forumThreads.id });
    const entries = await listSitemapEntries(db);
    const dated = (path: string) => entries.find((entry) => entry.path === path)?.lastModified;
    expect(dated(`/community/discussions/${open!.id}`)).toEqual(posted);
    expect(dated(`/community/discussions/${changed!.id}`)).toEqual(edited);
    expect(dated(`/community/discussions/${hidden!.id}`)).toBeUndefined();
    expect(dated("/community/forums/paying-for-college")).toEqual(posted);
    expect(dated("/community/forums/choosing-a-school")).toEqual(edited);
    expect(dated("/community")).toEqual(edited);
    // The events page is dated by the newest event scheduled.
    expect(dated("/community/events")).toEqual(new Date("2025-01-30T00:00:00Z"));
    const scheduled = new Date("2026-10-05T09:00:00Z");
    await db.insert(communityEvents).values({
      title: "Aid night",
      kind: "webinar",
      startsAt: new Date("2099-01-01T00:00:00Z"),
      endsAt: new Date("2099-01-01T01:00:00Z"),
      timeZone: "UTC",
      description: "Questions about aid offers.",
      createdAt: scheduled,
    });
    expect((await listSitemapEntries(db)).find((entry) => entry.path === "/community/events")?.lastModified).toEqual(
      scheduled,
    );
    // A forum with no discussion yet is listed with the static pages' date.
    expect(dated("/community/forums/parents-and-families")).toEqual(new Date("2025-01-30T00:00:00Z"));
    expect(entries.filter((entry) => entry.path.startsWith("/community/forums/"))).toHaveLength(6);
  });

  it("writes valid, escaped XML, and an index for directories beyond one file", () => {
    const entries = [{ path: "/institution/a&b", lastModified: new Date("2025-01-30T10:00:00Z") }];
    const xml = sitemapXml("https://example.org", entries);
    expect(xml).toContain("<loc>https://example.org/institution/a&#38;b</loc><lastmod>2025-01-30</lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const index = sitemapIndexXml("https://example.org", [entries, entries]);
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://example.org/sitemap.xml?part=2</loc>");
  });
});
