/**
 * The facts a comparison shows, in order: one list for the compare page and GET /api/compare, so a
 * new decision fact is added here and nowhere else. A getter answers null when the school does not
 * report the fact (shown as 'Not reported'), and may name the value's source or year.
 */
import { NO_ACCREDITOR } from "~/domain/institutions/accreditor-types";
import { ASSOCIATION_IMPLIES, associationsLabel } from "~/domain/institutions/associations";
import {
  affirmationSummary,
  faithFacts,
  NOT_YET_VERIFIED,
  verifiedDateLabel,
} from "~/domain/institutions/faith-profile";
import { ownFactSource, provenanceLine, provenanceText } from "~/domain/institutions/fact-sources";
import { availabilityText } from "~/domain/institutions/current-fact-labels";
import { IPEDS_DIRECTORY_SOURCE } from "~/db/current-facts";
import { denominationLabel, foundedLabel } from "~/domain/institutions/institution-labels";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { MEASURE_INFO, OUTCOME_MEASURES, sourceLabel, type OutcomeMeasure } from "~/domain/outcomes/outcome-measures";
import type { InstitutionOutcomes } from "~/domain/outcomes/outcomes.schemas";
import {
  degreeOnlineField,
  degreesSourceLabel,
  offeredDegreesSummary,
  offeredFromCompletions,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREES,
  type AwardedPrograms,
} from "~/domain/institutions/seminary-degrees";
import { COMPLETIONS_SOURCE } from "~/domain/programs/program-sources";
import { milesBetween } from "~/domain/places/places.server";
import { formatDate, formatDistance, formatLocation, formatMoney } from "~/lib/format";
import type { CompareGroup } from "./compare-options";
import { NOT_REPORTED, type CompareCell, type CompareRow } from "./compare.schemas";

/** A value, a value with a note, a missing value with the source's reason, or null (not reported). */
type Value = string | { text: string; note: string | null } | { missing: string } | null;

/** A place distances are measured from. */
export interface CompareOrigin {
  label: string;
  latitude: number;
  longitude: number;
}

interface CompareRowDefinition {
  key: string;
  label: string;
  group: CompareGroup;
  /** Rows that answer only for a place (distance) are left out without one. */
  needsOrigin?: boolean;
  /** What a school without the fact shows (default: 'Not reported'). */
  missing?: string;
  value: (institution: Institution, context: CompareContext) => Value;
}

/** What a row may need beyond the school: the place, and the school's cost and outcome figures. */
interface CompareContext {
  origin: CompareOrigin | null;
  outcomes: InstitutionOutcomes | null;
  /** What the completions show of the school's seminary pathways (null: it reports none). */
  awarded: AwardedPrograms;
}

const text = (value: string | null | undefined) => value?.trim() || null;
/** A yes-or-no fact with its source and year; null: not reported. */
const availability = (value: boolean | null, source: string | null, year: string | null): Value =>
  value === null ? null : { text: availabilityText(value), note: sourceLabel(source, year) };
/**
 * A College Scorecard figure with its source and year and the national median in the note, or
 * why there is none (not reported, privacy-suppressed, not applicable).
 */
function outcomeValue(outcomes: InstitutionOutcomes | null, measure: OutcomeMeasure): Value {
  const figure = outcomes?.figures.find((candidate) => candidate.measure === measure);
  if (!figure) return null;
  if (figure.status !== "reported") return { missing: figure.display };
  const median = figure.national_median ? `national median ${figure.national_median.display}` : null;
  return {
    text: figure.display,
    note: [sourceLabel(figure.source, figure.source_year), median].filter(Boolean).join("; "),
  };
}

/** Long prose would stretch a column past reading; the institution page has the whole text. */
const KEY_PROGRAMS_LENGTH = 240;

/** Where a fact comes from, in one line ("Stated on the school's site (www.x.edu), read 27 November 2026"). */
function provenanceNote(institution: Institution, fields: string[]): string | null {
  const lines = institution.fact_sources
    .filter((source) => fields.includes(source.field))
    .map((source) => provenanceText(provenanceLine(source)));
  return [...new Set(lines)].join("; ") || null;
}

/** A fact of the faith and campus-life profile, as the institution page words it, with its provenance. */
function faithFact(institution: Institution, key: string, fields: string[] = [key]): Value {
  const fact = faithFacts(institution).find((candidate) => candidate.key === key)?.text ?? null;
  return fact === null ? null : { text: fact, note: provenanceNote(institution, fields) };
}

const FAITH_ROWS: readonly CompareRowDefinition[] = (
  [
    {
      key: "faith_statement_url",
      label: "Statement of faith",
      value: (i) => (i.faith_statement_url ? { text: "Published", note: i.faith_statement_url } : null),
    },
    {
      key: "faith_affirmed_by",
      label: "Who must affirm it",
      value: (i) => {
        const summary = affirmationSummary(i);
        const fields = ["students", "faculty", "staff", "board"].map((group) => `faith_affirmed_by_${group}`);
        return summary === null ? null : { text: summary, note: provenanceNote(i, fields) };
      },
    },
    { key: "chapel", label: "Chapel", value: (i) => faithFact(i, "chapel", ["chapel", "chapel_times_per_week"]) },
    {
      key: "lifestyle_covenant",
      label: "Lifestyle covenant",
      value: (i) => faithFact(i, "lifestyle_covenant", ["lifestyle_covenant", "covenant_topics"]),
    },
    {
      key: "bible_credits_required",
      label: "Required Bible or theology credits",
      value: (i) => faithFact(i, "bible_credits_required"),
    },
    {
      key: "pastor_reference_required",
      label: "Pastor's reference for admission",
      value: (i) => faithFact(i, "pastor_reference_required"),
    },
    {
      key: "faith_profile_verified_on",
      label: "Profile verified",
      value: (i) =>
        i.faith_profile_verified_on
          ? { text: verifiedDateLabel(i.faith_profile_verified_on)!, note: i.faith_profile_source_url }
          : null,
    },
  ] satisfies Omit<CompareRowDefinition, "group">[]
).map((row) => ({ ...row, group: "Faith and campus life" as const, missing: NOT_YET_VERIFIED }));

export const COMPARE_ROWS: readonly CompareRowDefinition[] = [
  { key: "institution_type", label: "Type", group: "Overview", value: (i) => i.institution_type },
  {
    key: "denomination",
    label: "Denomination",
    group: "Overview",
    value: (i) => text(denominationLabel(i)),
  },
  {
    key: "christian_tradition",
    label: "Christian tradition",
    group: "Overview",
    value: (i) => text(i.christian_tradition),
  },
  {
    key: "founded_year",
    label: "Founded",
    group: "Overview",
    value: (i) => foundedLabel(i),
  },
  {
    key: "campus_setting",
    label: "Setting",
    group: "Overview",
    value: (i) => {
      const setting = text(i.campus_setting);
      return (
        setting && { text: setting, note: sourceLabel(IPEDS_DIRECTORY_SOURCE.source, IPEDS_DIRECTORY_SOURCE.year) }
      );
    },
  },
  { key: "campus_type", label: "Campus type", group: "Overview", value: (i) => text(i.campus_type) },
  {
    key: "student_body_size",
    label: "Enrollment",
    group: "Overview",
    value: (i) =>
      i.student_body_size_display && {
        text: i.student_body_size_display,
        note: sourceLabel(i.student_body_size_source, i.student_body_size_year),
      },
  },
  {
    // The in-state figure of the cost section too: one row for the one fact.
    key: "tuition",
    label: "Tuition and fees, in-state",
    group: "Cost and aid",
    value: (i) =>
      i.tuition != null ? { text: formatMoney(i.tuition), note: sourceLabel(i.tuition_source, i.tuition_year) } : null,
  },
  {
    // The range the tuition figure falls in: that figure's source and year are the range's.
    key: "tuition_range",
    label: "Tuition range",
    group: "Cost and aid",
    value: (i) => {
      const range = text(i.tuition_range);
      return range && { text: range, note: i.tuition == null ? null : sourceLabel(i.tuition_source, i.tuition_year) };
    },
  },
  {
    key: "financial_aid_available",
    label: "Federal financial aid",
    group: "Cost and aid",
    value: (i) =>
      availability(i.financial_aid_available, i.financial_aid_available_source, i.financial_aid_available_year),
  },
  ...OUTCOME_MEASURES.filter((measure) => measure !== "tuition_in_state").map((measure): CompareRowDefinition => ({
    key: measure,
    label: MEASURE_INFO[measure].label,
    group: "Cost and outcomes",
    value: (_i, { outcomes }) => outcomeValue(outcomes, measure),
  })),
  { key: "highest_degree", label: "Highest degree", group: "Academics", value: (i) => text(i.highest_degree) },
  {
    key: "online_programs",
    label: "Online programs",
    group: "Academics",
    value: (i) => availability(i.online_programs, i.online_programs_source, i.online_programs_year),
  },
  {
    key: "seminary_degrees",
    label: "Seminary degrees (MDiv, MA, ThM, DMin, PhD/ThD)",
    group: "Academics",
    value: (i, { awarded }) => {
      const summary = offeredDegreesSummary(i.seminary_degrees, awarded);
      if (!summary) return null;
      const sources = [
        degreesSourceLabel(i),
        ...SEMINARY_DEGREES.map((degree) => {
          const online = i.seminary_degrees[degree].online;
          const source = online === null ? null : provenanceNote(i, [degreeOnlineField(degree)]);
          const label = `${SEMINARY_DEGREE_LABELS[degree]} ${online ? "fully online" : "not fully online"}`;
          return source && `${label}: ${source}`;
        }),
        offeredFromCompletions(i.seminary_degrees, awarded) &&
          `${COMPLETIONS_SOURCE.name}, ${COMPLETIONS_SOURCE.years} (awarded at least once)`,
      ].filter(Boolean);
      return { text: summary, note: sources.join("; ") || null };
    },
  },
  {
    key: "key_programs",
    label: "Key programs",
    group: "Academics",
    value: (i) => {
      const programs = text(i.key_programs)?.replace(/\s+/g, " ");
      if (!programs) return null;
      return programs.length > KEY_PROGRAMS_LENGTH
        ? `${programs.slice(0, KEY_PROGRAMS_LENGTH - 1).trimEnd()}…`
        : programs;
    },
  },
  {
    key: "accreditation_status",
    label: "Status",
    group: "Accreditation",
    value: (i) => text(i.accreditation_status),
  },
  {
    key: "accreditor",
    label: "Accreditor",
    group: "Accreditation",
    value: (i) => {
      const name = text(i.accreditor);
      const page = ownFactSource(i, "accreditor");
      return (
        name && {
          text: name,
          note: page ? provenanceNote(i, ["accreditor"]) : sourceLabel(i.accreditor_source, i.accreditor_year),
        }
      );
    },
  },
  {
    key: "accreditor_type",
    label: "Accreditor type",
    group: "Accreditation",
    // No accreditor named is a missing fact; a name the directory has not placed yet has no type.
    value: (i) => (i.accreditor_type === NO_ACCREDITOR ? null : (i.accreditor_type ?? { missing: NOT_YET_VERIFIED })),
  },
  {
    key: "associations",
    label: "Associations",
    group: "Accreditation",
    value: (i) => {
      const label = associationsLabel(i);
      if (!label) return null;
      const implied = i.associations.flatMap((association) => ASSOCIATION_IMPLIES[association] ?? []);
      return { text: label, note: implied.join(" ") || null };
    },
  },
  ...FAITH_ROWS,
  {
    key: "location",
    label: "City and region",
    group: "Location",
    value: (i) => formatLocation(i) || i.country,
  },
  { key: "country", label: "Country", group: "Location", value: (i) => i.country },
  {
    key: "distance",
    label: "Distance",
    group: "Location",
    needsOrigin: true,
    value: (i, { origin }) =>
      origin && i.latitude !== null && i.longitude !== null
        ? {
            text: formatDistance(milesBetween(origin, { latitude: i.latitude, longitude: i.longitude })),
            note: `from ${origin.label}`,
          }
        : null,
  },
  { key: "data_source", label: "Source", group: "Data", value: (i) => text(i.data_source) },
  { key: "updated_at", label: "Last updated", group: "Data", value: (i) => formatDate(i.updated_at) },
];

function toCell(value: Value, missing = NOT_REPORTED): CompareCell {
  if (value === null) return { text: missing, reported: false, note: null };
  if (typeof value === "string") return { text: value, reported: true, note: null };
  if ("missing" in value) return { text: value.missing, reported: false, note: null };
  return { text: value.text, reported: true, note: value.note };
}

/**
 * Every row for these schools (in their order), each saying whether the schools differ; `outcomes`
 * holds each school's cost and outcome figures by id (none: not reported).
 */
export function buildCompareRows(
  schools: readonly Institution[],
  origin: CompareOrigin | null = null,
  outcomes: ReadonlyMap<number, InstitutionOutcomes | null> = new Map(),
  awarded: ReadonlyMap<number, AwardedPrograms> = new Map(),
): CompareRow[] {
  return COMPARE_ROWS.filter((row) => origin || !row.needsOrigin).map(({ key, label, group, value, missing }) => {
    const cells = schools.map((school) =>
      toCell(
        value(school, { origin, outcomes: outcomes.get(school.id) ?? null, awarded: awarded.get(school.id) ?? null }),
        missing,
      ),
    );
    const shown = new Set(cells.map((cell) => `${cell.text}\u0000${cell.note ?? ""}`));
    return { key, label, group, cells, differs: shown.size > 1 };
  });
}
