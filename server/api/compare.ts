/** Schools side by side, and the compare list a signed-in user keeps with their account. */
import express from "express";
import { z } from "zod";
import {
  CompareListSchema,
  CompareMergeBodySchema,
  CompareQuerySchema,
  CompareSlugParamsSchema,
  ComparisonSchema,
} from "~/domain/compare/compare.schemas";
import { MAX_COMPARE } from "~/domain/compare/compare-options";
import {
  addToCompareSelection,
  compareInstitutions,
  listCompareSelection,
  mergeCompareSelection,
  removeFromCompareSelection,
} from "~/domain/compare/compare.server";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { requireApiUser } from "./session";

const SIGN_IN_MESSAGE = "Sign in to keep your compare list with your account";
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ListAnswer = {
  description: "The compare list, in the order the schools were added",
  schema: data(CompareListSchema),
};

export const compareOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/compare",
    operationId: "compareInstitutions",
    guestCache: true,
    summary: `Up to ${MAX_COMPARE} institutions side by side: their rows of facts, grouped; unknown slugs are listed in missing`,
    tag: "Compare",
    query: CompareQuerySchema,
    responses: {
      200: { description: "The comparison, in the order the slugs were given", schema: data(ComparisonSchema) },
      400: {
        description: `schools names more than ${MAX_COMPARE} schools, or is not a list of slugs; program is not a six-digit CIP 2020 program; near is not a known place: error.fields names it`,
      },
    },
  },
  {
    method: "get",
    path: "/api/compare/list",
    operationId: "getCompareList",
    summary: "The signed-in user's compare list",
    tag: "Compare",
    auth: "session",
    responses: { 200: ListAnswer },
  },
  {
    method: "put",
    path: "/api/compare/list/{slug}",
    operationId: "addToCompareList",
    summary: `Add an institution to the compare list (adding twice is the same as once; at most ${MAX_COMPARE})`,
    tag: "Compare",
    auth: "session",
    params: CompareSlugParamsSchema,
    responses: {
      200: ListAnswer,
      404: { description: "Institution not found" },
      409: { description: `The list already holds ${MAX_COMPARE} schools` },
    },
  },
  {
    method: "delete",
    path: "/api/compare/list/{slug}",
    operationId: "removeFromCompareList",
    summary: "Remove an institution from the compare list",
    tag: "Compare",
    auth: "session",
    params: CompareSlugParamsSchema,
    responses: { 200: ListAnswer },
  },
  {
    method: "post",
    path: "/api/compare/list/merge",
    operationId: "mergeCompareList",
    summary: `Add the schools of a guest's browser list after signing in, while there is room (at most ${MAX_COMPARE}); the rest come back in skipped`,
    tag: "Compare",
    auth: "session",
    body: CompareMergeBodySchema,
    responses: { 200: ListAnswer },
  },
];

export function createCompareRouter(services: Services) {
  const { db } = services;
  const router = express.Router();

  router.get("/", async (req, res) => {
    const { schools, diff, near, program } = parseInput(
      CompareQuerySchema,
      req.query,
      "The schools or program parameter is not valid",
    );
    const comparison = await compareInstitutions(db, schools, near, program);
    if (diff) comparison.rows = comparison.rows.filter((row) => row.differs);
    // Short: an administrator's change should show within a minute.
    res.setHeader("Cache-Control", "public, max-age=60");
    res.json({ data: comparison });
  });

  const list = express.Router();
  list.use((_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    next();
  });
  list.get("/", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    res.json({ data: { institutions: await listCompareSelection(db, user.id), skipped: [] } });
  });
  list.post("/merge", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { slugs } = parseInput(CompareMergeBodySchema, req.body ?? {});
    res.json({ data: await mergeCompareSelection(db, user.id, slugs) });
  });
  list.put("/:slug", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { slug } = parseInput(CompareSlugParamsSchema, req.params);
    res.json({ data: await addToCompareSelection(db, user.id, slug) });
  });
  list.delete("/:slug", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { slug } = parseInput(CompareSlugParamsSchema, req.params);
    res.json({ data: await removeFromCompareSelection(db, user.id, slug) });
  });
  router.use("/list", list);
  return router;
}
