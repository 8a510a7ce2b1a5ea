/**
 * The analytics figures after a scripted set of records and events, at a fixed "now": every
 * number on the page is checked exactly, for two periods.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/activity";
import { articles } from "~/db/schema/articles";
import { users } from "~/db/schema/auth";
import { fileUploads } from "~/db/schema/files";
import { institutions } from "~/db/schema/institutions";
import { getAnalyticsReport } from "~/domain/analytics/analytics-report.server";
import { insertArticles } from "../factories/articles";
import { createTestDatabase } from "../setup/database";

const NOW = new Date("2031-01-15T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe("the analytics report", async () => {
  const { db } = await createTestDatabase();
  let base: { users: number; institutions: number; articles: number; files: number };
  let wheaton: number;
  let moody: number;

  beforeAll(async () => {
    base = {
      users: await db.$count(users),
      institutions: await db.$count(institutions),
      articles: await db.$count(articles),
      files: await db.$count(fileUploads),
    };
    const person = (days: number, n: number) => ({
      id: `analytics-user-${n}`,
      name: `Person ${n}`,
      email: `person-${n}@example.org`,
      createdAt: daysAgo(days),
    });
    // Three new accounts in the last 30 days (one in the last 7), two in the 30 before, one long ago.
    await db
      .insert(users)
      .values([person(1, 1), person(10, 2), person(29, 3), person(31, 4), person(59, 5), person(200, 6)]);
    const schools = await db
      .insert(institutions)
      .values([
        {
          slug: "analytics-wheaton",
          institutionName: "Analytics Wheaton",
          institutionType: "College",
          createdAt: daysAgo(3),
        },
        {
          slug: "analytics-moody",
          institutionName: "Analytics Moody",
          institutionType: "Bible College",
          createdAt: daysAgo(45),
        },
      ])
      .returning({ id: institutions.id });
    wheaton = schools[0]!.id;
    moody = schools[1]!.id;
    await insertArticles(db, [{ createdAt: daysAgo(5) }, { createdAt: daysAgo(20) }]);
    await db.insert(fileUploads).values({
      originalFilename: "a.pdf",
      category: "forms",
      fileType: "application/pdf",
      fileSize: 10,
      sha256: "x",
      createdAt: daysAgo(80),
    });

    const event = (
      kind: "search" | "institution_view" | "article_view" | "signup",
      days: number,
      extra: { subject?: string; visitId?: string; institutionId?: number } = {},
    ) => ({ kind, createdAt: daysAgo(days), ...extra });
    await db.insert(analyticsEvents).values([
      // Visit A: two searches, two views of Wheaton, two article views (all within 7 days).
      event("search", 1, { subject: "wheaton college", visitId: "visit-a" }),
      event("search", 1, { subject: "wheaton college", visitId: "visit-a" }),
      event("institution_view", 1, { institutionId: wheaton, subject: "analytics-wheaton", visitId: "visit-a" }),
      event("institution_view", 2, { institutionId: wheaton, subject: "analytics-wheaton", visitId: "visit-a" }),
      event("article_view", 2, { subject: "x", visitId: "visit-a" }),
      event("article_view", 2, { subject: "x", visitId: "visit-a" }),
      // Visit B, 10 days ago: one search of each.
      event("search", 10, { subject: "wheaton college", visitId: "visit-b" }),
      event("search", 10, { subject: "seminary", visitId: "visit-b" }),
      // Without a visit (e.g. an API script): counted, but not per visit.
      event("search", 12, { subject: "seminary" }),
      // Visit C, 15 days ago: a view of each school.
      event("institution_view", 15, { institutionId: wheaton, subject: "analytics-wheaton", visitId: "visit-c" }),
      event("institution_view", 15, { institutionId: moody, subject: "analytics-moody", visitId: "visit-c" }),
      event("signup", 20),
      // The previous 30 days: one search.
      event("search", 40, { subject: "bible", visitId: "visit-d" }),
      // Long ago, outside both 30-day windows but inside a year.
      event("search", 100, { subject: "bible", visitId: "visit-e" }),
    ]);
  });

  it("gives exact figures for the last 30 days", async () => {
    const report = await getAnalyticsReport(db, "30d", NOW);
    expect(report.hasEvents).toBe(true);
    expect(report.totals.users).toEqual({ total: base.users + 6, added: 3, previousAdded: 2, growth: 50 });
    expect(report.totals.institutions).toEqual({
      total: base.institutions + 2,
      added: 1,
      previousAdded: 1,
      growth: 0,
    });
    expect(report.totals.articles).toMatchObject({
      total: base.articles + 2,
      added: 2,
      previousAdded: 0,
      growth: null,
    });
    expect(report.totals.files).toMatchObject({ total: base.files + 1, added: 0, previousAdded: 0, growth: null });
    expect(report.popularSearches).toEqual([
      { query: "wheaton college", count: 3 },
      { query: "seminary", count: 2 },
    ]);
    expect(report.popularInstitutions).toEqual([
      { name: "Analytics Wheaton", slug: "analytics-wheaton", views: 3 },
      { name: "Analytics Moody", slug: "analytics-moody", views: 1 },
    ]);
    // Activity: 5 searches + 4 school views + 2 article views = 11, against 1 before: +1000 %.
    // Visits A, B, C: searches with a visit 4 -> 1.33 a visit; pages with a visit 4 + 4 + 2 = 10 -> 3.33.
    expect(report.insights).toEqual({
      activityGrowth: 1000,
      activity: 11,
      previousActivity: 1,
      visits: 3,
      searchesPerVisit: 1.33,
      pagesPerVisit: 3.33,
    });
  });

  it("changes every figure with the period", async () => {
    const week = await getAnalyticsReport(db, "7d", NOW);
    expect(week.totals.users).toEqual({ total: base.users + 6, added: 1, previousAdded: 1, growth: 0 });
    expect(week.totals.institutions).toMatchObject({ added: 1, previousAdded: 0, growth: null });
    expect(week.totals.articles).toMatchObject({ added: 1, previousAdded: 0 });
    expect(week.popularSearches).toEqual([{ query: "wheaton college", count: 2 }]);
    expect(week.popularInstitutions).toEqual([{ name: "Analytics Wheaton", slug: "analytics-wheaton", views: 2 }]);
    // 2 searches + 2 school views + 2 article views = 6; the 7 days before: 3 searches (days 10, 10, 12).
    expect(week.insights).toEqual({
      activityGrowth: 100,
      activity: 6,
      previousActivity: 3,
      visits: 1,
      searchesPerVisit: 2,
      pagesPerVisit: 6,
    });

    const year = await getAnalyticsReport(db, "1y", NOW);
    expect(year.popularSearches).toEqual([
      { query: "wheaton college", count: 3 },
      { query: "bible", count: 2 },
      { query: "seminary", count: 2 },
    ]);
    expect(year.insights.visits).toBe(5);
    expect(year.totals.users.added).toBe(6);
  });

  it("charts six calendar months of new accounts and searches", async () => {
    const report = await getAnalyticsReport(db, "30d", NOW);
    // Accounts: days 1, 10 (January 2031), 29, 31 (December 2030), 59 (November); day 200 is older.
    // Searches: days 1, 1, 10, 10, 12 (January), 40 (December), 100 (October).
    expect(report.monthly).toEqual([
      { month: "2030-08", users: 0, searches: 0 },
      { month: "2030-09", users: 0, searches: 0 },
      { month: "2030-10", users: 0, searches: 1 },
      { month: "2030-11", users: 1, searches: 0 },
      { month: "2030-12", users: 2, searches: 1 },
      { month: "2031-01", users: 2, searches: 5 },
    ]);
  });

  it("says when a period has no events", async () => {
    const later = await getAnalyticsReport(db, "7d", new Date("2035-01-01T00:00:00Z"));
    expect(later.hasEvents).toBe(false);
    expect(later.popularSearches).toEqual([]);
    expect(later.insights).toMatchObject({ visits: 0, searchesPerVisit: null, pagesPerVisit: null, activity: 0 });
  });
});
