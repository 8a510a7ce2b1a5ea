/**
 * Evidence an administrator enters (confirming a row, creating one, replacing weaker evidence)
 * becomes a school's listed_because the same way everywhere.
 */
import { siteName } from "~/lib/counts";
import type { EvidenceInput } from "./institution-review.schemas";
import type { ListedBecause } from "./listed-because";

/** The page an administrator entered, as evidence: its host names the source, today dates it. */
export function evidenceOf(input: EvidenceInput): ListedBecause {
  const year = new Date().toISOString().slice(0, 10);
  return { kind: input.kind, source: siteName(input.url), url: input.url, quote: input.quote, year };
}
