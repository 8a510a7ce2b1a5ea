/**
 * The faith and campus-life facts, and whether a seminary degree can be completed fully online,
 * stated on schools' own pages (data/seed/school-facts.csv, built by scripts/school-facts.ts), each
 * with its page, quote and the day it was read. Applied as a batch keyed by a digest of the file:
 * the values fill the profile's columns of the schools that exist (by IPEDS id) and each gets its
 * provenance row ("school_site"), except a fact an administrator edited
 * (edited_fields) or a school reported (a "school_reported" provenance): a later seed never
 * overwrites either. A fact the file no longer states is taken off again where it still is the
 * page's. Dependent facts are written after the facts they depend on and only where the database's
 * own rule allows them (times a week with required chapel, topics with a covenant).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { sql, type SQL } from "drizzle-orm";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";
import type { SchoolFactSeedRow } from "./seed-format";

export function readSchoolFactSeed(): SchoolFactSeedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/school-facts.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as SchoolFactSeedRow[];
}

/** Each field's column and how the seed's text becomes its value, in the order they are written. */
const FIELDS: { field: string; column: string; cast: (value: SQL) => SQL; where?: string }[] = [
  { field: "faith_statement_url", column: "faith_statement_url", cast: (v) => sql`${v}` },
  ...["students", "faculty", "staff", "board"].map((group) => ({
    field: `faith_affirmed_by_${group}`,
    column: `faith_affirmed_by_${group}`,
    cast: (v: SQL) => sql`${v}::boolean`,
  })),
  { field: "chapel", column: "chapel", cast: (v) => sql`${v}` },
  { field: "lifestyle_covenant", column: "lifestyle_covenant", cast: (v) => sql`${v}::boolean` },
  { field: "bible_credits_required", column: "bible_credits_required", cast: (v) => sql`${v}::smallint` },
  {
    field: "chapel_times_per_week",
    column: "chapel_times_per_week",
    cast: (v) => sql`${v}::smallint`,
    where: "i.chapel = 'required'",
  },
  {
    field: "covenant_topics",
    column: "covenant_topics",
    cast: (v) => sql`string_to_array(${v}, '|')`,
    where: "i.lifestyle_covenant is true",
  },
  // Whether a degree can be completed fully online (the degree columns of the institutions table);
  // never beside a verified "not offered".
  ...["mdiv", "ma", "thm", "dmin", "phd"].map((degree) => ({
    field: `degree_${degree}_online`,
    column: `degree_${degree}_online`,
    cast: (v: SQL) => sql`${v}::boolean`,
    where: `i.degree_${degree} is not false`,
  })),
];

/** The value a column holds once the page's fact is taken off. */
const cleared = (column: string) => (column === "covenant_topics" ? sql`'{}'::text[]` : sql`null`);

export async function applySchoolFactSeed(tx: Transaction, rows: SchoolFactSeedRow[]): Promise<number> {
  let changed = 0;
  // Off first, dependent facts before the facts they depend on: what the file no longer states.
  for (const { field, column } of [...FIELDS].reverse()) {
    const kept = rows.filter((row) => row.field === field).map((row) => Number(row.source_id));
    const guard =
      column === "chapel"
        ? sql`and i.chapel_times_per_week is null`
        : column === "lifestyle_covenant"
          ? sql`and i.covenant_topics = '{}'`
          : sql``;
    const removed = await tx.execute(sql`
      with gone as (
        delete from institution_fact_sources s
         using institutions i
         where i.id = s.institution_id and s.field = ${field} and s.kind = 'school_site'
           and (i.source_id is null or not (i.source_id = any(${`{${kept.join(",")}}`}::int[])))
           ${guard}
        returning s.institution_id)
      update institutions i set ${sql.raw(column)} = ${cleared(column)}, updated_at = now()
        from gone where i.id = gone.institution_id`);
    changed += removed.rowCount ?? 0;
  }
  for (const { field, column, cast, where } of FIELDS) {
    const facts = rows.filter((row) => row.field === field);
    if (!facts.length) continue;
    const values = sql.join(
      facts.map(
        (f) =>
          sql`(${Number(f.source_id)}::int, ${f.value}::text, ${f.source_url}::text, ${f.quote || null}::text, ${f.read_on}::date)`,
      ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      with v(source_id, value, source_url, quote, read_on) as (values ${values}),
      target as (
        select i.id, v.value, v.source_url, v.quote, v.read_on
          from v join institutions i on i.source_id = v.source_id
         where not (${field} = any(i.edited_fields))
           and not exists (select 1 from institution_fact_sources s
                            where s.institution_id = i.id and s.field = ${field} and s.kind <> 'school_site')
           ${where ? sql.raw(`and ${where}`) : sql``}),
      written as (
        insert into institution_fact_sources (institution_id, field, kind, source_url, quote, observed_on)
        select id, ${field}, 'school_site', source_url, quote, read_on from target
        on conflict (institution_id, field) do update
          set source_url = excluded.source_url, quote = excluded.quote, observed_on = excluded.observed_on,
              updated_at = now()
        returning institution_id)
      update institutions i set ${sql.raw(column)} = ${cast(sql.raw("t.value"))}, updated_at = now()
        from target t
       where i.id = t.id and i.${sql.raw(column)} is distinct from ${cast(sql.raw("t.value"))}`);
    changed += result.rowCount ?? 0;
  }
  return changed;
}
