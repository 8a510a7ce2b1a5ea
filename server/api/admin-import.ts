/**
 * /api/admin/import: bulk content import. The import page starts a run and sends the file's items
 * in batches of ten (showing progress after each); scripts may send a whole file in one call.
 * Bodies are read as text and checked here (size, nesting, `__proto__` keys, JSON, shape) before
 * anything is parsed into objects, so this router is mounted ahead of the API's JSON parser.
 */
import express, { type ErrorRequestHandler } from "express";
import { z } from "zod";
import { firstValue } from "~/lib/query-fields";
import {
  IMPORT_BATCH_MAX_BYTES,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE,
  ImportBatchSchema,
  ImportItemResultSchema,
  ImportRunSchema,
  parseImportText,
  parseJsonSafely,
  StartImportRunSchema,
  TEMPLATE_FILE_NAME,
} from "~/domain/imports/import.schemas";
import { applyImportBatch, getImportRun, importItems, startImportRun } from "~/domain/imports/imports.server";
import { AppError } from "~/lib/errors";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly } from "./session";
import { MAX_ROW_ID } from "~/lib/row-id";

const RunParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "id must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ROW_ID, "id is out of range")),
});
const FileQuerySchema = z.object({
  file_name: z
    .preprocess(firstValue, z.string().optional())
    .transform((value) => value?.trim().split(/[\\/]/).pop()?.slice(0, 200) || "import.json")
    .describe("Name of the file, for the audit log"),
});

const ResultsSchema = z.object({
  data: z.object({ run: ImportRunSchema, results: z.array(ImportItemResultSchema) }),
});
const TemplateItemSchema = z.object({
  id: z.number().int(),
  institution_name: z.string(),
  detailed_summary: z.string().nullable().optional(),
  key_programs: z.string().nullable().optional(),
  unique_features: z.string().nullable().optional(),
  why_choose: z.string().nullable().optional(),
  student_outcomes: z.string().nullable().optional(),
});
const roles = "Roles: admin, super_admin.";
const RUN_BODY_LIMIT = "10kb";

export const adminImportOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/import/template",
    operationId: "getImportTemplate",
    summary: `The example file ${TEMPLATE_FILE_NAME} (a download). ${roles}`,
    tag: "Admin: import",
    auth: "admin",
    responses: { 200: { description: "The template", schema: z.array(TemplateItemSchema) } },
  },
  {
    method: "post",
    path: "/api/admin/import",
    operationId: "importFile",
    summary: `Import a whole file: a JSON array of items (id, institution_name and any of the five detailed-content fields), at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Each item is applied in its own transaction; running a file twice changes nothing the second time. ${roles}`,
    tag: "Admin: import",
    auth: "admin",
    query: FileQuerySchema,
    body: z.array(TemplateItemSchema),
    responses: {
      200: { description: "The run and each item's result", schema: ResultsSchema },
      413: { description: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB or holds too many items` },
      415: { description: "The file is not UTF-8 text" },
    },
  },
  {
    method: "post",
    path: "/api/admin/import/runs",
    operationId: "startImportRun",
    summary: `Start a run whose items will come in batches. ${roles}`,
    tag: "Admin: import",
    auth: "admin",
    body: StartImportRunSchema,
    responses: {
      201: { description: "The run", schema: z.object({ data: z.object({ run: ImportRunSchema }) }) },
      413: {
        description: `The body is larger than ${RUN_BODY_LIMIT.replace("kb", " KB")}, or total_items is more than a run may hold`,
      },
    },
  },
  {
    method: "get",
    path: "/api/admin/import/runs/{id}",
    operationId: "getImportRun",
    summary: `A run's counts and status. ${roles}`,
    tag: "Admin: import",
    auth: "admin",
    params: RunParamsSchema,
    responses: {
      200: { description: "The run", schema: z.object({ data: z.object({ run: ImportRunSchema }) }) },
      404: { description: "Import run not found" },
    },
  },
  {
    method: "post",
    path: "/api/admin/import/runs/{id}/items",
    operationId: "applyImportBatch",
    summary: `Apply a batch of at most 10 items of a run, from position start_index of the file. A batch sent again is not applied again. ${roles}`,
    tag: "Admin: import",
    auth: "admin",
    params: RunParamsSchema,
    body: ImportBatchSchema,
    responses: {
      200: { description: "Each item's result and the run's counts", schema: ResultsSchema },
      403: {
        description:
          "Signed in without an admin role that covers imports, or the run was started by another administrator",
      },
      404: { description: "Import run not found" },
      413: { description: `The batch is larger than ${IMPORT_BATCH_MAX_BYTES / 1024 / 1024} MB` },
      415: { description: "The batch is not UTF-8 text" },
    },
  },
];

/** The body as text whatever its declared type (a file may come as text/plain or octet-stream). */
const textBody = (limit: number) => express.text({ type: () => true, limit });

export function createAdminImportRouter(services: Services) {
  const { db } = services;
  const router = express.Router();
  router.use(adminOnly(services, "imports"));

  router.get("/template", (_req, res) => {
    res.setHeader("Content-Disposition", `attachment; filename="${TEMPLATE_FILE_NAME}"`);
    res.type("application/json").send(`${JSON.stringify(IMPORT_TEMPLATE, null, 2)}\n`);
  });

  router.post("/", textBody(IMPORT_MAX_BYTES), async (req, res) => {
    const { file_name } = parseInput(FileQuerySchema, req.query);
    const parsed = parseImportText(typeof req.body === "string" ? req.body : "");
    if (!parsed.ok) {
      throw new AppError(parsed.message === IMPORT_MESSAGES.tooMany ? "too_large" : "invalid", parsed.message);
    }
    res.json({ data: await importItems(db, adminOf(res), file_name, parsed.items) });
  });

  router.post("/runs", express.json({ limit: RUN_BODY_LIMIT }), async (req, res) => {
    const input = parseInput(StartImportRunSchema, req.body ?? {});
    res.status(201).json({ data: { run: await startImportRun(db, adminOf(res), input) } });
  });

  router.get("/runs/:id", async (req, res) => {
    const { id } = parseInput(RunParamsSchema, req.params);
    const run = await getImportRun(db, id);
    if (!run) throw new AppError("not_found", "Import run not found");
    res.json({ data: { run } });
  });

  router.post("/runs/:id/items", textBody(IMPORT_BATCH_MAX_BYTES), async (req, res) => {
    const { id } = parseInput(RunParamsSchema, req.params);
    const parsed = parseJsonSafely(typeof req.body === "string" ? req.body : "");
    if (!parsed.ok) throw new AppError("invalid", parsed.message);
    const batch = parseInput(ImportBatchSchema, parsed.value, "The batch is not valid");
    res.json({ data: await applyImportBatch(db, adminOf(res), id, batch.start_index, batch.items) });
  });

  const onBodyError: ErrorRequestHandler = (error, _req, _res, next) => {
    const { type } = error as { type?: string };
    if (type === "entity.too.large") return next(new AppError("too_large", IMPORT_MESSAGES.tooLarge));
    if (type === "charset.unsupported" || type === "encoding.unsupported") {
      return next(new AppError("unsupported_type", "Send the file as UTF-8 text"));
    }
    if (type === "entity.parse.failed") return next(new AppError("invalid", IMPORT_MESSAGES.invalidJson));
    next(error);
  };
  router.use(onBodyError);
  return router;
}
