/**
 * The program calls: the catalogue search behind the "what do you want to study" typeahead, and
 * one school's programs with earnings by field.
 */
import express from "express";
import { z } from "zod";
import { getInstitutionPrograms } from "~/domain/programs/institution-programs.server";
import { searchPrograms } from "~/domain/programs/program-catalogue.server";
import {
  InstitutionProgramsSchema,
  ProgramSearchParamsSchema,
  ProgramSearchResultSchema,
} from "~/domain/programs/programs.schemas";
import { versionInStamp } from "~/lib/data-stamp";
import type { RequestFacts, Services } from "~/lib/services.server";
import { NOT_FOUND, SlugParamsSchema, cacheBriefly, findListedInstitution } from "./institutions";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const programOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/programs",
    operationId: "listPrograms",
    guestCache: true,
    summary:
      "Find programs by title, everyday word (nursing, MDiv, pre-law) or CIP code, each with the number of listed schools that awarded it in 2020-2024 (IPEDS completions)",
    tag: "Programs",
    query: ProgramSearchParamsSchema,
    responses: {
      200: { description: "The matching programs, most relevant first", schema: data(ProgramSearchResultSchema) },
      400: { description: "q missing or too long, or level not a known level: error.fields names it" },
    },
  },
  {
    method: "get",
    path: "/api/institutions/{slug}/programs",
    operationId: "getInstitutionPrograms",
    guestCache: true,
    summary:
      "A school's programs by CIP family, with levels, graduates per year (IPEDS completions), earnings and debt by field (College Scorecard Field of Study, CC BY 4.0 via Truewise) and undergraduate fields offered fully online",
    tag: "Programs",
    params: SlugParamsSchema,
    responses: {
      200: { description: "The school's programs", schema: data(InstitutionProgramsSchema) },
      400: { description: "The slug is not valid: error.fields names it" },
      404: NOT_FOUND,
    },
  },
];

export function createProgramsRouter(services: Services) {
  const { db } = services;
  const router = express.Router();

  router.get("/programs", async (req, res) => {
    const params = parseInput(ProgramSearchParamsSchema, req.query);
    const facts = res.locals.requestFacts as RequestFacts;
    const result = await searchPrograms(db, params, {
      dataVersion: versionInStamp(facts.publicDataStamp, "institutions"),
    });
    cacheBriefly(res);
    res.json({ data: result });
  });

  router.get("/institutions/:slug/programs", async (req, res) => {
    const institution = await findListedInstitution(db, req.params.slug);
    cacheBriefly(res);
    res.json({ data: await getInstitutionPrograms(db, institution) });
  });

  return router;
}
