/**
 * Where each fact of a school comes from and how old it is. A fact has its own provenance when the
 * school's own page states it (the seed's extract, with a quote) or the school reported it and an
 * administrator approved it; a faith fact an administrator typed in takes the profile's source and
 * date; a group's public standard (ABHE, CCCU) stands for a fact until the school reports its own;
 * the federal facts name their file. One list serves the page, compare and the JSON API.
 */
import { isPageAtDomain, schoolDomainOf } from "~/domain/schools/school-domain";
import { ASSOCIATION_IMPLIES } from "./associations";
import { PROFILE_FACT_FIELDS, verifiedDateLabel } from "./faith-profile";
import type { Institution } from "./institution.schemas";
import { SEMINARY_DEGREES, type SeminaryDegree } from "./seminary-degrees";

export const FACT_SOURCE_KINDS = [
  "school_site",
  "authority_site",
  "school_reported",
  "standard",
  "administrator",
  "federal_file",
] as const;
export type FactSourceKind = (typeof FACT_SOURCE_KINDS)[number];

/** One fact's provenance as the API gives it and the page words it. */
export interface FactSource {
  /** The public field name ("chapel"), or a standard's own key ("bible_core", "christian_hiring"). */
  field: string;
  kind: FactSourceKind;
  /** Who says so: "Stated on the school's site", "Reported by the school", "ABHE accreditation standard", ... */
  label: string;
  source_url: string | null;
  /** At most 200 characters of the source that state the value. */
  quote: string | null;
  /** The directory's English translation of a quote in another language; null otherwise. */
  quote_english: string | null;
  /** The day the source was read, reviewed or verified (YYYY-MM-DD), or its year; null when unknown. */
  date: string | null;
  /** What a standard states, in the directory's words (standards only). */
  statement: string | null;
}

/** A provenance row of `institution_fact_sources`. */
export interface StoredFactSource {
  field: string;
  kind: "school_site" | "authority_site" | "school_reported";
  source_url: string;
  quote: string | null;
  quote_english: string | null;
  observed_on: string;
}

export const FACT_SOURCE_LABELS: Record<FactSourceKind, string> = {
  school_site: "Stated on the school's site",
  authority_site: "Stated on the recognising body's site",
  school_reported: "Reported by the school",
  standard: "Public standard",
  administrator: "Checked by the directory",
  federal_file: "Federal data",
};

/** What the date of each kind of source means, as the page words it ("read 27 November 2026"). */
const DATE_VERBS: Record<FactSourceKind, string> = {
  school_site: "read",
  authority_site: "read",
  school_reported: "reviewed",
  standard: "read",
  administrator: "verified",
  federal_file: "data year",
};

interface PublicStandard {
  field: string;
  label: string;
  statement: string;
  source: string;
  url: string | null;
  quote: string | null;
  date: string | null;
  /** Whether the standard applies to this school. */
  applies: (institution: SchoolFacts) => boolean;
  /** A field whose own value, once known, replaces the standard. */
  replacedBy?: keyof SchoolFacts;
}

type SchoolFacts = Omit<Institution, "fact_sources">;

const ABHE_ACCREDITOR = /biblical higher education/i;

/**
 * What a public standard states for a whole group of schools. ABHE: its page on the schools it
 * accredits (read on the association's site); CCCU: the association's own statement of what
 * membership means, dated by the member list that names the school.
 */
export const PUBLIC_STANDARDS: readonly PublicStandard[] = [
  {
    field: "bible_core",
    label: "Bible and theology core",
    statement: "Every undergraduate programme includes a core of biblical and theological studies.",
    source: "ABHE accreditation standard",
    url: "http://abhe.org/pages/NAV-ABHEFacts.html",
    quote:
      "Each undergraduate institution or program that is accredited by the Association consists of biblical/theological studies, general studies, and professional studies.",
    date: "2026-11-27",
    applies: (i) => (i.accreditor !== null && ABHE_ACCREDITOR.test(i.accreditor)) || i.associations.includes("ABHE"),
    replacedBy: "bible_credits_required",
  },
  {
    field: "christian_hiring",
    label: "Christian hiring",
    statement: ASSOCIATION_IMPLIES.CCCU!,
    source: "CCCU membership (the CCCU's member list)",
    url: null,
    quote: null,
    date: null,
    applies: (i) => i.associations.includes("CCCU"),
  },
];

/** The facts a representative may report, by field: what the page and the review call them. */
export const DEGREE_ONLINE_FIELDS = SEMINARY_DEGREES.map((degree) => `degree_${degree}_online` as const);

/** The value of a public field of the school (degree fields from the nested degrees). */
export function fieldValue(institution: SchoolFacts, field: string): unknown {
  const degree = /^degree_(\w+?)(_online)?$/.exec(field);
  if (degree && (SEMINARY_DEGREES as readonly string[]).includes(degree[1]!)) {
    const facts = institution.seminary_degrees[degree[1] as SeminaryDegree];
    return degree[2] ? facts.online : facts.offered;
  }
  return (institution as unknown as Record<string, unknown>)[field] ?? null;
}

const hasValue = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && !value.length);

/** The federal facts a school cannot edit (a representative may send a correction note). */
export const FEDERAL_FACTS = [
  { field: "institution_name", label: "Name" },
  { field: "city", label: "City" },
  { field: "institution_type", label: "Type" },
  { field: "denomination_detail", label: "Religious affiliation" },
  { field: "accreditation_status", label: "Accreditation status" },
  { field: "accreditor", label: "Accreditor" },
  { field: "student_body_size", label: "Student body size" },
  { field: "tuition", label: "Tuition and fees" },
  { field: "founded_year", label: "Founded" },
] as const;
export type FederalFact = (typeof FEDERAL_FACTS)[number]["field"];

/** Every fact of the school that has a value, with where it comes from. */
export function factSourcesOf(institution: SchoolFacts, stored: readonly StoredFactSource[]): FactSource[] {
  const sources: FactSource[] = [];
  const own = new Set<string>();
  for (const row of stored) {
    if (!hasValue(fieldValue(institution, row.field))) continue;
    own.add(row.field);
    sources.push({
      field: row.field,
      kind: row.kind,
      label: FACT_SOURCE_LABELS[row.kind],
      source_url: row.source_url,
      quote: row.quote,
      quote_english: row.quote_english,
      date: row.observed_on,
      statement: null,
    });
  }
  if (institution.faith_profile_source_url) {
    for (const field of PROFILE_FACT_FIELDS) {
      if (own.has(field) || !hasValue(institution[field])) continue;
      sources.push({
        field,
        kind: "administrator",
        label: FACT_SOURCE_LABELS.administrator,
        source_url: institution.faith_profile_source_url,
        quote: null,
        quote_english: null,
        date: institution.faith_profile_verified_on,
        statement: null,
      });
    }
  }
  for (const standard of PUBLIC_STANDARDS) {
    if (!standard.applies(institution)) continue;
    if (standard.replacedBy && hasValue(institution[standard.replacedBy])) continue;
    sources.push({
      field: standard.field,
      kind: "standard",
      label: standard.source,
      source_url: standard.url,
      quote: standard.quote,
      quote_english: null,
      date:
        standard.date ?? (institution.associations_source_year ? String(institution.associations_source_year) : null),
      statement: standard.statement,
    });
  }
  if (institution.data_source) {
    for (const { field } of FEDERAL_FACTS) {
      if (own.has(field) || !hasValue(fieldValue(institution, field))) continue;
      const founded = field === "founded_year";
      // A founding year read from a page of the school's own site is stated there, with its words.
      const domain = schoolDomainOf(institution.website);
      const page =
        founded && institution.founded_source_url && institution.founded_quote && domain
          ? isPageAtDomain(institution.founded_source_url, domain)
          : false;
      sources.push({
        field,
        kind: page
          ? "school_site"
          : founded && institution.founded_source === "Administrator"
            ? "administrator"
            : "federal_file",
        label: page
          ? FACT_SOURCE_LABELS.school_site
          : founded
            ? (institution.founded_source ?? institution.data_source)
            : institution.data_source,
        source_url: page ? institution.founded_source_url : null,
        quote: page ? institution.founded_quote : null,
        quote_english: null,
        date: founded
          ? institution.founded_source_year
            ? String(institution.founded_source_year)
            : null
          : field === "tuition"
            ? institution.tuition_year
            : null,
        statement: null,
      });
    }
  }
  return sources;
}

/**
 * The fact's own provenance, when a page states it or the school reported it (the stored kinds),
 * rather than a standard, the profile's administrator or the federal file that names it.
 */
export function ownFactSource(institution: { fact_sources: readonly FactSource[] }, field: string): FactSource | null {
  return (
    institution.fact_sources.find(
      (source) =>
        source.field === field &&
        (source.kind === "school_site" || source.kind === "authority_site" || source.kind === "school_reported"),
    ) ?? null
  );
}

/** The host a source link reads as ("www.wheaton.edu"). */
export function sourceHost(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** The provenance as one line of words: "Stated on the school's site (www.x.edu), read 27 November 2026". */
export interface ProvenanceLine {
  lead: string;
  link: { href: string; text: string } | null;
  tail: string;
  quote: string | null;
  /** The directory's English translation of the quote, when it is in another language. */
  translation: string | null;
}

export function provenanceLine(source: FactSource): ProvenanceLine {
  const isDay = source.date !== null && /^\d{4}-\d{2}-\d{2}$/.test(source.date);
  return {
    lead: source.label,
    link: source.source_url ? { href: source.source_url, text: sourceHost(source.source_url) } : null,
    tail: !source.date
      ? ""
      : isDay
        ? `${DATE_VERBS[source.kind]} ${verifiedDateLabel(source.date)}`
        : `as of ${source.date}`,
    quote: source.quote,
    translation: source.quote_english,
  };
}

/** The provenance line as plain words: "Stated on the school's site (www.x.edu), read 27 November 2026". */
export function provenanceText(line: ProvenanceLine): string {
  return [line.lead, line.link ? ` (${line.link.text})` : "", line.tail ? `, ${line.tail}` : ""].join("");
}
