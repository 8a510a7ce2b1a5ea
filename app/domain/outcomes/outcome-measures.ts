/**
 * The cost and outcome measures a U.S. school's page, compare and the API show (College Scorecard),
 * with their labels and how each is written. Plain data and functions, no Zod: this module ships
 * to browsers.
 */

export const OUTCOME_MEASURES = [
  "net_price",
  "net_price_0_30k",
  "net_price_30_48k",
  "net_price_48_75k",
  "net_price_75_110k",
  "net_price_110k_plus",
  "tuition_in_state",
  "tuition_out_of_state",
  "graduation_rate",
  "retention_rate",
  "median_earnings_10yr",
  "median_debt",
  "admission_rate",
  "undergraduate_enrollment",
  "pell_share",
  "student_faculty_ratio",
] as const;
export type OutcomeMeasure = (typeof OUTCOME_MEASURES)[number];

/** reported: a value; the others say why there is none. */
export const OUTCOME_STATUSES = ["reported", "not_reported", "privacy_suppressed", "not_applicable"] as const;
export type OutcomeStatus = (typeof OUTCOME_STATUSES)[number];

export const OUTCOME_STATUS_TEXT: Record<Exclude<OutcomeStatus, "reported">, string> = {
  not_reported: "Not reported",
  privacy_suppressed: "Privacy-suppressed by the source",
  not_applicable: "Not applicable: graduate-only institution",
};

export type OutcomeUnit = "fraction" | "dollars" | "students" | "ratio";
export type OutcomeSection = "cost" | "outcomes" | "students";

export interface MeasureInfo {
  label: string;
  unit: OutcomeUnit;
  section: OutcomeSection;
  /** Measured on undergraduates: it does not apply to a graduate-only school. */
  undergraduate: boolean;
}

/**
 * The measures taken from the College Scorecard's Most-Recent-Cohorts file (earnings and debt),
 * which carry that file as their source; every other measure comes from the annual file.
 */
export const MOST_RECENT_MEASURES: ReadonlySet<OutcomeMeasure> = new Set(["median_earnings_10yr", "median_debt"]);

/**
 * The measures that are facts of the institution row rather than of the Scorecard row: tuition,
 * whose value is its newest source's (app/db/current-facts.ts), the one the cards, Quick Overview,
 * compare, the tuition sort and the API show too. Where the Scorecard has none, that is an older
 * source, named with its year.
 */
export const INSTITUTION_FACT_MEASURES: ReadonlySet<OutcomeMeasure> = new Set([
  "tuition_in_state",
  "tuition_out_of_state",
]);

export const MEASURE_INFO: Record<OutcomeMeasure, MeasureInfo> = {
  net_price: { label: "Average net price", unit: "dollars", section: "cost", undergraduate: true },
  net_price_0_30k: {
    label: "Net price, family income $0 to $30,000",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  net_price_30_48k: {
    label: "Net price, family income $30,001 to $48,000",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  net_price_48_75k: {
    label: "Net price, family income $48,001 to $75,000",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  net_price_75_110k: {
    label: "Net price, family income $75,001 to $110,000",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  net_price_110k_plus: {
    label: "Net price, family income over $110,000",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  tuition_in_state: { label: "Tuition and fees, in-state", unit: "dollars", section: "cost", undergraduate: true },
  tuition_out_of_state: {
    label: "Tuition and fees, out-of-state",
    unit: "dollars",
    section: "cost",
    undergraduate: true,
  },
  graduation_rate: { label: "Graduation rate", unit: "fraction", section: "outcomes", undergraduate: true },
  retention_rate: { label: "Retention rate (full-time)", unit: "fraction", section: "outcomes", undergraduate: true },
  median_earnings_10yr: {
    label: "Median earnings 10 years after entry",
    unit: "dollars",
    section: "outcomes",
    undergraduate: true,
  },
  median_debt: { label: "Median debt of graduates", unit: "dollars", section: "outcomes", undergraduate: true },
  admission_rate: { label: "Admission rate", unit: "fraction", section: "students", undergraduate: true },
  undergraduate_enrollment: {
    label: "Undergraduate enrollment",
    unit: "students",
    section: "students",
    undergraduate: true,
  },
  pell_share: { label: "Students receiving Pell grants", unit: "fraction", section: "students", undergraduate: true },
  student_faculty_ratio: { label: "Student-faculty ratio", unit: "ratio", section: "students", undergraduate: false },
};

export const OUTCOME_SECTIONS: { key: OutcomeSection; title: string }[] = [
  { key: "cost", title: "Cost after aid" },
  { key: "outcomes", title: "Outcomes" },
  { key: "students", title: "Students" },
];

/** The groups national medians are taken over. */
export const MEDIAN_GROUP_LABELS: Record<string, string> = {
  "private-nonprofit-4-year": "private not-for-profit 4-year institutions",
  "private-nonprofit-2-year": "private not-for-profit 2-year institutions",
};

/** "86.6%", "$26,984", "2,087 students", "10 to 1". */
export function formatMeasure(unit: OutcomeUnit, value: number): string {
  switch (unit) {
    case "fraction":
      return `${(Math.round(value * 1000) / 10).toLocaleString("en-US")}%`;
    case "dollars":
      return `$${Math.round(value).toLocaleString("en-US")}`;
    case "students":
      return Math.round(value).toLocaleString("en-US");
    case "ratio":
      return `${Math.round(value).toLocaleString("en-US")} to 1`;
  }
}

/** "College Scorecard institution file, 2023-24" (a year without a source: the year alone). */
export function sourceLabel(source: string | null, year: string | null): string | null {
  if (!source) return year || null;
  return year ? `${source}, ${year}` : source;
}
