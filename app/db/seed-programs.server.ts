/**
 * The programs of the U.S. schools (IPEDS Completions), the CIP 2020 titles, earnings and debt by
 * field (College Scorecard Field of Study) and the undergraduate fields offered fully online
 * (College Scorecard 2023-24), read from the extracts in data/sources/programs/ (their README
 * gives the origin). The extracts cover more schools than the directory lists; the rows of the
 * schools that exist are loaded, by IPEDS id.
 *
 * Applied as a batch keyed by a digest of the files and of the IPEDS ids present, so a new release
 * of the files, or a school joining or leaving, loads them again; each load replaces the tables'
 * rows as a whole (nobody edits them by hand).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { sql, type SQL } from "drizzle-orm";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";

const FILES = {
  completions: "ipeds-completions-2020-2024.csv",
  cip: "cip-2020.csv",
  fieldOutcomes: "scorecard-field-of-study-2026.csv",
  fullyOnline: "scorecard-2023-24-fully-online.csv",
} as const;
type FileKey = keyof typeof FILES;

/** The years of the completions file, one column each: graduates_2020 ... graduates_2024. */
export const PROGRAM_SEED_YEARS = [2020, 2021, 2022, 2023, 2024] as const;

type Row = Record<string, string>;
export type ProgramSeed = Record<FileKey, Buffer>;

export function readProgramSeed(): ProgramSeed {
  const dir = path.join(findProjectRoot(), "data/sources/programs");
  return Object.fromEntries(
    Object.entries(FILES).map(([key, file]) => [key, readFileSync(path.join(dir, file))]),
  ) as ProgramSeed;
}

/** The batch's key: the files' bytes and the schools present (their IPEDS ids). */
export async function programSeedKey(tx: Transaction, seed: ProgramSeed): Promise<string> {
  const hash = createHash("sha256");
  for (const key of Object.keys(FILES) as FileKey[]) hash.update(seed[key]);
  const { rows } = await tx.execute<{ ids: string | null }>(
    sql`select string_agg(source_id::text, ',' order by source_id) as ids from institutions where source_id is not null`,
  );
  hash.update(rows[0]?.ids ?? "");
  return `seed:programs:${hash.digest("hex").slice(0, 16)}`;
}

const rowsOf = (file: Buffer) => parse(file, { columns: true, skip_empty_lines: true }) as Row[];
// One array parameter per column (node-postgres writes a JavaScript array as a PostgreSQL array).
const texts = (rows: Row[], name: string) => sql`${sql.param(rows.map((row) => row[name]!))}::text[]`;
const numbers = (rows: Row[], name: string) =>
  sql`${sql.param(rows.map((row) => (row[name] ? Number(row[name]) : null)))}::int[]`;

/**
 * Replaces a table's rows with the extract's rows of the schools that exist (joined on the IPEDS
 * id in the extract's `unitid` column), in one statement.
 */
async function replaceSchoolRows(tx: Transaction, table: string, rows: Row[], columns: [string, SQL][]) {
  await tx.execute(sql`delete from ${sql.identifier(table)}`);
  const names = sql.raw(columns.map(([name]) => name).join(", "));
  const values = sql.raw(columns.map(([name]) => `v.${name}`).join(", "));
  const arrays = sql.join(
    columns.map(([, array]) => array),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into ${sql.identifier(table)} (institution_id, ${names})
    select i.id, ${values}
      from unnest(${numbers(rows, "unitid")}, ${arrays}) as v(unitid, ${names})
      join institutions i on i.source_id = v.unitid`);
  return result.rowCount ?? 0;
}

/** Loads every table from the extracts; answers how many program rows it loaded. */
export async function applyProgramSeed(tx: Transaction, seed: ProgramSeed): Promise<number> {
  const cip = rowsOf(seed.cip);
  await tx.execute(sql`delete from cip_codes`);
  await tx.execute(sql`
    insert into cip_codes (code, title, definition)
    select code, title, nullif(definition, '')
      from unnest(${texts(cip, "code")}, ${texts(cip, "title")}, ${texts(cip, "definition")}) as v(code, title, definition)`);

  const completions = rowsOf(seed.completions);
  const programs = await replaceSchoolRows(tx, "institution_programs", completions, [
    ["cip", texts(completions, "cipcode")],
    ["award_level", numbers(completions, "awlevel")],
    ...PROGRAM_SEED_YEARS.map((year): [string, SQL] => [
      `graduates_${year}`,
      numbers(completions, `graduates_${year}`),
    ]),
  ]);

  const outcomes = rowsOf(seed.fieldOutcomes);
  await replaceSchoolRows(tx, "institution_field_outcomes", outcomes, [
    ["cip4", texts(outcomes, "cip4")],
    ["credential_level", numbers(outcomes, "credential_level")],
    ["earnings_1yr", numbers(outcomes, "earnings_1yr")],
    ["earnings_4yr", numbers(outcomes, "earnings_4yr")],
    ["debt_median", numbers(outcomes, "debt_median")],
  ]);

  const online = rowsOf(seed.fullyOnline);
  await replaceSchoolRows(tx, "institution_online_fields", online, [
    ["cip_family", texts(online, "cip_family")],
    ["award", texts(online, "award")],
  ]);
  return programs;
}
