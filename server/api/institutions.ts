/**
 * The public institution calls: search with facets, the map of a search, one school, related
 * schools, filter values.
 */
import { stringify } from "csv-stringify";
import express, { type Request, type Response } from "express";
import { CLIENT_IP_HEADER } from "~/domain/accounts/rate-limit.server";
import { institutionCsv } from "~/domain/institutions/institution-csv.server";
import { z } from "zod";
import { clampedWholeNumber, firstValue, withoutControls } from "~/lib/query-fields";
import { searchEvent } from "~/domain/analytics/analytics.server";
import {
  FilterOptionsSchema,
  InstitutionCardSchema,
  InstitutionSchema,
  SearchParamsSchema,
  SearchResultSchema,
} from "~/domain/institutions/institution.schemas";
import { InstitutionMapSchema } from "~/domain/institutions/institution-map.schemas";
import { listInstitutionMapPoints } from "~/domain/institutions/institution-map.server";
import { searchInstitutions, searchResultJson } from "~/domain/institutions/institution-search.server";
import {
  findRenamedSlug,
  getInstitutionBySlug,
  listFilterOptions,
  listRelatedInstitutions,
  listStatesForCountry,
  RELATED_DEFAULT,
  RELATED_MAX,
} from "~/domain/institutions/institutions.server";
import { InstitutionOutcomesSchema } from "~/domain/outcomes/outcomes.schemas";
import { getInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import { versionInStamp } from "~/lib/data-stamp";
import { AppError } from "~/lib/errors";
import type { RequestFacts, Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";

export const SlugParamsSchema = z.object({
  slug: z.string().min(1).max(200, "slug must be at most 200 characters"),
});

const RelatedQuerySchema = z.object({
  limit: clampedWholeNumber("limit", 1, RELATED_MAX, RELATED_DEFAULT).describe(
    `1 to ${RELATED_MAX} (default ${RELATED_DEFAULT}); out-of-range values are clamped`,
  ),
});

const StatesQuerySchema = z.object({
  country: z.preprocess(
    firstValue,
    z
      .string({ error: "country is required" })
      .transform(withoutControls)
      .pipe(z.string().min(1, "country is required").max(200, "country must be at most 200 characters")),
  ),
});

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const NOT_FOUND = { description: "Institution not found (or waiting for an administrator's review)" };

export const institutionOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/institutions",
    operationId: "searchInstitutions",
    guestCache: true,
    summary:
      "Search the listed institutions: matches, pagination and facet counts (each under the other filters); rows waiting for review are left out",
    tag: "Institutions",
    query: SearchParamsSchema,
    responses: { 200: { description: "One page of matches", schema: data(SearchResultSchema) } },
  },
  {
    method: "get",
    path: "/api/institutions.csv",
    operationId: "downloadInstitutionsCsv",
    summary:
      "Every match of a search as CSV (all pages, in the search's order; streamed): name, slug, place, type, denomination, tuition, enrolment and accreditor each with its source and year, website and page address, and with program the school's graduates in it; an empty cell is not reported. The same parameters as GET /api/institutions (page and page_size are ignored)",
    tag: "Institutions",
    query: SearchParamsSchema,
    responses: {
      200: { description: "A CSV file (UTF-8, a header row, then one row per school)", mediaType: "text/csv" },
      400: { description: "A parameter is not valid (an unknown program or place among them): error.fields names it" },
      429: {
        description: "Too many downloads at once from this client or in all: try again after Retry-After seconds",
      },
    },
  },
  {
    method: "get",
    path: "/api/institutions/map",
    operationId: "listInstitutionMapPoints",
    guestCache: true,
    summary:
      "Every match of a search that has coordinates, as map points (not paged; sort, page and page_size are ignored)",
    tag: "Institutions",
    query: SearchParamsSchema,
    responses: { 200: { description: "The points of the search", schema: data(InstitutionMapSchema) } },
  },
  {
    method: "get",
    path: "/api/institutions/{slug}",
    operationId: "getInstitution",
    guestCache: true,
    summary: "One institution, with its cost and outcome figures (College Scorecard; U.S. schools only)",
    tag: "Institutions",
    params: SlugParamsSchema,
    responses: {
      200: {
        description: "The institution",
        schema: data(
          z.object({
            institution: InstitutionSchema,
            outcomes: InstitutionOutcomesSchema.nullable().describe(
              "Each College Scorecard figure with its source, year and national median, or why there is none; null for a school outside the United States",
            ),
          }),
        ),
      },
      301: { description: "The school was renamed or folded into another: Location names its address now" },
      404: NOT_FOUND,
    },
  },
  {
    method: "get",
    path: "/api/institutions/{slug}/related",
    operationId: "listRelatedInstitutions",
    guestCache: true,
    summary: "Related institutions: same denomination, then same state, then same type",
    tag: "Institutions",
    params: SlugParamsSchema,
    query: RelatedQuerySchema,
    responses: {
      200: {
        description: "Related institutions",
        schema: data(z.object({ institutions: z.array(InstitutionCardSchema) })),
      },
      404: NOT_FOUND,
    },
  },
  {
    method: "get",
    path: "/api/filters",
    operationId: "listFilterOptions",
    guestCache: true,
    summary: "Distinct, sorted, non-empty values of each filter",
    tag: "Institutions",
    responses: { 200: { description: "Filter values", schema: data(FilterOptionsSchema) } },
  },
  {
    method: "get",
    path: "/api/filters/states",
    operationId: "listStates",
    guestCache: true,
    summary: "States or provinces of the institutions in a country, sorted",
    tag: "Institutions",
    query: StatesQuerySchema,
    responses: {
      200: {
        description: "States of the country",
        schema: data(z.object({ country: z.string(), states: z.array(z.string()) })),
      },
    },
  },
];

/**
 * Downloads under way, in all and per client address: a download reads every match, so one client
 * runs one at a time and the process a few; the others are told to come back (429, Retry-After).
 */
const CSV_DOWNLOADS_AT_ONCE = 4;
const CSV_RETRY_AFTER_SECONDS = 5;
const csvDownloads = new Map<string, number>();
let csvDownloadsRunning = 0;

function startCsvDownload(client: string): (() => void) | null {
  if (csvDownloadsRunning >= CSV_DOWNLOADS_AT_ONCE || csvDownloads.has(client)) return null;
  csvDownloadsRunning += 1;
  csvDownloads.set(client, 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    csvDownloadsRunning -= 1;
    csvDownloads.delete(client);
  };
}

/** Short: an administrator's change should show within a minute. */
export function cacheBriefly(res: Response) {
  res.setHeader("Cache-Control", "public, max-age=60");
}

/** The listed school a path's slug names; a 404 (not_found) otherwise. */
/**
 * The listed school a call names, or null after answering with a permanent redirect to the
 * address a renamed school has now (the rest of the path and the query kept); not_found otherwise.
 */
export async function findListedInstitution(db: Services["db"], req: Request, res: Response) {
  const { slug } = parseInput(SlugParamsSchema, { slug: req.params.slug });
  const institution = await getInstitutionBySlug(db, slug);
  if (institution) return institution;
  const renamed = await findRenamedSlug(db, slug);
  if (!renamed) throw new AppError("not_found", "Institution not found");
  const prefix = `/institutions/${encodeURIComponent(slug)}`;
  const rest = req.path.startsWith(prefix) ? req.path.slice(prefix.length) : "";
  res.redirect(
    301,
    `${req.baseUrl}/institutions/${encodeURIComponent(renamed)}${rest}${req.url.slice(req.path.length)}`,
  );
  return null;
}

export function createInstitutionsRouter(services: Services) {
  const { db } = services;
  const router = express.Router();

  router.get("/institutions", async (req, res) => {
    const params = parseInput(SearchParamsSchema, req.query);
    const facts = res.locals.requestFacts as RequestFacts;
    const result = await searchInstitutions(db, params, {
      dataVersion: versionInStamp(facts.publicDataStamp, "institutions"),
    });
    const event = searchEvent(params);
    if (event) facts.events.push(event);
    cacheBriefly(res);
    res.type("json").send(`{"data":${searchResultJson(result)}}`);
  });

  router.get("/institutions.csv", async (req, res) => {
    const params = parseInput(SearchParamsSchema, req.query);
    const end = startCsvDownload(String(req.headers[CLIENT_IP_HEADER] ?? "unknown"));
    if (!end) {
      res.setHeader("Retry-After", String(CSV_RETRY_AFTER_SECONDS));
      throw new AppError("rate_limited", "A download is already under way. Please try again in a few seconds.");
    }
    res.on("close", end);
    try {
      const facts = res.locals.requestFacts as RequestFacts;
      // Reads the matches first: an unknown program or place is still a 400.
      const csv = await institutionCsv(db, params, {
        dataVersion: versionInStamp(facts.publicDataStamp, "institutions"),
        publicUrl: services.env.PUBLIC_URL,
      });
      res.status(200);
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="christian-schools${params.program ? `-${params.program}` : ""}.csv"`,
      );
      res.setHeader("Cache-Control", "no-store");
      const stringifier = stringify({ header: true, columns: csv.header, bom: true });
      stringifier.pipe(res);
      for await (const batch of csv.batches) {
        if (res.destroyed) break;
        for (const cells of batch) {
          // Wait while the visitor's connection is slower than the database (or until it closes).
          if (!stringifier.write(cells)) {
            await new Promise<void>((resolve) => {
              const done = () => {
                stringifier.off("drain", done);
                res.off("close", done);
                resolve();
              };
              stringifier.once("drain", done);
              res.once("close", done);
            });
          }
        }
      }
      stringifier.end();
    } catch (error) {
      end();
      if (res.headersSent) {
        // Part of the file is sent: all that can be done is to cut it, so that it is not taken as whole.
        services.log.error({ err: error }, "CSV download failed");
        res.destroy();
        return;
      }
      throw error;
    }
  });

  // Before /institutions/:slug, which would take "map" for a slug.
  router.get("/institutions/map", async (req, res) => {
    const params = parseInput(SearchParamsSchema, req.query);
    const facts = res.locals.requestFacts as RequestFacts;
    const map = await listInstitutionMapPoints(db, params, {
      dataVersion: versionInStamp(facts.publicDataStamp, "institutions"),
    });
    cacheBriefly(res);
    res.json({ data: map });
  });

  router.get("/institutions/:slug", async (req, res) => {
    const institution = await findListedInstitution(db, req, res);
    if (!institution) return;
    const outcomes = await getInstitutionOutcomes(db, institution);
    cacheBriefly(res);
    res.json({ data: { institution, outcomes } });
  });

  router.get("/institutions/:slug/related", async (req, res) => {
    const { limit } = parseInput(RelatedQuerySchema, req.query);
    const institution = await findListedInstitution(db, req, res);
    if (!institution) return;
    cacheBriefly(res);
    res.json({ data: { institutions: await listRelatedInstitutions(db, institution, limit) } });
  });

  router.get("/filters", async (_req, res) => {
    const facts = res.locals.requestFacts as RequestFacts;
    cacheBriefly(res);
    res.json({ data: await listFilterOptions(db, versionInStamp(facts.publicDataStamp, "institutions")) });
  });

  router.get("/filters/states", async (req, res) => {
    const { country } = parseInput(StatesQuerySchema, req.query);
    cacheBriefly(res);
    res.json({ data: { country, states: await listStatesForCountry(db, country) } });
  });

  return router;
}
