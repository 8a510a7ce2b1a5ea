/** The provenance rows of schools' facts (institution_fact_sources): reads, and what an edit does to them. */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { institutionFactSources } from "~/db/schema/school-updates";
import { REPORTABLE_FIELDS } from "~/domain/schools/reportable-facts";
import type { StoredFactSource } from "./fact-sources";

const columns = {
  institutionId: institutionFactSources.institutionId,
  field: institutionFactSources.field,
  kind: institutionFactSources.kind,
  source_url: institutionFactSources.sourceUrl,
  quote: institutionFactSources.quote,
  quote_english: institutionFactSources.quoteEnglish,
  observed_on: institutionFactSources.observedOn,
};

/** One school's provenance rows. */
export async function readFactSources(db: Executor, institutionId: number): Promise<StoredFactSource[]> {
  return (await readFactSourcesOf(db, [institutionId])).get(institutionId) ?? [];
}

/** Several schools' provenance rows, by school id. */
export async function readFactSourcesOf(
  db: Executor,
  institutionIds: readonly number[],
): Promise<Map<number, StoredFactSource[]>> {
  const found = new Map<number, StoredFactSource[]>();
  if (!institutionIds.length) return found;
  const rows = await db
    .select(columns)
    .from(institutionFactSources)
    .where(inArray(institutionFactSources.institutionId, [...institutionIds]));
  for (const { institutionId, ...row } of rows) {
    found.set(institutionId, [...(found.get(institutionId) ?? []), row]);
  }
  return found;
}

/**
 * An administrator changed these fields (snake_case names): their values are the administrator's
 * now, so the page's or the school's provenance no longer describes them.
 */
export async function forgetFactSources(db: Executor, institutionId: number, fields: readonly string[]) {
  // Only the facts a school may report, and the recognition of a school abroad (its accreditor),
  // carry a provenance row: most edits touch none of them.
  const sourced = fields.filter((field) => REPORTABLE_FIELDS.includes(field) || field === "accreditor");
  if (!sourced.length) return;
  await db
    .delete(institutionFactSources)
    .where(
      and(eq(institutionFactSources.institutionId, institutionId), inArray(institutionFactSources.field, sourced)),
    );
}
