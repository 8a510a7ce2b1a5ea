/** /api/admin/activity (the audit log, filtered and paged) and /api/admin/search (the header search). */
import express from "express";
import { z } from "zod";
import { firstValue } from "~/lib/query-fields";
import { searchAdminRecords } from "~/domain/admins/admin-search.server";
import { ACTIVITY_PAGE_SIZE, ActivityQuerySchema } from "~/domain/audit/activity.server";
import { listAuditEntries } from "~/domain/audit/audit.server";
import { InstitutionSummarySchema, PaginationSchema } from "~/domain/institutions/institution.schemas";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly } from "./session";

const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  details: z.unknown(),
  createdAt: z.string(),
});
const SearchQuerySchema = z.object({
  q: z
    .preprocess(firstValue, z.string({ error: "q must be text" }).optional())
    .transform((value) => value ?? "")
    .describe("Text to look for in institutions and articles"),
});
const HitsSchema = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) }).nullable();

export const adminActivityOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/activity",
    operationId: "listActivity",
    summary: `The audit log, newest first, ${ACTIVITY_PAGE_SIZE} a page, filtered by person and kind. Roles: admin, super_admin.`,
    tag: "Admin: activity",
    auth: "admin",
    query: ActivityQuerySchema,
    responses: {
      200: {
        description: "One page",
        schema: z.object({ data: z.object({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema }) }),
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/search",
    operationId: "searchAdminRecords",
    summary:
      "Institutions and articles (every status) matching q, at most 20 of each; a list is null for a role that cannot edit it. Roles: every admin role.",
    tag: "Admin: activity",
    auth: "admin",
    query: SearchQuerySchema,
    // q is free text: the search trims it to 200 characters rather than refusing it.
    without: [400],
    responses: {
      200: {
        description: "Matches",
        schema: z.object({
          data: z.object({
            q: z.string(),
            institutions: HitsSchema(InstitutionSummarySchema),
            articles: HitsSchema(
              z.object({
                id: z.number(),
                slug: z.string(),
                title: z.string(),
                status: z.string(),
                category: z.string().nullable(),
                updated_at: z.string(),
              }),
            ),
          }),
        }),
      },
    },
  },
];

export function createAdminActivityRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "activity"));
  router.get("/", async (req, res) => {
    const query = parseInput(ActivityQuerySchema, req.query);
    res.json({
      data: await listAuditEntries(services.db, {
        actorUserId: query.person,
        action: query.action,
        entityType: query.entity_type,
        page: query.page,
        pageSize: ACTIVITY_PAGE_SIZE,
      }),
    });
  });
  return router;
}

export function createAdminSearchRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "dashboard"));
  router.get("/", async (req, res) => {
    const { q } = parseInput(SearchQuerySchema, req.query);
    res.json({ data: await searchAdminRecords(services.db, adminOf(res), q) });
  });
  return router;
}
