/**
 * The programs of the directory as the pages and the JSON API see them: the catalogue search
 * (typeahead) and one school's programs. The query schemas check what a visitor sends; the answer
 * schemas document the API.
 */
import { z } from "zod";
import { clampedWholeNumber, firstValue, withoutControls } from "~/lib/query-fields";
import { PROGRAM_LEVELS, isProgramLevel, type ProgramLevel } from "./program-levels";
import { SEMINARY_PROGRAMS } from "./seminary-programs";

export const PROGRAM_QUERY_MAX_LENGTH = 100;
export const PROGRAM_MATCHES_DEFAULT = 10;
export const PROGRAM_MATCHES_MAX = 25;

/** A CIP 2020 code of a family, series or program: "39", "39.06" or "39.0602". */
export const CIP_CODE_PATTERN = /^\d{2}(\.\d{2}(\d{2})?)?$/;

/** A six-digit CIP code, the only kind a comparison puts side by side: "51.3801". */
export const PROGRAM_CODE_PATTERN = /^\d{2}\.\d{4}$/;
export const PROGRAM_CODE_MESSAGE = "program must be the CIP code of a program, six digits such as 51.3801";

/**
 * One or more levels, comma-separated ("doctoral_professional,doctoral_other"); absent or empty is
 * every level. An unknown level is refused with a message naming the parameter.
 */
export const ProgramLevelsParamSchema = z.preprocess(
  (value) => {
    const raw = firstValue(value);
    return typeof raw === "string" ? raw.trim() : raw;
  },
  z
    .string({ error: "level must be text" })
    .optional()
    .transform((value, context): ProgramLevel[] => {
      const levels = [...new Set((value ?? "").split(",").map((level) => level.trim()))].filter(Boolean);
      const unknown = levels.find((level) => !isProgramLevel(level));
      if (unknown !== undefined) {
        context.addIssue({ code: "custom", message: `level must be one or more of ${PROGRAM_LEVELS.join(", ")}` });
        return z.NEVER;
      }
      return levels as ProgramLevel[];
    }),
);

export const ProgramSearchParamsSchema = z.object({
  q: z
    .preprocess(
      firstValue,
      z
        .string({ error: "q is required" })
        .transform(withoutControls)
        .pipe(
          z
            .string()
            .min(1, "q is required")
            .max(PROGRAM_QUERY_MAX_LENGTH, `q must be at most ${PROGRAM_QUERY_MAX_LENGTH} characters`),
        ),
    )
    .describe('What to study, in any words: a title ("nursing"), a degree ("MDiv") or a CIP code ("39.0602")'),
  level: ProgramLevelsParamSchema.describe(
    `Count only schools that awarded the program at these levels (comma-separated): ${PROGRAM_LEVELS.join(", ")}`,
  ),
  limit: clampedWholeNumber("limit", 1, PROGRAM_MATCHES_MAX, PROGRAM_MATCHES_DEFAULT).describe(
    `1 to ${PROGRAM_MATCHES_MAX} (default ${PROGRAM_MATCHES_DEFAULT}); out-of-range values are clamped`,
  ),
});
export type ProgramSearchParams = z.output<typeof ProgramSearchParamsSchema>;

const LevelSchema = z.enum(PROGRAM_LEVELS);

const SourceSchema = z.object({
  name: z.string(),
  year: z.string().describe('The year or years of the source: "2020-2024", "2023-24", "2026"'),
});

const LevelCountSchema = z.object({
  level: LevelSchema,
  label: z.string(),
  schools: z.number().int(),
});

export const ProgramMatchSchema = z.object({
  code: z.string().describe('CIP 2020 code: a family ("39"), series ("39.06") or program ("39.0602")'),
  title: z.string(),
  kind: z.enum(["family", "series", "program"]),
  family: z.object({ code: z.string(), title: z.string() }).nullable().describe("null for a family"),
  levels: z
    .array(LevelSchema)
    .nullable()
    .describe("The levels the words name (MDiv: master); null when they name none"),
  label: z.string().describe('As a list shows it: "Divinity/Ministry, Master\'s (MDiv)"'),
  matched_alias: z.string().nullable().describe('The everyday word that found it ("MDiv"), when not its title'),
  schools: z
    .number()
    .int()
    .describe("Listed schools that awarded it (at the levels asked or named) in at least one year 2020-2024"),
  schools_by_level: z.array(LevelCountSchema).describe("The same count per level, for the levels with schools"),
});
export type ProgramMatch = z.infer<typeof ProgramMatchSchema>;

export const ProgramSearchResultSchema = z.object({
  q: z.string(),
  level: z.array(LevelSchema),
  programs: z.array(ProgramMatchSchema),
  source: SourceSchema,
});
export type ProgramSearchResult = z.infer<typeof ProgramSearchResultSchema>;

const FigureSchema = z.object({
  value: z.number().int().nullable().describe("Whole U.S. dollars a year; null when not reported"),
  display: z.string().describe('"$48,374" or "Not reported"'),
});

export const FieldOutcomeSchema = z.object({
  series: z.string().describe('Four-digit CIP series: "39.06"'),
  title: z.string(),
  credential_level: z.number().int().describe("The College Scorecard's credential level (1-8)"),
  credential: z.string().describe('As the Scorecard names it: "Master\'s degree"'),
  earnings_1yr: FigureSchema.describe("Median earnings 1 year after completing"),
  earnings_4yr: FigureSchema.describe("Median earnings 4 years after completing"),
  debt: FigureSchema.describe("Median debt at graduation"),
});

export const ProgramLevelFactsSchema = z.object({
  level: LevelSchema,
  label: z.string(),
  graduates: z
    .array(z.object({ year: z.number().int(), graduates: z.number().int().nullable() }))
    .describe("Graduates of each year (null: the year's file has no row for it)"),
  latest_graduates: z.number().int().nullable().describe("Graduates in the latest year; null when not reported"),
  years_awarded: z.array(z.number().int()),
  awarded: z.string().describe('"Awarded each year 2020-2024" or "Awarded in 2021 and 2023"'),
});

export const InstitutionProgramSchema = z.object({
  code: z.string(),
  title: z.string(),
  levels: z.array(ProgramLevelFactsSchema),
});

export const ProgramFamilySchema = z.object({
  code: z.string(),
  title: z.string(),
  levels: z.array(LevelSchema).describe("Every level the family's programs were awarded at"),
  latest_graduates: z.number().int().describe("Graduates of all its programs in the latest year"),
  programs: z.array(InstitutionProgramSchema),
  earnings: z
    .array(FieldOutcomeSchema)
    .describe("Earnings and debt by series and credential, where the source has them"),
  fully_online: z
    .array(z.string())
    .describe('Undergraduate awards offered through an exclusively distance-education program ("Bachelor\'s")'),
});

export const SeminaryProgramFactsSchema = z.object({
  program: z.enum(SEMINARY_PROGRAMS),
  label: z.string(),
  name: z.string(),
  offered: z.boolean().describe("Awarded in at least one year 2020-2024"),
  years_awarded: z.array(z.number().int()),
  text: z.string().describe('"Awarded each year 2020-2024" or "Not reported"'),
});

export const InstitutionProgramsSchema = z.object({
  reported: z.boolean().describe("Whether the completions hold any program of the school"),
  latest_year: z.number().int(),
  families: z.array(ProgramFamilySchema),
  seminary: z.array(SeminaryProgramFactsSchema),
  sources: z.object({
    completions: SourceSchema,
    field_outcomes: SourceSchema,
    fully_online: SourceSchema,
  }),
});
export type InstitutionPrograms = z.infer<typeof InstitutionProgramsSchema>;
