/**
 * The public body that recognises each school abroad (data/sources/world-recognition, see its
 * README), made into data/seed/recognition.csv: the `stated` rows whose body is civil (a ministry,
 * a state or province, a national accreditation or quality agency) and whose school is a row of the
 * seed abroad, each with the page, its quote and the day it was read. The name shown is the
 * extract's `accreditor`; every name must have its type in accreditor-types.ts. Pure functions, so
 * the seed build and its test share them.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { RECOGNITION_SEED_COLUMNS, type RecognitionSeedRow } from "../app/db/seed-format";
import { accreditorType } from "../app/domain/institutions/accreditor-types";
import { FACT_SOURCE_LABELS, sourceHost } from "../app/domain/institutions/fact-sources";
import { UNVERIFIED_SENTENCE } from "./world-list";
import { checkEvidence } from "./extract-evidence";

export const recognitionExtract = path.resolve(
  import.meta.dirname,
  "../data/sources/world-recognition/recognition.csv",
);
const output = path.resolve(import.meta.dirname, "../data/seed/recognition.csv");

export type RecognitionExtractRow = Record<
  | "slug"
  | "status"
  | "accreditor"
  | "body_kind"
  | "evidence_url"
  | "evidence_source"
  | "evidence_quote"
  | "quote_english"
  | "read_on",
  string
>;

export function readRecognitionExtract(): RecognitionExtractRow[] {
  return parse(readFileSync(recognitionExtract), { columns: true, skip_empty_lines: true }) as RecognitionExtractRow[];
}

/** The seed's rows: stated, civil, of a school abroad the seed lists; a row that breaks a rule throws. */
export function recognitionRows(extract: readonly RecognitionExtractRow[], abroad: ReadonlySet<string>) {
  const rows: RecognitionSeedRow[] = [];
  for (const row of extract) {
    if (row.status !== "stated" || row.body_kind === "church" || !abroad.has(row.slug)) continue;
    const where = `${row.slug}: `;
    if (!row.accreditor.trim()) throw new Error(`${where}a stated row needs the body's name (accreditor)`);
    if (accreditorType(row.accreditor) !== "National recognition (outside the U.S.)") {
      throw new Error(`${where}"${row.accreditor}" has no type in accreditor-types.ts`);
    }
    checkEvidence(where, { url: row.evidence_url, quote: row.evidence_quote, readOn: row.read_on });
    const kind = row.evidence_source === "authority" ? "authority_site" : "school_site";
    if (row.evidence_source !== "authority" && row.evidence_source !== "school_site") {
      throw new Error(`${where}evidence_source must be school_site or authority`);
    }
    rows.push({
      slug: row.slug,
      accreditor: row.accreditor,
      accreditation_status: "Accredited Institution",
      accreditor_source: `${FACT_SOURCE_LABELS[kind]} (${sourceHost(row.evidence_url)})`,
      accreditor_year: row.read_on.slice(0, 4),
      kind,
      source_url: row.evidence_url,
      quote: row.evidence_quote,
      quote_english: row.quote_english.trim(),
      read_on: row.read_on,
    });
  }
  return rows;
}

/** A row abroad's description once a page states the body that recognises it. */
export function describeRecognised(description: string, accreditor: string): string {
  return description.replace(
    `${UNVERIFIED_SENTENCE}.`,
    `It is recognised by the ${accreditor}. Its enrolment and programs have not yet been verified by our editors.`,
  );
}

/** Writes data/seed/recognition.csv for the seed's rows abroad; returns its rows. */
export function writeRecognitionSeed(abroad: ReadonlySet<string>): RecognitionSeedRow[] {
  const rows = recognitionRows(readRecognitionExtract(), abroad);
  writeFileSync(output, stringify(rows, { header: true, columns: [...RECOGNITION_SEED_COLUMNS] }));
  return rows;
}
