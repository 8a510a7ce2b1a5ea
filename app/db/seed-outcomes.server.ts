/**
 * The College Scorecard cost and outcome figures of the seed (data/seed/institution-outcomes.csv and
 * data/seed/outcome-medians.csv, built by scripts/build-seed.ts). Applied as a batch keyed by a
 * digest of the files, so a new release of figures is applied once: it fills the rows of the schools
 * that exist (by IPEDS id) and takes figures off the schools the file no longer lists, except where
 * an administrator has edited a school's figures (institutions.edited_fields holds "outcomes").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";
import { institutionOutcomes } from "./schema/outcomes";

type Row = Record<string, string>;

/** The edited_fields name that keeps a school's figures from being replaced by the seed. */
export const OUTCOMES_EDITED_FIELD = "outcomes";

export interface OutcomeSeed {
  outcomes: Row[];
  medians: Row[];
}

function readSeedCsv(file: string): Row[] {
  return parse(readFileSync(path.join(findProjectRoot(), "data/seed", file)), {
    columns: true,
    skip_empty_lines: true,
  }) as Row[];
}

export function readOutcomeSeed(): OutcomeSeed {
  return { outcomes: readSeedCsv("institution-outcomes.csv"), medians: readSeedCsv("outcome-medians.csv") };
}

/**
 * The measure columns of the seed file and of institution_outcomes (the same snake_case names):
 * the table's figure columns, whole numbers and fractions, but its key. Tuition is not among them:
 * it is a fact of the institution row (seed-current-facts.server.ts).
 */
const MEASURE_COLUMNS = Object.values(getTableColumns(institutionOutcomes))
  .filter(
    (column) => !column.primary && (column.columnType === "PgInteger" || column.columnType === "PgDoublePrecision"),
  )
  .map((column) => ({
    name: column.keyAsName ? toSnakeCase(column.name) : column.name,
    isRate: column.columnType === "PgDoublePrecision",
  }));
export const OUTCOME_MEASURE_COLUMNS = MEASURE_COLUMNS.map((column) => column.name);
const OUTCOME_MEASURES = OUTCOME_MEASURE_COLUMNS;

/** Fractions; every other measure is a whole number (dollars, students, students per teacher). */
const RATE_MEASURES = new Set(MEASURE_COLUMNS.filter((column) => column.isRate).map((column) => column.name));

const nullable = (value: string | undefined) => (value ? value : null);

export async function applyOutcomeSeed(tx: Transaction, seed: OutcomeSeed) {
  await tx.execute(sql`delete from outcome_medians`);
  if (seed.medians.length) {
    const medians = sql.join(
      seed.medians.map(
        (m) =>
          sql`(${m.group}::text, ${m.measure}::text, ${Number(m.median)}::float8, ${Number(m.institutions)}::int, ${m.source}::text, ${m.year}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`insert into outcome_medians (group_key, measure, median, institutions, source, year) values ${medians}`,
    );
  }

  const columns = sql.raw(OUTCOME_MEASURES.join(", "));
  const assignments = sql.raw(
    [...OUTCOME_MEASURES, "graduate_only", "median_group", "suppressed", "scorecard_source", "scorecard_year"]
      .concat(["earnings_source", "earnings_year"])
      .map((column) => `${column} = excluded.${column}`)
      .join(", "),
  );
  let applied = 0;
  for (let start = 0; start < seed.outcomes.length; start += 200) {
    const chunk = seed.outcomes.slice(start, start + 200);
    const values = sql.join(
      chunk.map((row) => {
        const measures = OUTCOME_MEASURES.map((measure) =>
          RATE_MEASURES.has(measure)
            ? sql`${nullable(row[measure])}::float8`
            : sql`round(${nullable(row[measure])}::numeric)::int`,
        );
        return sql`(${Number(row.source_id)}::int, ${row.graduate_only === "true"}::boolean, ${row.median_group}::text,
          ${sql.join(measures, sql`, `)}, ${`{${row.suppressed ? row.suppressed.split("|").join(",") : ""}}`}::text[],
          ${nullable(row.scorecard_source)}::text, ${nullable(row.scorecard_year)}::text,
          ${nullable(row.earnings_source)}::text, ${nullable(row.earnings_year)}::text)`;
      }),
      sql`, `,
    );
    const result = await tx.execute(sql`
      insert into institution_outcomes (institution_id, graduate_only, median_group, ${columns}, suppressed,
        scorecard_source, scorecard_year, earnings_source, earnings_year)
      select i.id, v.graduate_only, v.median_group, ${sql.raw(OUTCOME_MEASURES.map((m) => `v.${m}`).join(", "))},
        v.suppressed, v.scorecard_source, v.scorecard_year, v.earnings_source, v.earnings_year
        from (values ${values}) as v(source_id, graduate_only, median_group, ${columns}, suppressed,
          scorecard_source, scorecard_year, earnings_source, earnings_year)
        join institutions i on i.source_id = v.source_id
       where not (${OUTCOMES_EDITED_FIELD} = any(i.edited_fields))
      on conflict (institution_id) do update set ${assignments}, updated_at = now()`);
    applied += result.rowCount ?? 0;
  }
  const listed = `{${seed.outcomes.map((row) => Number(row.source_id)).join(",")}}`;
  const removed = await tx.execute(sql`
    delete from institution_outcomes o
     using institutions i
     where i.id = o.institution_id
       and (i.source_id is null or not (i.source_id = any(${listed}::int[])))
       and not (${OUTCOMES_EDITED_FIELD} = any(i.edited_fields))`);
  return applied + (removed.rowCount ?? 0);
}
