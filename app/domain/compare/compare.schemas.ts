/**
 * Comparing schools side by side: the `schools` parameter of /compare and GET /api/compare, and
 * the shape of a comparison, for the page, the JSON API and the OpenAPI document. What the browser
 * needs (the limit, the addresses) is in compare-options.ts, which ships without Zod.
 */
import { z } from "zod";
import { firstText, firstValue } from "~/lib/query-fields";
import { InstitutionCardSchema } from "~/domain/institutions/institution.schemas";
import { MAX_PLACE_LENGTH } from "~/domain/institutions/search-options";
import { PROGRAM_CODE_MESSAGE, PROGRAM_CODE_PATTERN } from "~/domain/programs/programs.schemas";
import { COMPARE_GROUPS, MAX_COMPARE, splitSchools } from "./compare-options";

export const NOT_REPORTED = "Not reported";

/** Long enough for four long slugs; anything longer is not a list of schools. */
const MAX_SCHOOLS_LENGTH = 1000;

export const CompareQuerySchema = z.object({
  schools: z
    .preprocess(
      (value) => firstValue(value) ?? "",
      z
        .string({ error: "schools must be a comma-separated list of institution slugs" })
        .max(MAX_SCHOOLS_LENGTH, `schools must be at most ${MAX_SCHOOLS_LENGTH} characters`)
        .transform(splitSchools)
        .pipe(z.array(z.string()).max(MAX_COMPARE, `schools may name at most ${MAX_COMPARE} institutions`)),
    )
    .describe(`Institution slugs separated by commas, at most ${MAX_COMPARE}; the answer keeps their order`),
  diff: z
    .preprocess(
      (value) => String(firstValue(value) ?? "").toLowerCase(),
      z
        .enum(["", "0", "1", "true", "false"], { error: "diff must be 1 or 0" })
        .transform((v) => v === "1" || v === "true"),
    )
    .describe("1: only the rows where the schools differ"),
  near: z
    .preprocess(
      firstText,
      z
        .string({ error: "near must be text" })
        .max(MAX_PLACE_LENGTH, `near must be at most ${MAX_PLACE_LENGTH} characters`)
        .optional(),
    )
    .describe('A place to measure each school\'s distance from: a U.S. ZIP code or a place such as "Wheaton, IL"'),
  program: z
    .preprocess(
      firstText,
      z.string({ error: PROGRAM_CODE_MESSAGE }).regex(PROGRAM_CODE_PATTERN, PROGRAM_CODE_MESSAGE).optional(),
    )
    .describe(
      "A program to put side by side (six-digit CIP 2020 code, such as 51.3801): its graduates, earnings 1 and 4 years after and median debt per school",
    ),
});

const CompareCellSchema = z.object({
  /** What a reader sees: the value, or 'Not reported'. */
  text: z.string(),
  reported: z.boolean(),
  /** Where the value comes from or how old it is, when known (e.g. the tuition's school year). */
  note: z.string().nullable(),
  /** Where the whole of the fact is shown (a school's Programs section). */
  href: z.string().optional(),
});
export type CompareCell = z.infer<typeof CompareCellSchema>;

const CompareRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  group: z.enum(COMPARE_GROUPS),
  /** One cell per school, in the order of `institutions`. */
  cells: z.array(CompareCellSchema),
  /** True when the schools do not all show the same text. */
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof CompareRowSchema>;

export const ComparisonSchema = z.object({
  institutions: z.array(InstitutionCardSchema),
  rows: z.array(CompareRowSchema),
  /** Slugs that name no school (mistyped, or the school was removed), in the order given. */
  missing: z.array(z.string()),
  /** The place the distances are measured from, when one was given. */
  near: z.object({ query: z.string(), label: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  programs: z.object({
    /** The fields any compared school awarded 2020-2024, to choose one from. */
    options: z.array(z.object({ code: z.string(), title: z.string(), family: z.string() })),
    /** The program put side by side (the Programs rows show it), or null. */
    chosen: z.object({ code: z.string(), title: z.string() }).nullable(),
  }),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** A school on a compare list: what the tray needs to name it and link to it. */
export const CompareItemSchema = z.object({ slug: z.string(), institution_name: z.string() });

export const CompareSlugParamsSchema = z.object({
  slug: z.string().min(1, "slug is required").max(200, "slug must be at most 200 characters"),
});

export const CompareMergeBodySchema = z.object({
  slugs: z
    .array(z.string().max(200, "slug must be at most 200 characters"), { error: "slugs must be a list of slugs" })
    .max(20, "slugs must list at most 20 schools"),
});

export const CompareListSchema = z.object({
  institutions: z.array(CompareItemSchema),
  /** Schools that could not be added: the list was full, or the slug names no school. */
  skipped: z.array(z.string()),
});
export type CompareList = z.infer<typeof CompareListSchema>;
