/** The cost and outcome figures of a school as the pages and the JSON API see them. */
import { z } from "zod";
import { OUTCOME_MEASURES, OUTCOME_STATUSES } from "./outcome-measures";

export const NationalMedianSchema = z.object({
  value: z.number(),
  display: z.string().describe('The median as written on the page, e.g. "57.1%"'),
  group: z.string().describe('What it is the median of, e.g. "private not-for-profit 4-year institutions"'),
  institutions: z.number().int().describe("How many institutions with a value the median is taken over"),
  source: z.string(),
  source_year: z.string(),
});

export const OutcomeFigureSchema = z.object({
  measure: z.enum(OUTCOME_MEASURES),
  label: z.string(),
  value: z
    .number()
    .nullable()
    .describe("Rates are fractions (0.8655); money is whole U.S. dollars a year; null when status is not reported"),
  display: z.string().describe('The value as written on the page, or why there is none ("Not reported", ...)'),
  status: z
    .enum(OUTCOME_STATUSES)
    .describe(
      "reported; not_reported (the source has no value); privacy_suppressed (the source withholds it); not_applicable (an undergraduate measure at a graduate-only institution)",
    ),
  source: z.string().nullable().describe("Where the value comes from; null without a value"),
  source_year: z.string().nullable().describe('The year of that source, e.g. "2023-24"'),
  national_median: NationalMedianSchema.nullable(),
});
export type OutcomeFigure = z.infer<typeof OutcomeFigureSchema>;

export const InstitutionOutcomesSchema = z.object({
  graduate_only: z.boolean().describe("IPEDS classifies the school as graduate-only"),
  figures: z.array(OutcomeFigureSchema),
});
export type InstitutionOutcomes = z.infer<typeof InstitutionOutcomesSchema>;
