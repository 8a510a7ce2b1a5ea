/**
 * Shapes of institutions as the public pages and the JSON API see them (their public field names), and the
 * search parameters both of them accept. One schema serves the page loader, the API and the OpenAPI
 * document.
 */
import { z } from "zod";
import { clampedWholeNumber, firstValue, optionalWholeNumberInRange, withoutControls } from "~/lib/query-fields";
import { parseQueryForgiving } from "~/lib/query-params";
import { OutcomeFigureSchema } from "~/domain/outcomes/outcomes.schemas";
import { ENROLLMENT_MEASURES } from "~/db/current-facts";
import { PROGRAM_LEVELS } from "~/domain/programs/program-levels";
import { CIP_CODE_PATTERN, ProgramLevelsParamSchema } from "~/domain/programs/programs.schemas";
import { ACCREDITATION_GROUP_LABELS, ACCREDITATION_GROUPS } from "./accreditation";
import { ACCREDITOR_TYPES } from "./accreditor-types";
import { ASSOCIATIONS } from "./associations";
import { LISTED_BECAUSE_KINDS } from "./listed-because";
import { FAITH_FILTER_LABELS, FAITH_FILTERS, type FaithFilter } from "./faith-filters";
import { FACT_SOURCE_KINDS } from "./fact-sources";
import { CHAPEL_KINDS, COVENANT_TOPICS } from "./faith-profile";
import { traditionGroup } from "./traditions";
import {
  DEGREE_FILTER_LABELS,
  DEGREE_FILTERS,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREES,
  type SeminaryDegree,
} from "./seminary-degrees";
import {
  FACETS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_NET_PRICE_LIMIT,
  MAX_PLACE_LENGTH,
  MAX_QUERY_LENGTH,
  DEFAULT_RADIUS,
  SEARCH_PAGE_SIZE,
  SEARCH_RADII,
  SEARCH_SORTS,
  type FacetName,
} from "./search-options";

export const InstitutionCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  institution_name: z.string(),
  city: z.string().nullable(),
  state_province: z.string().nullable(),
  country: z.string(),
  institution_type: z.string(),
  denomination: z.string().nullable().describe("The family (Baptist, Catholic, ... Other)"),
  tradition: z
    .string()
    .nullable()
    .describe(
      'The precise tradition as IPEDS (religious affiliation, 2021-22) words it, e.g. "Churches of Christ"; null when the source names none',
    ),
  accreditation_status: z.string().nullable(),
  student_body_size: z
    .number()
    .int()
    .nullable()
    .describe("How many students, as the newest source that reports it counts them (see student_body_size_measure)"),
  student_body_size_measure: z
    .enum(ENROLLMENT_MEASURES)
    .nullable()
    .describe(
      "Which count student_body_size is: undergraduate (undergraduate degree-seeking students), total (all students, fall headcount), twelve_month (unduplicated headcount over a year); null when its source does not say (an administrator's figure)",
    ),
  student_body_size_display: z
    .string()
    .nullable()
    .describe('The enrolment as the pages write it, e.g. "2,087 undergraduates"; null when not reported'),
  image_path: z.string().nullable(),
  online_programs: z
    .boolean()
    .nullable()
    .describe("Whether every program is offered only at a distance (the newest source's answer); null: not reported"),
  financial_aid_available: z
    .boolean()
    .nullable()
    .describe(
      "Whether the school takes part in federal student aid (Title IV), as the newest source that reports it says; null: not reported",
    ),
  tuition: z
    .number()
    .int()
    .nullable()
    .describe(
      "Published tuition and fees for a full-time undergraduate, in-state, in U.S. dollars a year: the figure of the newest source that reports it, the one every page shows",
    ),
  tuition_year: z.string().nullable().describe('The school year of that figure, e.g. "2023-24"'),
  tuition_source: z
    .string()
    .nullable()
    .describe('Where the figure comes from, e.g. "College Scorecard institution file", or "Administrator"'),
});
export type InstitutionCard = z.infer<typeof InstitutionCardSchema>;

/** The fields that name a school and place it: the start of every list of schools. */
export const InstitutionSummarySchema = InstitutionCardSchema.pick({
  id: true,
  slug: true,
  institution_name: true,
  city: true,
  state_province: true,
  country: true,
  institution_type: true,
});
export type InstitutionSummary = z.infer<typeof InstitutionSummarySchema>;

export const ListedBecauseSchema = z
  .object({
    kind: z
      .enum(LISTED_BECAUSE_KINDS)
      .describe(
        "ipeds: its IPEDS religious affiliation; accreditor: an accreditor of Christian institutions only (ABHE, TRACS); member-list: a member list of Christian institutions (CCCU); official-site, association, wikipedia, other: a checked page (the school's own, a church body's or association's, an encyclopedia, another)",
      ),
    source: z.string().describe('Who states it: "IPEDS (NCES)", "CCCU member list", or the host of the page'),
    url: z.string().describe("Where to read it"),
    quote: z.string().describe("What the source states, in its words (at most 200 characters)"),
    year: z.string().describe('The source\'s year ("2021-22", "2026") or the day the page was read (YYYY-MM-DD)'),
  })
  .describe("Why the school is listed: the source that states its Christian identity");

export const InstitutionSchema = InstitutionCardSchema.extend({
  source_id: z.number().int().nullable().describe("IPEDS unit id, when the school is in the federal data"),
  alias: z.string().nullable(),
  street_address: z.string().nullable(),
  state_name: z.string().nullable(),
  postal_code: z.string().nullable(),
  full_address: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string().nullable(),
  detailed_summary: z.string().nullable(),
  key_programs: z.string().nullable(),
  unique_features: z.string().nullable(),
  why_choose: z.string().nullable(),
  student_outcomes: z.string().nullable(),
  denomination_detail: z.string().nullable().describe("The affiliation exactly as the source records it"),
  christian_tradition: z.string().nullable().describe("Catholic, Protestant, Orthodox, ..."),
  control: z.string().nullable(),
  highest_degree: z.string().nullable().describe("The highest award offered, as IPEDS words it"),
  accreditor: z
    .string()
    .nullable()
    .describe("The institutional accreditor, as the newest source that names one spells it"),
  accreditor_source: z.string().nullable().describe("Where the accreditor comes from"),
  accreditor_year: z.string().nullable().describe("The year of that source"),
  student_body_size_source: z.string().nullable().describe("Where student_body_size comes from"),
  student_body_size_year: z.string().nullable().describe('The year of that source, e.g. "2023-24" or "fall 2022"'),
  online_programs_source: z.string().nullable().describe("Where online_programs comes from"),
  online_programs_year: z.string().nullable().describe("The year of that source"),
  financial_aid_available_source: z
    .string()
    .nullable()
    .describe(
      'Where financial_aid_available comes from, e.g. "IPEDS directory file (HD2024), federal student aid (Title IV)", or "Administrator"',
    ),
  financial_aid_available_year: z.string().nullable().describe("The year of that source"),
  tuition_out_of_state: z
    .number()
    .int()
    .nullable()
    .describe("Published tuition and fees for a full-time undergraduate from another state, U.S. dollars a year"),
  tuition_out_of_state_source: z.string().nullable(),
  tuition_out_of_state_year: z.string().nullable(),
  accreditor_type: z
    .enum(ACCREDITOR_TYPES)
    .nullable()
    .describe(
      "What kind of accreditor `accreditor` is: institutional (regional or national), faith-based institutional (ABHE, ATS, TRACS, AARTS), programmatic only, or not reported (the sources name no accreditor); null when the accreditor is not one the directory's table places yet (not yet verified)",
    ),
  founded_year: z.number().int().nullable().describe("Year founded; null when no source states it"),
  founded_source: z
    .string()
    .nullable()
    .describe('Where founded_year comes from: "ROR <id>" (Research Organization Registry) or "Administrator"'),
  founded_source_year: z.number().int().nullable().describe("The year of that source (record date or edit)"),
  founded_source_url: z.string().nullable().describe("The page founded_year was read from, when there is one"),
  founded_quote: z.string().nullable().describe("The words of that page that state the year (checked pages)"),
  listed_because: ListedBecauseSchema.nullable().describe(
    "Why the school is listed: the source that states its Christian identity; every public row has one (null only on rows waiting for review)",
  ),
  location_precision: z
    .enum(["campus", "city"])
    .nullable()
    .describe("city: latitude and longitude are the centre of the school's city, not its campus"),
  associations: z
    .array(z.enum(ASSOCIATIONS))
    .describe(
      "The associations the school belongs to (CCCU: Council for Christian Colleges & Universities; ABHE: Association for Biblical Higher Education; ATS: Association of Theological Schools); empty when no source lists it",
    ),
  associations_source: z
    .string()
    .nullable()
    .describe('Where associations come from: "CCCU member list" or "Administrator"; null without memberships'),
  associations_source_year: z.number().int().nullable().describe("The year of that source (list date or edit)"),
  faith_statement_url: z.string().nullable().describe("The school's statement of faith; null: not yet verified"),
  faith_affirmed_by_students: z
    .boolean()
    .nullable()
    .describe("Whether students must affirm the statement of faith; null: not yet verified"),
  faith_affirmed_by_faculty: z.boolean().nullable().describe("Whether faculty must affirm it; null: not yet verified"),
  faith_affirmed_by_staff: z.boolean().nullable().describe("Whether staff must affirm it; null: not yet verified"),
  faith_affirmed_by_board: z.boolean().nullable().describe("Whether the board must affirm it; null: not yet verified"),
  chapel: z
    .enum(CHAPEL_KINDS)
    .nullable()
    .describe(`Chapel attendance: ${CHAPEL_KINDS.join(", ")}; null: not yet verified`),
  chapel_times_per_week: z
    .number()
    .int()
    .nullable()
    .describe("How many times a week chapel is required (1 to 14, only with chapel = required)"),
  lifestyle_covenant: z
    .boolean()
    .nullable()
    .describe("Whether students sign a lifestyle or community covenant; null: not yet verified"),
  covenant_topics: z
    .array(z.enum(COVENANT_TOPICS))
    .describe(`What the covenant covers (${COVENANT_TOPICS.join(", ")}); empty when not stated or no covenant`),
  bible_credits_required: z
    .number()
    .int()
    .nullable()
    .describe("Credits of Bible or theology every student must take (0 to 60); null: not yet verified"),
  pastor_reference_required: z
    .boolean()
    .nullable()
    .describe("Whether admission asks for a pastor's reference; null: not yet verified"),
  faith_profile_source_url: z
    .string()
    .nullable()
    .describe("Where the faith and campus-life facts were verified (the school's own page)"),
  faith_profile_verified_on: z
    .string()
    .nullable()
    .describe("The date the faith and campus-life facts were last verified (YYYY-MM-DD)"),
  seminary_degrees: z
    .object(
      Object.fromEntries(
        SEMINARY_DEGREES.map((degree) => [
          degree,
          z
            .object({
              offered: z.boolean().nullable().describe("null: not yet verified"),
              online: z.boolean().nullable().describe("Can be completed fully online; null: not yet verified"),
            })
            .describe(SEMINARY_DEGREE_LABELS[degree]),
        ]),
      ) as Record<
        SeminaryDegree,
        z.ZodObject<{ offered: z.ZodNullable<z.ZodBoolean>; online: z.ZodNullable<z.ZodBoolean> }>
      >,
    )
    .describe(
      `Seminary and graduate ministry degrees: ${SEMINARY_DEGREES.map((degree) => `${degree} (${SEMINARY_DEGREE_LABELS[degree]})`).join(", ")}`,
    ),
  degrees_online_approved: z
    .boolean()
    .nullable()
    .describe("Whether the accreditor has approved the school's fully online degrees; null: not yet verified"),
  degrees_source_url: z.string().nullable().describe("The page that states the degrees (http or https)"),
  degrees_verified_on: z.string().nullable().describe("The day the degrees were last verified (YYYY-MM-DD)"),
  admissions_url: z.string().nullable().describe("The school's admissions page (reported by the school)"),
  tuition_url: z.string().nullable().describe("The school's tuition page (reported by the school)"),
  contact_email: z.string().nullable().describe("A contact address for the listing (reported by the school)"),
  fact_sources: z
    .array(
      z.object({
        field: z
          .string()
          .describe(
            'The field the provenance is for ("chapel"), or a public standard\'s own fact ("bible_core", "christian_hiring")',
          ),
        kind: z
          .enum(FACT_SOURCE_KINDS)
          .describe(
            "school_site: stated on the school's own page (with a quote); authority_site: stated on the page of the public body that recognises a school abroad (with a quote); school_reported: reported by the school and approved by an administrator; standard: a public standard of the school's association or accreditor; administrator: checked by the directory; federal_file: a data file the directory imports (the federal files for U.S. schools, the checked world list, the ROR registry), named by the label",
          ),
        label: z.string().describe("Who says so, in words"),
        source_url: z.string().nullable(),
        quote: z.string().nullable().describe("At most 200 characters of the source that state the value"),
        quote_english: z
          .string()
          .nullable()
          .describe("The directory's English translation of a quote in another language; null otherwise"),
        date: z
          .string()
          .nullable()
          .describe("The day the source was read, reviewed or verified (YYYY-MM-DD), or its year"),
        statement: z.string().nullable().describe("What a public standard states (standards only)"),
      }),
    )
    .describe("Where each fact that has a value comes from, and how old that source is"),
  campus_type: z.string().nullable(),
  campus_setting: z.string().nullable(),
  tuition_range: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  is_featured: z.boolean(),
  needs_review: z.boolean(),
  data_source: z.string().nullable(),
  updated_at: z.string(),
});
export type Institution = z.infer<typeof InstitutionSchema>;

// ---------------------------------------------------------------------------------------------
// Search parameters

const optionalFilter = (name: string) =>
  z.preprocess(
    firstValue,
    z
      .string({ error: `${name} must be text` })
      .transform(withoutControls)
      .pipe(z.string().max(MAX_QUERY_LENGTH, `${name} must be at most ${MAX_QUERY_LENGTH} characters`))
      .transform((value) => value || undefined)
      .optional(),
  );

const optionalBoolean = (name: string) =>
  z.preprocess(
    (value) => {
      const raw = firstValue(value);
      return typeof raw === "string" ? raw.trim().toLowerCase() : raw;
    },
    z
      .enum(["", "true", "false", "1", "0"], { error: `${name} must be true or false` })
      .transform((value) => (value === "" ? undefined : value === "true" || value === "1"))
      .optional(),
  );

/** A faith profile filter: true keeps the schools whose profile verifies the fact; false is no filter. */
const faithFilter = (filter: FaithFilter) =>
  optionalBoolean(filter)
    .transform((value) => (value ? true : undefined))
    .describe(`true: only schools verified as "${FAITH_FILTER_LABELS[filter]}" (an unverified fact never matches)`);

export const SearchParamsSchema = z.object({
  q: z
    .preprocess(firstValue, z.string({ error: "q must be text" }).optional())
    .transform((value) => (value ? withoutControls(value).slice(0, MAX_QUERY_LENGTH) || undefined : undefined))
    .describe("Text to look for: names (typos forgiven), places, denominations, programs, descriptions"),
  near: z
    .preprocess(firstValue, z.string({ error: "near must be text" }).optional())
    .transform((value) => (value ? withoutControls(value) || undefined : undefined))
    .pipe(z.string().max(MAX_PLACE_LENGTH, `near must be at most ${MAX_PLACE_LENGTH} characters`).optional())
    .describe(
      'Search around a place: a U.S. ZIP code (60187), a place ("Wheaton, IL", "Toronto", "Berlin, Germany") or "latitude,longitude"; an unknown place is refused with a message',
    ),
  radius: z
    .preprocess(
      (value) => {
        const raw = firstValue(value);
        return typeof raw === "string" ? raw.trim().toLowerCase() || undefined : raw;
      },
      z.enum(SEARCH_RADII, { error: `radius must be one of ${SEARCH_RADII.join(", ")} (miles)` }).optional(),
    )
    .describe(`Miles around near: ${SEARCH_RADII.join(", ")} (default ${DEFAULT_RADIUS}); ignored without near`),
  program: z
    .preprocess(
      (value) => {
        const raw = firstValue(value);
        return typeof raw === "string" ? raw.trim() || undefined : raw;
      },
      z
        .string({ error: "program must be text" })
        .regex(CIP_CODE_PATTERN, "program must be a CIP code of 2, 4 or 6 digits, e.g. 51, 51.38 or 51.3801")
        .optional(),
    )
    .describe(
      'Only schools that awarded this program (a CIP 2020 code: family "51", series "51.38" or program "51.3801") in at least one year 2020-2024 (IPEDS completions); GET /api/programs finds codes by words. An unknown code is refused',
    ),
  level: ProgramLevelsParamSchema.transform((levels) => (levels.length ? levels.join(",") : undefined)).describe(
    `Only schools that awarded the program (or, without program, any program) at one of these levels, comma-separated: ${PROGRAM_LEVELS.join(", ")}`,
  ),
  country: optionalFilter("country"),
  state: optionalFilter("state").describe("State or province as stored (state_province), e.g. TX"),
  denomination: optionalFilter("denomination"),
  tradition: optionalFilter("tradition")
    .transform((value) => (value === undefined ? undefined : traditionGroup(value) || undefined))
    .describe(
      'A tradition, as listed in the tradition facet (e.g. "Churches of Christ", "Roman Catholic"): the church body, which takes in the orders, dioceses and divisions a precise tradition names with it, so "Roman Catholic (Jesuit)" reads as "Roman Catholic"',
    ),
  institution_type: optionalFilter("institution_type"),
  accreditation_status: optionalFilter("accreditation_status").describe(
    'One exact accreditation status, as listed in the accreditation_status facet (e.g. "Accredited Institution")',
  ),
  accreditation_group: z
    .preprocess(
      (value) => {
        const raw = firstValue(value);
        return typeof raw === "string" ? raw.trim().toLowerCase() || undefined : raw;
      },
      z
        .enum(ACCREDITATION_GROUPS, { error: `accreditation_group must be one of ${ACCREDITATION_GROUPS.join(", ")}` })
        .optional(),
    )
    .describe(
      `Accreditation statuses grouped as a student reads them: ${ACCREDITATION_GROUPS.map((group) => `${group} (${ACCREDITATION_GROUP_LABELS[group]})`).join(", ")}; "none" includes schools with no status reported`,
    ),
  accreditor_type: optionalFilter("accreditor_type").describe(`The kind of accreditor: ${ACCREDITOR_TYPES.join(", ")}`),
  association: z
    .preprocess(
      (value) => {
        const raw = firstValue(value);
        return typeof raw === "string" ? raw.trim().toUpperCase() || undefined : raw;
      },
      z.enum(ASSOCIATIONS, { error: `association must be one of ${ASSOCIATIONS.join(", ")}` }).optional(),
    )
    .describe(`Only members of this association: ${ASSOCIATIONS.join(", ")}`),
  faculty_affirm_faith: faithFilter("faculty_affirm_faith"),
  students_affirm_faith: faithFilter("students_affirm_faith"),
  chapel_required: faithFilter("chapel_required"),
  no_covenant: faithFilter("no_covenant"),
  seminary_degree: z
    .preprocess(
      (value) => {
        const raw = firstValue(value);
        return typeof raw === "string" ? raw.trim().toLowerCase() || undefined : raw;
      },
      z.enum(DEGREE_FILTERS, { error: `seminary_degree must be one of ${DEGREE_FILTERS.join(", ")}` }).optional(),
    )
    .describe(
      `Only schools that offer a degree: the answer the school or an administrator verified, else awarded in at least one year 2020-2024 (IPEDS completions; MDiv fully online only when verified): ${DEGREE_FILTERS.map((filter) => `${filter} (${DEGREE_FILTER_LABELS[filter]})`).join(", ")}`,
    ),
  online_programs: optionalBoolean("online_programs"),
  financial_aid_available: optionalBoolean("financial_aid_available"),
  max_net_price: optionalWholeNumberInRange("max_net_price", 0, MAX_NET_PRICE_LIMIT).describe(
    `Only schools whose average net price (College Scorecard 2023-24) is at most this many dollars a year, 0 to ${MAX_NET_PRICE_LIMIT}; schools without a reported net price are left out`,
  ),
  min_graduation_rate: optionalWholeNumberInRange("min_graduation_rate", 0, 100).describe(
    "Only schools whose graduation rate (College Scorecard 2023-24) is at least this percentage, 0 to 100; schools without a reported rate are left out",
  ),
  sort: z
    .preprocess(
      (value) => firstValue(value) || undefined,
      z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(", ")}` }).optional(),
    )
    .describe(
      "relevance (the default with q), distance (nearest first; the default with near and no q), name (the default otherwise), enrollment (largest first), tuition (lowest first), net_price (average net price, lowest first), graduation_rate (highest first), graduates (graduates in the chosen program in the latest year reported, most first; only with program); schools without the figure come last",
    ),
  page: clampedWholeNumber("page", 1, MAX_PAGE, 1).describe(`1 to ${MAX_PAGE}; out-of-range values are clamped`),
  page_size: clampedWholeNumber("page_size", 1, MAX_PAGE_SIZE, SEARCH_PAGE_SIZE).describe(
    `1 to ${MAX_PAGE_SIZE} (default ${SEARCH_PAGE_SIZE}); out-of-range values are clamped`,
  ),
});
export type SearchParams = z.output<typeof SearchParamsSchema>;

export const FacetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValueSchema>;
export const FacetsSchema = z.object(
  Object.fromEntries(FACETS.map((facet) => [facet, z.array(FacetValueSchema)])) as Record<
    FacetName,
    z.ZodArray<typeof FacetValueSchema>
  >,
);
export type Facets = z.infer<typeof FacetsSchema>;

export const FaithCountsSchema = z
  .object(
    Object.fromEntries(FAITH_FILTERS.map((filter) => [filter, z.number().int()])) as Record<FaithFilter, z.ZodNumber>,
  )
  .describe("For each faith filter, how many of the results it would keep (the results themselves when it is on)");
export type FaithCounts = z.infer<typeof FaithCountsSchema>;

export const PaginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const SearchHitProgramSchema = z.object({
  code: z.string(),
  title: z.string(),
  levels: z.array(z.object({ level: z.enum(PROGRAM_LEVELS), label: z.string() })),
  graduates: z
    .number()
    .int()
    .nullable()
    .describe("Graduates of these levels in `year`, the latest year the school reported the program; null when none"),
  year: z.number().int().nullable(),
  text: z
    .string()
    .describe(`As a card shows it: "Registered Nursing/Registered Nurse — Bachelor's, 124 graduates in 2024"`),
  source: z.string().describe('"IPEDS Completions (first majors), 2024"'),
});
export type SearchHitProgram = z.infer<typeof SearchHitProgramSchema>;

export const SearchHitSchema = InstitutionCardSchema.extend({
  distance_miles: z
    .number()
    .nullable()
    .optional()
    .describe("Miles from the place searched around (only with near; null when the school has no coordinates)"),
  figures: z
    .array(OutcomeFigureSchema)
    .optional()
    .describe(
      "Only when the search sorts or filters by net price or graduation rate: those figures of the school, each with its source and year or why there is none; empty for a school outside the United States (the College Scorecard covers U.S. schools only)",
    ),
  program: SearchHitProgramSchema.optional().describe(
    "Only with program: what the school awarded of it (at the levels asked) and its graduates",
  ),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchOriginSchema = z.object({
  query: z.string().describe("near, as given"),
  label: z.string().describe('The place found, e.g. "60187 (Wheaton, IL)"'),
  latitude: z.number(),
  longitude: z.number(),
  radius_miles: z.number().nullable().describe("null: any distance"),
});
export type SearchOrigin = z.infer<typeof SearchOriginSchema>;

export const DegreeCountsSchema = z
  .object(
    Object.fromEntries(DEGREE_FILTERS.map((filter) => [filter, z.number().int()])) as Record<
      (typeof DEGREE_FILTERS)[number],
      z.ZodNumber
    >,
  )
  .describe("How many results each seminary_degree filter would leave, under every other filter of the search");
export type DegreeCounts = z.infer<typeof DegreeCountsSchema>;

export const SearchResultSchema = z.object({
  institutions: z.array(SearchHitSchema),
  pagination: PaginationSchema,
  facets: FacetsSchema,
  faith_counts: FaithCountsSchema,
  degree_counts: DegreeCountsSchema,
  near: SearchOriginSchema.nullable().describe("The place searched around, when near was given"),
  program: z
    .object({ code: z.string(), title: z.string() })
    .nullable()
    .describe("The program searched for, when program was given"),
  level_counts: z
    .array(z.object({ level: z.enum(PROGRAM_LEVELS), label: z.string(), count: z.number().int() }))
    .describe(
      "With program (or level): how many results each level would leave, under every other filter of the search; empty otherwise",
    ),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const FilterOptionsSchema = z.object({
  country: z.array(z.string()),
  institution_type: z.array(z.string()),
  denomination: z.array(z.string()),
  tradition: z.array(z.string()),
  accreditation_status: z.array(z.string()),
});
export type FilterOptions = z.infer<typeof FilterOptionsSchema>;

/**
 * The search parameters of a page address. Pages are forgiving where the API is strict: a
 * malformed value (page=abc, sort=price) is dropped and its default used, so a mangled link still
 * shows results.
 */
export function searchParamsFromUrl(searchParams: URLSearchParams): SearchParams {
  return parseQueryForgiving(SearchParamsSchema, searchParams);
}
