import type { ANALYTICS_EVENT_KINDS } from "~/db/schema/activity";
import { foldText } from "~/lib/fold-text";

export interface AnalyticsEvent {
  kind: (typeof ANALYTICS_EVENT_KINDS)[number];
  /** Normalised search query, or the slug of the page viewed. */
  subject?: string | null;
  institutionId?: number | null;
  articleId?: number | null;
  visitId?: string | null;
}

declare module "~/lib/services.server" {
  interface RequestFacts {
    /**
     * Analytics events this request counts (a search, an institution view). The server writes them
     * once the answer is sent, and again each time the same answer is served from cache.
     */
    events: AnalyticsEvent[];
  }
}

/** 'Wheaton  College ' and 'wheaton college' count as one search. */
function normaliseSearchQuery(query: string): string {
  return foldText(query).slice(0, 100);
}

/**
 * The event a directory search counts, for the page and the API alike: a search with words, on
 * its first page (paging through results is not a new search).
 */
export function searchEvent(params: { q?: string; page: number }): AnalyticsEvent | null {
  const subject = params.q ? normaliseSearchQuery(params.q) : "";
  return subject && params.page === 1 ? { kind: "search", subject } : null;
}
