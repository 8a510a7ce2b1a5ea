import { createHash } from "node:crypto";
import type { ShownMarkup } from "./server-markup";
import type { RequestFacts } from "./services.server";

/**
 * `html`, a part of this request's page named `key`, as the page's data carries it: on a request
 * for a document, the markup is kept for the document's HTML only (`facts.documentMarkup`); on a
 * request for data, the data carries it.
 */
export function shownMarkup(facts: RequestFacts, key: string, html: string): ShownMarkup {
  const hash = createHash("sha1").update(html).digest("base64url");
  if (!facts.documentMarkup) return { key, hash, html };
  facts.documentMarkup.set(key, html);
  return { key, hash, html: null };
}
