/**
 * The Faith & Campus Life block as the institution page shows it: each fact of the profile with its
 * text (null: "Not yet verified") and where it comes from, then what a public standard states for
 * the school's group. Worded on the server: the page ships none of this code.
 */
import { factSourcesOf, ownFactSource, provenanceLine, PUBLIC_STANDARDS, type ProvenanceLine } from "./fact-sources";
import { faithFacts } from "./faith-profile";
import type { Institution } from "./institution.schemas";

export interface FaithBlockFact {
  key: string;
  label: string;
  text: string | null;
  href: string | null;
  sources: ProvenanceLine[];
}

/** The fields a shown fact is made of (chapel with its times a week, the covenant with its topics). */
const FIELDS_OF: Record<string, string[]> = {
  chapel: ["chapel", "chapel_times_per_week"],
  lifestyle_covenant: ["lifestyle_covenant", "covenant_topics"],
};

export function faithBlock(institution: Institution): { facts: FaithBlockFact[]; anyKnown: boolean } {
  const sources = institution.fact_sources.length ? institution.fact_sources : factSourcesOf(institution, []);
  const linesFor = (fields: string[]) => {
    const lines: ProvenanceLine[] = [];
    for (const source of sources.filter((item) => fields.includes(item.field))) {
      const line = provenanceLine(source);
      const same = lines.find(
        (known) => known.link?.href === line.link?.href && known.lead === line.lead && known.tail === line.tail,
      );
      if (!same) lines.push(line);
      else if (line.quote && same.quote !== line.quote)
        same.quote = [same.quote, line.quote].filter(Boolean).join(" … ");
    }
    return lines;
  };
  const facts: FaithBlockFact[] = faithFacts(institution).map(({ key, label, text, href }) => ({
    key,
    label,
    text,
    href: href ?? null,
    sources: text === null ? [] : linesFor(FIELDS_OF[key] ?? [key]),
  }));
  for (const standard of PUBLIC_STANDARDS) {
    const source = sources.find((item) => item.kind === "standard" && item.field === standard.field);
    if (!source) continue;
    facts.push({
      key: standard.field,
      label: standard.label,
      text: source.statement,
      href: null,
      sources: [provenanceLine(source)],
    });
  }
  return { facts, anyKnown: facts.some((fact) => fact.text !== null) };
}

/** The listing facts a school reported (its pages and contact, and any reported description or website). */
const REPORTED_LISTING: { field: string; label: string }[] = [
  { field: "admissions_url", label: "Admissions page" },
  { field: "tuition_url", label: "Tuition page" },
  { field: "contact_email", label: "Contact for this listing" },
  { field: "website", label: "Website" },
  { field: "description", label: "Description" },
];

/** What the school itself reported for its listing, each with its provenance; empty when nothing. */
export function reportedListingFacts(institution: Institution): FaithBlockFact[] {
  return REPORTED_LISTING.flatMap(({ field, label }) => {
    const value = institution[field as keyof Institution] as string | null;
    const source = ownFactSource(institution, field);
    if (!value || !source) return [];
    const isLink = field.endsWith("_url") || field === "website";
    return [
      {
        key: field,
        label,
        text: field === "description" ? "As the school describes itself (above)" : value,
        href: isLink ? value : field === "contact_email" ? `mailto:${value}` : null,
        sources: [provenanceLine(source)],
      },
    ];
  });
}
