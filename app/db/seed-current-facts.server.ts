/**
 * The seed's current facts (data/seed/institution-facts.csv, built by scripts/build-seed.ts): each
 * fact the directory holds from several sources, with the value of its newest source, that
 * source and its year (current-facts.ts). Applied as a batch keyed by a digest of the values, so a
 * new release is applied once: it fills the rows that exist, by IPEDS id, together with what the
 * seed derives from the facts (the tuition range, the accreditation status, the campus type and
 * the description).
 *
 * An administrator's edit of a fact stays until the seed brings a value from a source of a later
 * year than the edit; that value then replaces it, and the fact is no longer counted as edited.
 * What the seed derives is left alone where an administrator edited it (edited_fields).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, isNotNull } from "drizzle-orm";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";
import {
  CURRENT_FACTS,
  FACT_COLUMNS,
  replacesEdit,
  type CURRENT_FACT_SEED_COLUMNS,
  type CurrentFact,
} from "./current-facts";
import { institutions } from "./schema/institutions";
import type { SEED_COLUMNS } from "./seed-format";

type FactColumns = Record<(typeof CURRENT_FACT_SEED_COLUMNS)[number], string>;
type InstitutionSeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

/** One school's facts, and what the seed derives from them. */
export interface CurrentFactSeedRow extends FactColumns {
  tuition_range: string;
  accreditation_status: string;
  campus_type: string;
  description: string;
}

/** The facts of data/seed/institution-facts.csv, with the derived fields of the same school's seed row. */
export function readCurrentFactSeed(institutionSeed: InstitutionSeedRow[]): CurrentFactSeedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/institution-facts.csv");
  const facts = parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as FactColumns[];
  const seedRows = new Map(institutionSeed.filter((row) => row.source_id).map((row) => [row.source_id, row]));
  return facts.flatMap((fact) => {
    const row = seedRows.get(fact.source_id);
    if (!row) return [];
    return [
      {
        ...fact,
        tuition_range: row.tuition_range,
        accreditation_status: row.accreditation_status,
        campus_type: row.campus_type,
        description: row.description,
      },
    ];
  });
}

type Row = typeof institutions.$inferSelect;
type Values = Partial<typeof institutions.$inferInsert>;

const text = (value: string) => (value === "" ? null : value);
const int = (value: string) => (value === "" ? null : Math.round(Number(value)));
const bool = (value: string) => (value === "" ? null : value === "true");

/** How each fact's value is read from the seed file. */
const READ: Record<CurrentFact, (value: string) => string | number | boolean | null> = {
  tuition: int,
  tuition_out_of_state: int,
  accreditor: text,
  student_body_size: int,
  online_programs: bool,
  financial_aid_available: bool,
};

/**
 * What the seed derives from a fact (the tuition range, the accreditation status, the campus
 * type), by its edited_fields name and column: it follows the fact unless an administrator edited it.
 */
const DERIVED: Partial<Record<CurrentFact, [field: keyof CurrentFactSeedRow, column: keyof Values]>> = {
  tuition: ["tuition_range", "tuitionRange"],
  accreditor: ["accreditation_status", "accreditationStatus"],
  online_programs: ["campus_type", "campusType"],
};

/** The columns the seed row gives one school, and the edited facts that the seed now replaces. */
export function currentFactChanges(seed: CurrentFactSeedRow, row: Row): { values: Values; released: CurrentFact[] } {
  const edited = new Set(row.editedFields);
  const released: CurrentFact[] = [];
  const values: Record<string, unknown> = {};
  for (const fact of CURRENT_FACTS) {
    const [value, source, year] = FACT_COLUMNS[fact];
    if (edited.has(fact)) {
      // The administrator's value stays unless the seed's source is of a later year than the edit.
      if (!replacesEdit(text(seed[`${fact}_year`]), row[year], row.updatedAt)) continue;
      released.push(fact);
    }
    values[value] = READ[fact](seed[fact]);
    values[source] = text(seed[`${fact}_source`]);
    values[year] = text(seed[`${fact}_year`]);
    if (fact === "student_body_size") values.studentBodySizeMeasure = text(seed.student_body_size_measure);
    const derived = DERIVED[fact];
    if (derived && !edited.has(derived[0])) values[derived[1]] = text(seed[derived[0]]);
  }
  if (!edited.has("description")) values.description = text(seed.description);
  // Only what differs from the row: an unchanged school keeps its "last updated" date.
  for (const key of Object.keys(values)) {
    if (values[key] === row[key as keyof Row]) delete values[key];
  }
  return { values: values as Values, released };
}

/** Writes the seed's current facts into the rows that exist; returns how many rows changed. */
export async function applyCurrentFactSeed(tx: Transaction, seed: CurrentFactSeedRow[]) {
  const rows = await tx.select().from(institutions).where(isNotNull(institutions.sourceId));
  const bySourceId = new Map(rows.map((row) => [String(row.sourceId), row]));
  let updated = 0;
  for (const fact of seed) {
    const row = bySourceId.get(fact.source_id);
    if (!row) continue;
    const { values, released } = currentFactChanges(fact, row);
    if (!Object.keys(values).length && !released.length) continue;
    const editedFields = row.editedFields.filter((field) => !(released as string[]).includes(field));
    await tx
      .update(institutions)
      .set({ ...values, editedFields, updatedAt: new Date() })
      .where(eq(institutions.id, row.id));
    updated += 1;
  }
  return updated;
}
