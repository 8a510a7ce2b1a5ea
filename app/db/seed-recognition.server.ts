/**
 * The body that recognises each school abroad (a ministry, a state register or a national
 * accreditation agency), as a page of the school or of that body states it
 * (data/seed/recognition.csv, built by scripts/recognition.ts from data/sources/world-recognition).
 * Applied as a batch keyed by a digest of the file: the accreditor, its status, source and year of
 * each school abroad named there, with the page, quote and day read as the accreditor's provenance
 * row ("school_site" or "authority_site"), with the directory's English translation of a quote in
 * another language. An accreditor an administrator edited or a school reported is never
 * overwritten; a recognition the file no longer states is taken off again where the page's
 * provenance still holds it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { findProjectRoot } from "~/lib/paths.server";
import type { Transaction } from "./client.server";
import type { RecognitionSeedRow } from "./seed-format";

export function readRecognitionSeed(): RecognitionSeedRow[] {
  const file = path.join(findProjectRoot(), "data/seed/recognition.csv");
  return parse(readFileSync(file), { columns: true, skip_empty_lines: true }) as RecognitionSeedRow[];
}

const SEEDED_KINDS = sql`('school_site', 'authority_site')`;

export async function applyRecognitionSeed(tx: Transaction, rows: RecognitionSeedRow[]): Promise<number> {
  const kept = `{${rows.map((row) => `"${row.slug.replace(/["\\]/g, "")}"`).join(",")}}`;
  const removed = await tx.execute(sql`
    with gone as (
      delete from institution_fact_sources s
       using institutions i
       where i.id = s.institution_id and s.field = 'accreditor' and s.kind in ${SEEDED_KINDS}
         and not (i.slug = any(${kept}::text[]))
      returning s.institution_id)
    update institutions i
       set accreditor = null, accreditation_status = null, accreditor_source = null, accreditor_year = null,
           updated_at = now()
      from gone where i.id = gone.institution_id`);
  const changed = removed.rowCount ?? 0;
  if (!rows.length) return changed;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.slug}::text, ${row.accreditor}::text, ${row.accreditation_status}::text,
             ${row.accreditor_source}::text, ${row.accreditor_year}::text, ${row.kind}::text,
             ${row.source_url}::text, ${row.quote || null}::text, ${row.quote_english || null}::text,
             ${row.read_on}::date)`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with v(slug, accreditor, status, source, year, kind, source_url, quote, quote_english, read_on) as (values ${values}),
    target as (
      select i.id, v.* from v join institutions i on i.slug = v.slug
       where i.source_id is null
         and not ('accreditor' = any(i.edited_fields))
         and not exists (select 1 from institution_fact_sources s
                          where s.institution_id = i.id and s.field = 'accreditor'
                            and not (s.kind in ${SEEDED_KINDS}))),
    written as (
      insert into institution_fact_sources (institution_id, field, kind, source_url, quote, quote_english, observed_on)
      select id, 'accreditor', kind, source_url, quote, quote_english, read_on from target
      on conflict (institution_id, field) do update
        set kind = excluded.kind, source_url = excluded.source_url, quote = excluded.quote,
            quote_english = excluded.quote_english, observed_on = excluded.observed_on, updated_at = now()
      returning institution_id)
    update institutions i
       set accreditor = t.accreditor, accreditation_status = t.status, accreditor_source = t.source,
           accreditor_year = t.year, updated_at = now()
      from target t
     where i.id = t.id
       and (i.accreditor, i.accreditation_status, i.accreditor_source, i.accreditor_year)
           is distinct from (t.accreditor, t.status, t.source, t.year)`);
  return changed + (result.rowCount ?? 0);
}
