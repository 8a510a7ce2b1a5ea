/** The admin analytics report: its periods and shape (shared by the page and the JSON API). */
import { z } from "zod";

export const ANALYTICS_PERIODS = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = "30d";

export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "1y": "Last year",
};

export const TREND_MONTHS = 6;
/** The dashboard's site figures cover this many days. */
export const DASHBOARD_DAYS = 30;
export const TOP_LIST_LENGTH = 10;

export const AnalyticsQuerySchema = z.object({
  period: z.preprocess(
    (value) => (value == null || value === "" ? DEFAULT_PERIOD : value),
    z.enum(ANALYTICS_PERIODS, { error: "Period must be one of 7d, 30d, 90d, 1y" }),
  ),
});

/** A count now, what was added in the period and in the period before it. */
export interface GrowthFigure {
  total: number;
  added: number;
  previousAdded: number;
  /** Percent change of `added` against `previousAdded`; null when there was nothing before. */
  growth: number | null;
}

export interface AnalyticsReport {
  period: AnalyticsPeriod;
  /** ISO timestamps: the period is [from, to), the one before it [previousFrom, from). */
  from: string;
  to: string;
  previousFrom: string;
  /** Whether any event (search, page view, sign-up) happened in the period. */
  hasEvents: boolean;
  totals: { users: GrowthFigure; institutions: GrowthFigure; articles: GrowthFigure; files: GrowthFigure };
  popularSearches: { query: string; count: number }[];
  popularInstitutions: { name: string; slug: string; views: number }[];
  /** The last six calendar months (UTC), oldest first: new accounts and searches. */
  monthly: { month: string; users: number; searches: number }[];
  insights: {
    /** Percent change of searches plus page views against the previous period. */
    activityGrowth: number | null;
    activity: number;
    previousActivity: number;
    /** Visits (anonymous visit ids) with at least one event in the period. */
    visits: number;
    /** Searches per visit, over events that carry a visit id. */
    searchesPerVisit: number | null;
    /** Searches, institution and article pages per visit. */
    pagesPerVisit: number | null;
  };
}

/** One decimal place. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
