/**
 * The programs of the U.S. schools (IPEDS Completions), the CIP 2020 titles, earnings and debt by
 * field (College Scorecard Field of Study) and the undergraduate fields offered fully online
 * (College Scorecard 2023-24), read from the extracts in data/sources/programs/ (their README
 * gives the origin). The extracts cover more schools than the directory lists; the rows of the
 * schools that exist are loaded, by IPEDS id.
 *
 * Applied as a batch keyed by a digest of the files, so a new release of the files replaces the
 * tables' rows as a whole (nobody edits them by hand). A school that joins later with an IPEDS id
 * the completions hold (an import, an administrator, a new seed row) gets its rows on the next
 * start (`programJoiners`); a school removed takes its rows along (foreign keys, on delete cascade).
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

/** The batch's key: a digest of the files' bytes. */
export function programSeedKey(seed: ProgramSeed): string {
  const hash = createHash("sha256");
  for (const key of Object.keys(FILES) as FileKey[]) hash.update(seed[key]);
  return `seed:programs:${hash.digest("hex").slice(0, 16)}`;
}

/** The IPEDS ids of the completions file (its first column), without parsing the whole file. */
function completionIds(seed: ProgramSeed): number[] {
  const ids = new Set<number>();
  for (const line of seed.completions.toString("latin1").split("\n").slice(1)) {
    const id = Number(line.slice(0, line.indexOf(",")));
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The schools that exist with an IPEDS id the completions hold, but no program rows yet. */
export async function programJoiners(tx: Transaction, seed: ProgramSeed): Promise<number[]> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select i.id from institutions i
     where i.source_id = any(${sql.param(completionIds(seed))}::int[])
       and not exists (select 1 from institution_programs p where p.institution_id = i.id)
     order by i.id`);
  return rows.map((row) => row.id);
}

const rowsOf = (file: Buffer) => parse(file, { columns: true, skip_empty_lines: true }) as Row[];
// One array parameter per column (node-postgres writes a JavaScript array as a PostgreSQL array).
const texts = (rows: Row[], name: string) => sql`${sql.param(rows.map((row) => row[name]!))}::text[]`;
const numbers = (rows: Row[], name: string) =>
  sql`${sql.param(rows.map((row) => (row[name] ? Number(row[name]) : null)))}::int[]`;

/**
 * Replaces a table's rows with the extract's rows of the schools that exist (joined on the IPEDS
 * id in the extract's `unitid` column), in one statement; only those of `schools` when given.
 */
async function replaceSchoolRows(
  tx: Transaction,
  table: string,
  rows: Row[],
  columns: [string, SQL][],
  schools: number[] | undefined,
) {
  const among = (column: string) => (schools ? sql`${sql.raw(column)} = any(${sql.param(schools)}::int[])` : sql`true`);
  await tx.execute(sql`delete from ${sql.identifier(table)} where ${among("institution_id")}`);
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
      join institutions i on i.source_id = v.unitid and ${among("i.id")}`);
  return result.rowCount ?? 0;
}

/**
 * Loads every table from the extracts (with `schools`, only those schools' rows, the titles as
 * they are); answers how many program rows it loaded.
 */
export async function applyProgramSeed(tx: Transaction, seed: ProgramSeed, schools?: number[]): Promise<number> {
  if (!schools) await replaceCipCodes(tx, seed);
  const completions = rowsOf(seed.completions);
  const programs = await replaceSchoolRows(
    tx,
    "institution_programs",
    completions,
    [
      ["cip", texts(completions, "cipcode")],
      ["award_level", numbers(completions, "awlevel")],
      ...PROGRAM_SEED_YEARS.map((year): [string, SQL] => [
        `graduates_${year}`,
        numbers(completions, `graduates_${year}`),
      ]),
    ],
    schools,
  );

  const outcomes = rowsOf(seed.fieldOutcomes);
  await replaceSchoolRows(
    tx,
    "institution_field_outcomes",
    outcomes,
    [
      ["cip4", texts(outcomes, "cip4")],
      ["credential_level", numbers(outcomes, "credential_level")],
      ["earnings_1yr", numbers(outcomes, "earnings_1yr")],
      ["earnings_4yr", numbers(outcomes, "earnings_4yr")],
      ["debt_median", numbers(outcomes, "debt_median")],
    ],
    schools,
  );

  const online = rowsOf(seed.fullyOnline);
  await replaceSchoolRows(
    tx,
    "institution_online_fields",
    online,
    [
      ["cip_family", texts(online, "cip_family")],
      ["award", texts(online, "award")],
    ],
    schools,
  );
  return programs;
}

async function replaceCipCodes(tx: Transaction, seed: ProgramSeed) {
  const cip = rowsOf(seed.cip);
  await tx.execute(sql`delete from cip_codes`);
  await tx.execute(sql`
    insert into cip_codes (code, title, definition)
    select code, title, nullif(definition, '')
      from unnest(${texts(cip, "code")}, ${texts(cip, "title")}, ${texts(cip, "definition")}) as v(code, title, definition)`);
}
