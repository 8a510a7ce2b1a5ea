/**
 * The rules every checked extract's evidence follows (data/sources/*: recognition, websites,
 * closures): a web address, a quote of the page of at most EVIDENCE_QUOTE_MAX characters, and the
 * day it was read. A row that breaks one throws, naming the school (`where`) and the problem.
 */
import { EVIDENCE_QUOTE_MAX } from "../app/domain/institutions/listed-because";

export function checkEvidence(where: string, evidence: { url?: string; quote?: string; readOn?: string }) {
  let address: URL | null;
  try {
    address = new URL(evidence.url ?? "");
  } catch {
    address = null;
  }
  if (!address || (address.protocol !== "http:" && address.protocol !== "https:") || /\s/.test(evidence.url!)) {
    throw new Error(`${where}evidence_url is not a web address`);
  }
  const quote = evidence.quote ?? "";
  if (!quote.trim() || quote.length > EVIDENCE_QUOTE_MAX) {
    throw new Error(`${where}the quote must be 1 to ${EVIDENCE_QUOTE_MAX} characters`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(evidence.readOn ?? ""))
    throw new Error(`${where}read_on must be a date (YYYY-MM-DD)`);
  return address;
}
