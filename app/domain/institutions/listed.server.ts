/**
 * The rows the public sees. A row that no source confirms (needs_review) waits for an administrator
 * to confirm it: until then it is left out of search, institution pages, the map, compare,
 * favorites, the sitemap, the home totals and the filter menus; the admin review queue lists it
 * with its reason (institution-review.server.ts).
 */
import { sql } from "drizzle-orm";

/** The condition as SQL text, for statements written as text (the search index). */
export const LISTED_SQL = "not needs_review";

/** The condition for Drizzle queries on the institutions table (alone or joined). */
export const LISTED = sql.raw(LISTED_SQL);
