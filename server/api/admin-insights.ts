/** /api/admin/analytics and /api/admin/dashboard: the figures behind those two admin screens. */
import express from "express";
import { z } from "zod";
import { AnalyticsQuerySchema } from "~/domain/analytics/analytics.schemas";
import { getAnalyticsReport } from "~/domain/analytics/analytics-report.server";
import { getDashboard } from "~/domain/analytics/dashboard.server";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOnly } from "./session";

export function createAdminAnalyticsRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "analytics"));
  router.get("/", async (req, res) => {
    const { period } = parseInput(AnalyticsQuerySchema, req.query);
    res.setHeader("Cache-Control", "private, no-store");
    res.json({ data: await getAnalyticsReport(services.db, period) });
  });
  return router;
}

export function createAdminDashboardRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "dashboard"));
  router.get("/", async (_req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.json({ data: await getDashboard(services.db) });
  });
  return router;
}

const Growth = z.object({
  total: z.number().int(),
  added: z.number().int().describe("Created in the period"),
  previousAdded: z.number().int().describe("Created in the period of the same length before it"),
  growth: z.number().nullable().describe("Percent change of added against previousAdded; null when previousAdded is 0"),
});

const AnalyticsReportSchema = z.object({
  period: z.enum(["7d", "30d", "90d", "1y"]),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  hasEvents: z.boolean(),
  totals: z.object({ users: Growth, institutions: Growth, articles: Growth, files: Growth }),
  popularSearches: z.array(z.object({ query: z.string(), count: z.number().int() })),
  popularInstitutions: z.array(z.object({ name: z.string(), slug: z.string(), views: z.number().int() })),
  monthly: z.array(
    z.object({ month: z.string().describe("YYYY-MM (UTC)"), users: z.number().int(), searches: z.number().int() }),
  ),
  insights: z.object({
    activityGrowth: z.number().nullable(),
    activity: z.number().int().describe("Searches plus institution and article page views"),
    previousActivity: z.number().int(),
    visits: z.number().int().describe("Anonymous visits (30 minutes without a page ends one)"),
    searchesPerVisit: z.number().nullable(),
    pagesPerVisit: z.number().nullable(),
  }),
});

const DashboardSchema = z.object({
  counts: z.object({
    users: z.number().int(),
    institutions: z.number().int(),
    articles: z.number().int(),
    files: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      id: z.number().int(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      summary: z.string(),
      createdAt: z.string(),
    }),
  ),
  lastThirtyDays: z.object({
    searches: z.number().int(),
    institutionViews: z.number().int(),
    articleViews: z.number().int(),
    signups: z.number().int(),
    visits: z.number().int(),
  }),
});

export const adminInsightOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/analytics",
    operationId: "getAnalyticsReport",
    summary: "The analytics report for a period (default 30d). Roles: editor, admin, super_admin.",
    tag: "Admin: analytics",
    query: AnalyticsQuerySchema,
    auth: "admin",
    responses: {
      200: { description: "The report", schema: z.object({ data: AnalyticsReportSchema }) },
      400: { description: "The period is not one of 7d, 30d, 90d, 1y" },
    },
  },
  {
    method: "get",
    path: "/api/admin/dashboard",
    operationId: "getDashboard",
    summary: "Record counts, the latest audit entries and the last 30 days' events. Roles: editor, admin, super_admin.",
    tag: "Admin: dashboard",
    auth: "admin",
    responses: {
      200: { description: "The dashboard figures", schema: z.object({ data: DashboardSchema }) },
    },
  },
];
