/**
 * Reads a representative's update form on the server: `value.<field>` and `source.<field>` for each
 * reported fact (a fact left blank is not proposed), `topics` for the covenant's topics, and
 * `note.<field>` for a correction note on a federal fact. Every value is checked for its kind, every
 * page must be on the school's own domain, every proposed fact needs a source page there; each
 * problem is named by its field.
 */
import {
  BIBLE_CREDITS_MAX,
  CHAPEL_TIMES_MAX,
  CHAPEL_TIMES_MIN,
  isChapelKind,
  isCovenantTopic,
  orderedCovenantTopics,
} from "~/domain/institutions/faith-profile";
import { FEDERAL_FACTS } from "~/domain/institutions/fact-sources";
import { DESCRIPTION_MAX, NOTE_MAX, REPORTABLE_FACTS, type ReportableFact } from "./reportable-facts";
import { isAddressAtDomain, isPageAtDomain } from "./school-domain";

export interface ProposedFact {
  field: string;
  value: string | boolean | number | string[];
  source_url: string;
}

export interface CorrectionNote {
  field: string;
  note: string;
}

export interface ParsedProposal {
  facts: ProposedFact[];
  notes: CorrectionNote[];
  /** A message per form field (`value.chapel`, `source.chapel`, `note.tuition`). */
  errors: Record<string, string>;
}

const URL_MAX = 500;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TAG = /<\s*\/?\s*[a-z!]/i;

type FormValues = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

function readValue(fact: ReportableFact, raw: string, topics: string[], domain: string) {
  const { label } = fact;
  const pageProblem = (address: string) =>
    address.length > URL_MAX
      ? `${label} must be at most ${URL_MAX} characters`
      : isPageAtDomain(address, domain)
        ? null
        : `${label} must be a web address (http:// or https://) on ${domain} or one of its subdomains`;
  switch (fact.kind) {
    case "text":
      if (raw.length > DESCRIPTION_MAX) return { error: `${label} must be at most ${DESCRIPTION_MAX} characters` };
      if (CONTROL.test(raw)) return { error: `${label} must not contain control characters` };
      if (TAG.test(raw)) return { error: `${label} must be plain text, without HTML tags` };
      return { value: raw };
    case "page": {
      const problem = pageProblem(raw);
      return problem ? { error: problem } : { value: raw };
    }
    case "email":
      if (raw.length > 254 || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw)) {
        return { error: `${label} must be an e-mail address` };
      }
      return isAddressAtDomain(raw, domain)
        ? { value: raw.toLowerCase() }
        : { error: `${label} must be an address at ${domain} or one of its subdomains` };
    case "yes_no":
      if (raw === "yes" || raw === "no") return { value: raw === "yes" };
      return { error: `${label} must be yes or no` };
    case "chapel":
      return isChapelKind(raw)
        ? { value: raw }
        : { error: `${label} must be one of: required, credit_based, voluntary, none` };
    case "times":
    case "credits": {
      const [min, max] = fact.kind === "times" ? [CHAPEL_TIMES_MIN, CHAPEL_TIMES_MAX] : [0, BIBLE_CREDITS_MAX];
      return /^\d{1,3}$/.test(raw) && Number(raw) >= min && Number(raw) <= max
        ? { value: Number(raw) }
        : { error: `${label} must be a whole number from ${min} to ${max}` };
    }
    case "topics":
      return topics.every(isCovenantTopic)
        ? { value: orderedCovenantTopics(topics) }
        : {
            error: `${label} must be among: ${topics.filter((topic) => !isCovenantTopic(topic)).join(", ")} is not one`,
          };
  }
}

export function parseProposalForm(form: FormValues, domain: string): ParsedProposal {
  const facts: ProposedFact[] = [];
  const notes: CorrectionNote[] = [];
  const errors: Record<string, string> = {};
  const topicsRaw = form.topics;
  const topics = (Array.isArray(topicsRaw) ? topicsRaw : topicsRaw ? [topicsRaw] : []).map((topic) => topic.trim());
  for (const fact of REPORTABLE_FACTS) {
    const raw = fact.kind === "topics" ? topics.join(",") : single(form[`value.${fact.field}`]);
    const source = single(form[`source.${fact.field}`]);
    if (!raw) {
      if (source)
        errors[`value.${fact.field}`] = `${fact.label}: give the value this source states, or leave both empty`;
      continue;
    }
    const read = readValue(fact, raw, topics, domain);
    if ("error" in read) {
      errors[`value.${fact.field}`] = read.error!;
      continue;
    }
    if (!source) {
      errors[`source.${fact.field}`] = `${fact.label}: a source page on the school's own site is required`;
      continue;
    }
    if (source.length > URL_MAX || !isPageAtDomain(source, domain)) {
      errors[`source.${fact.field}`] =
        `${fact.label}: the source must be a web address (http:// or https://) on ${domain} or one of its subdomains`;
      continue;
    }
    facts.push({ field: fact.field, value: read.value!, source_url: source });
  }
  for (const { field, label } of FEDERAL_FACTS) {
    const note = single(form[`note.${field}`]);
    if (!note) continue;
    if (note.length > NOTE_MAX) errors[`note.${field}`] = `${label}: the note must be at most ${NOTE_MAX} characters`;
    else if (CONTROL.test(note)) errors[`note.${field}`] = `${label}: the note must not contain control characters`;
    else if (TAG.test(note)) errors[`note.${field}`] = `${label}: the note must be plain text, without HTML tags`;
    else notes.push({ field, note });
  }
  const known = new Set([
    "topics",
    ...REPORTABLE_FACTS.flatMap((fact) => [`value.${fact.field}`, `source.${fact.field}`]),
    ...FEDERAL_FACTS.map(({ field }) => `note.${field}`),
  ]);
  const unknown = Object.keys(form).filter((key) => !known.has(key));
  if (unknown.length) errors._ = `Unknown fields: ${unknown.slice(0, 5).join(", ")}`;
  if (!facts.length && !notes.length && !Object.keys(errors).length) {
    errors._ = "Give at least one fact with its source, or a correction note";
  }
  return { facts, notes, errors };
}
