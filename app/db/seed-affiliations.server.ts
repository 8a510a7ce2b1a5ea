/**
 * The religious affiliation of each U.S. school in the seed (data/seed/institutions.csv): its
 * family and the church as the federal file words it, or as the school's own site states it
 * (scripts/affiliations.ts), with that page, its words and the day read. Applied as a batch keyed
 * by a digest of these values: existing U.S. rows take the seed's affiliation and "Source" line, and
 * a page's statement becomes the affiliation's provenance row ("school_site") where the row holds
 * what the page states. What an administrator edited stays (edited_fields); a provenance row of
 * another kind is never overwritten; a statement the seed no longer holds is taken off, and the row goes back to the
 * federal file's words with it.
 */
import { sql } from "drizzle-orm";
import type { Transaction } from "./client.server";
import type { SEED_COLUMNS } from "./seed-format";

type InstitutionSeedRow = Record<(typeof SEED_COLUMNS)[number], string>;

export interface AffiliationFact {
  sourceId: number;
  denomination: string | null;
  detail: string | null;
  dataSource: string | null;
  /** The school's page that states it, with its words and the day read; null for the federal file's words. */
  page: { url: string; quote: string; readOn: string } | null;
}

const orNull = (value: string) => (value === "" ? null : value);

/** The affiliation of every U.S. row of the seed, by IPEDS id. */
export function affiliationFacts(seedRows: readonly InstitutionSeedRow[]): AffiliationFact[] {
  return seedRows
    .filter((row) => row.source_id)
    .map((row) => ({
      sourceId: Number(row.source_id),
      denomination: orNull(row.denomination),
      detail: orNull(row.denomination_detail),
      dataSource: orNull(row.data_source),
      page: row.affiliation_source_url
        ? { url: row.affiliation_source_url, quote: row.affiliation_quote, readOn: row.affiliation_read_on }
        : null,
    }));
}

const BATCH = 500;

export async function applyAffiliationFacts(tx: Transaction, facts: readonly AffiliationFact[]): Promise<number> {
  const stated = facts.filter((fact) => fact.page);
  const statedIds = `{${stated.map((fact) => fact.sourceId).join(",")}}`;
  // Off first: a page's statement the seed no longer holds.
  const removed = await tx.execute(sql`
    delete from institution_fact_sources s
     using institutions i
     where i.id = s.institution_id and s.field = 'denomination_detail' and s.kind = 'school_site'
       and (i.source_id is null or not (i.source_id = any(${statedIds}::int[])))`);
  let changed = removed.rowCount ?? 0;
  for (let start = 0; start < facts.length; start += BATCH) {
    const values = sql.join(
      facts
        .slice(start, start + BATCH)
        .map(
          (fact) =>
            sql`(${fact.sourceId}::int, ${fact.denomination}::text, ${fact.detail}::text, ${fact.dataSource}::text)`,
        ),
      sql`, `,
    );
    const result = await tx.execute(sql`
      update institutions i
         set denomination = case when 'denomination' = any(i.edited_fields) then i.denomination else v.denomination end,
             denomination_detail = case when 'denomination_detail' = any(i.edited_fields) then i.denomination_detail
                                        else v.detail end,
             data_source = case when 'data_source' = any(i.edited_fields) then i.data_source else v.data_source end,
             updated_at = now()
        from (values ${values}) as v(source_id, denomination, detail, data_source)
       where i.source_id = v.source_id
         and ((not ('denomination' = any(i.edited_fields)) and i.denomination is distinct from v.denomination)
              or (not ('denomination_detail' = any(i.edited_fields)) and i.denomination_detail is distinct from v.detail)
              or (not ('data_source' = any(i.edited_fields)) and i.data_source is distinct from v.data_source))`);
    changed += result.rowCount ?? 0;
  }
  if (stated.length) {
    const values = sql.join(
      stated.map(
        (fact) =>
          sql`(${fact.sourceId}::int, ${fact.detail}::text, ${fact.page!.url}::text, ${fact.page!.quote}::text, ${fact.page!.readOn}::date)`,
      ),
      sql`, `,
    );
    const written = await tx.execute(sql`
      insert into institution_fact_sources (institution_id, field, kind, source_url, quote, observed_on)
      select i.id, 'denomination_detail', 'school_site', v.source_url, v.quote, v.read_on
        from (values ${values}) as v(source_id, detail, source_url, quote, read_on)
        join institutions i on i.source_id = v.source_id
       where i.denomination_detail = v.detail
         and not exists (select 1 from institution_fact_sources s
                          where s.institution_id = i.id and s.field = 'denomination_detail'
                            and s.kind <> 'school_site')
      on conflict (institution_id, field) do update
        set source_url = excluded.source_url, quote = excluded.quote, observed_on = excluded.observed_on,
            updated_at = now()
        where (institution_fact_sources.source_url, institution_fact_sources.quote, institution_fact_sources.observed_on)
              is distinct from (excluded.source_url, excluded.quote, excluded.observed_on)`);
    changed += written.rowCount ?? 0;
  }
  return changed;
}
