/**
 * /api/admin/institutions: the admin list, one institution by id, create (listed at once with the
 * page that states its Christian identity, or waiting for review without), update, delete (one or
 * many), the review queue with its confirm action (which needs the evidence), why a school is
 * listed, and the founding years in doubt.
 */
import express from "express";
import { z } from "zod";
import {
  createInstitution,
  deleteInstitutions,
  getInstitutionById,
  listAdminInstitutions,
  updateInstitution,
} from "~/domain/institutions/institution-admin.server";
import { createNewInstitutionSchema } from "~/domain/institutions/institution-create.schemas";
import {
  AdminInstitutionListQuerySchema,
  createInstitutionPatchSchema,
} from "~/domain/institutions/institution-form.schemas";
import {
  confirmInstitution,
  listFoundingDoubts,
  listReviewQueue,
  replaceListedBecause,
  settleFoundingYear,
} from "~/domain/institutions/institution-review.server";
import {
  EvidenceInputSchema,
  FoundingDoubtSchema,
  ReviewQueueQuerySchema,
  ReviewRowSchema,
  SettleFoundedSchema,
} from "~/domain/institutions/institution-review.schemas";
import {
  InstitutionSchema,
  InstitutionSummarySchema,
  PaginationSchema,
} from "~/domain/institutions/institution.schemas";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly } from "./session";
import { MAX_ROW_ID } from "~/lib/row-id";

const NOT_FOUND = "Institution not found";
const MAX_BULK_DELETE = 500;

const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "id must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "id must be a whole number").max(MAX_ROW_ID, "id is out of range")),
});

const BulkDeleteSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: "ids must be whole numbers" })
        .int("ids must be whole numbers")
        .positive("ids must be whole numbers"),
      {
        error: "ids must be a list of institution ids",
      },
    )
    .min(1, "Choose at least one institution")
    .max(MAX_BULK_DELETE, `At most ${MAX_BULK_DELETE} institutions can be deleted at once`),
});

const AdminRowSchema = InstitutionSummarySchema.extend(
  InstitutionSchema.pick({
    denomination: true,
    accreditation_status: true,
    needs_review: true,
    updated_at: true,
  }).shape,
);
const DeletedSchema = z.object({
  data: z.object({ deleted: z.array(z.object({ id: z.number(), institution_name: z.string(), slug: z.string() })) }),
});
const OneSchema = z.object({ data: z.object({ institution: InstitutionSchema }) });
const area = "Roles: admin, super_admin.";

export const adminInstitutionOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/institutions",
    operationId: "listAdminInstitutions",
    summary: `The admin institution list: search, type filter, 50 a page. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    query: AdminInstitutionListQuerySchema,
    responses: {
      200: {
        description: "One page",
        schema: z.object({ data: z.object({ institutions: z.array(AdminRowSchema), pagination: PaginationSchema }) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/institutions",
    operationId: "createInstitution",
    summary: `Create an institution; the slug comes from the name unless given, and is kept unique. With the page that states its Christian identity (listed_because_url, listed_because_quote of at most 200 characters, listed_because_kind: all three or none) it is listed at once with that evidence, dated today, as its listed_because; without, it waits in the review queue (needs_review), hidden from the public until confirmed. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    body: createNewInstitutionSchema(),
    responses: {
      201: { description: "Created: listed, or waiting in the review queue", schema: OneSchema },
      400: { description: "Fields that are not valid, or evidence given in part (a message per field)" },
      409: { description: "The slug is taken" },
    },
  },
  {
    method: "get",
    path: "/api/admin/institutions/{id}",
    operationId: "getAdminInstitution",
    summary: `One institution by id, every field. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    responses: { 200: { description: "The institution", schema: OneSchema }, 404: { description: NOT_FOUND } },
  },
  {
    method: "patch",
    path: "/api/admin/institutions/{id}",
    operationId: "updateInstitution",
    summary: `Change the fields sent (the others stay); empty numbers mean unknown (null). ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    body: createInstitutionPatchSchema(),
    responses: {
      200: { description: "Saved", schema: OneSchema },
      404: { description: NOT_FOUND },
      409: { description: "The slug is taken" },
    },
  },
  {
    method: "delete",
    path: "/api/admin/institutions/{id}",
    operationId: "deleteInstitution",
    summary: `Delete one institution (its saved favorites go with it). ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    responses: { 200: { description: "Deleted", schema: DeletedSchema }, 404: { description: NOT_FOUND } },
  },
  {
    method: "get",
    path: "/api/admin/institutions/review",
    operationId: "listReviewQueue",
    summary: `The review queue: institutions no source confirms, hidden from the public until confirmed, with the reason. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    query: ReviewQueueQuerySchema,
    responses: {
      200: {
        description: "One page",
        schema: z.object({ data: z.object({ institutions: z.array(ReviewRowSchema), pagination: PaginationSchema }) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/institutions/{id}/confirm",
    operationId: "confirmInstitution",
    summary: `Confirm an institution waiting for review with the page that states its Christian identity (url, quote of at most 200 characters, kind): it joins the public directory with that evidence as its listed_because, and a later seed leaves both. A school that waits because it is reported closed (closure_reported) keeps its evidence: the page given is the one that shows it open, kept in the audit log. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    body: EvidenceInputSchema,
    responses: {
      200: { description: "Confirmed", schema: OneSchema },
      400: { description: "No evidence, or evidence that is not valid (a message per field)" },
      404: { description: NOT_FOUND },
      409: { description: "Already confirmed" },
    },
  },
  {
    method: "put",
    path: "/api/admin/institutions/{id}/listed-because",
    operationId: "replaceListedBecause",
    summary: `Replace why an institution is listed (a stronger source for a weaker one); a later seed leaves it. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    body: EvidenceInputSchema,
    responses: {
      200: { description: "Saved", schema: OneSchema },
      400: { description: "Evidence that is not valid (a message per field)" },
      404: { description: NOT_FOUND },
    },
  },
  {
    method: "get",
    path: "/api/admin/institutions/founding-doubts",
    operationId: "listFoundingDoubts",
    summary: `Founding years a source gives that are in doubt (never shown), for an administrator to settle. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    responses: {
      200: {
        description: "Every year in doubt",
        schema: z.object({ data: z.object({ institutions: z.array(FoundingDoubtSchema) }) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/institutions/{id}/founded-year",
    operationId: "settleFoundedYear",
    summary: `Settle a founding year in doubt: the year (sourced "Administrator") or null for none. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    params: IdParamsSchema,
    body: SettleFoundedSchema.omit({ id: true }),
    responses: {
      200: { description: "Settled", schema: OneSchema },
      400: { description: "A year that is not valid" },
      404: { description: NOT_FOUND },
    },
  },
  {
    method: "post",
    path: "/api/admin/institutions/delete",
    operationId: "deleteInstitutions",
    summary: `Delete several institutions at once, all or none; ids already gone are skipped. ${area}`,
    tag: "Admin: institutions",
    auth: "admin",
    body: BulkDeleteSchema,
    responses: { 200: { description: "What was deleted", schema: DeletedSchema } },
  },
];

export function createAdminInstitutionsRouter(services: Services) {
  const { db } = services;
  const router = express.Router();
  router.use(adminOnly(services, "institutions"));

  router.get("/", async (req, res) => {
    const query = parseInput(AdminInstitutionListQuerySchema, req.query);
    res.json({ data: await listAdminInstitutions(db, query) });
  });

  router.post("/", async (req, res) => {
    const input = parseInput(createNewInstitutionSchema(), req.body ?? {}, "Some fields are not valid");
    const institution = await createInstitution(db, adminOf(res), input);
    res.status(201).json({ data: { institution } });
  });

  router.post("/delete", async (req, res) => {
    const { ids } = parseInput(BulkDeleteSchema, req.body ?? {});
    res.json({ data: { deleted: await deleteInstitutions(db, adminOf(res), ids) } });
  });

  router.get("/review", async (req, res) => {
    const query = parseInput(ReviewQueueQuerySchema, req.query);
    res.json({ data: await listReviewQueue(db, query) });
  });

  router.post("/:id/confirm", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const evidence = parseInput(
      EvidenceInputSchema,
      req.body ?? {},
      "Enter the page that states its Christian identity",
    );
    res.json({ data: { institution: await confirmInstitution(db, adminOf(res), id, evidence) } });
  });

  router.put("/:id/listed-because", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const evidence = parseInput(
      EvidenceInputSchema,
      req.body ?? {},
      "Enter the page that states its Christian identity",
    );
    res.json({ data: { institution: await replaceListedBecause(db, adminOf(res), id, evidence) } });
  });

  router.get("/founding-doubts", async (_req, res) => {
    res.json({ data: { institutions: await listFoundingDoubts(db) } });
  });

  router.post("/:id/founded-year", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const { year } = parseInput(SettleFoundedSchema, { ...(req.body ?? {}), id: String(id) });
    res.json({ data: { institution: await settleFoundingYear(db, adminOf(res), id, year) } });
  });

  router.get("/:id", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const institution = await getInstitutionById(db, id);
    if (!institution) throw new AppError("not_found", NOT_FOUND);
    res.json({ data: { institution } });
  });

  router.patch("/:id", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const input = parseInput(createInstitutionPatchSchema(), req.body ?? {}, "Some fields are not valid");
    res.json({ data: { institution: await updateInstitution(db, adminOf(res), id, input) } });
  });

  router.delete("/:id", async (req, res) => {
    const { id } = parseInput(IdParamsSchema, req.params);
    const deleted = await deleteInstitutions(db, adminOf(res), [id]);
    if (!deleted.length) throw new AppError("not_found", NOT_FOUND);
    res.json({ data: { deleted } });
  });

  return router;
}
