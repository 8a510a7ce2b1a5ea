/**
 * The figures behind /admin/analytics and the dashboard, all from the database: record counts
 * with their growth against the previous period of the same length, and the anonymous events
 * (searches, institution and article page views, sign-ups) in analytics_events.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  PERIOD_DAYS,
  percentChange,
  TOP_LIST_LENGTH,
  TREND_MONTHS,
  type AnalyticsPeriod,
  type AnalyticsReport,
  type GrowthFigure,
} from "./analytics.schemas";

const DAY_MS = 86_400_000;

function periodBounds(period: AnalyticsPeriod, now: Date) {
  const days = PERIOD_DAYS[period];
  const to = now;
  const from = new Date(now.getTime() - days * DAY_MS);
  const previousFrom = new Date(now.getTime() - 2 * days * DAY_MS);
  return { from, to, previousFrom };
}

type Bounds = ReturnType<typeof periodBounds>;

const COUNTED_TABLES = {
  users: sql.raw("users"),
  institutions: sql.raw("institutions"),
  articles: sql.raw("articles"),
  files: sql.raw("file_uploads"),
} as const;

async function growthFigure(db: Database, table: keyof typeof COUNTED_TABLES, { from, to, previousFrom }: Bounds) {
  const result = await db.execute<{ total: number; added: number; previous_added: number }>(sql`
    select count(*)::int as total,
      (count(*) filter (where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz))::int as added,
      (count(*) filter (where created_at >= ${previousFrom.toISOString()}::timestamptz and created_at < ${from.toISOString()}::timestamptz))::int as previous_added
    from ${COUNTED_TABLES[table]}`);
  const row = result.rows[0]!;
  return {
    total: row.total,
    added: row.added,
    previousAdded: row.previous_added,
    growth: percentChange(row.added, row.previous_added),
  } satisfies GrowthFigure;
}

/** Record counts only: the dashboard tiles. */
export async function countRecords(db: Database) {
  const result = await db.execute<{ users: number; institutions: number; articles: number; files: number }>(sql`
    select (select count(*) from users)::int as users,
      (select count(*) from institutions)::int as institutions,
      (select count(*) from articles)::int as articles,
      (select count(*) from file_uploads)::int as files`);
  return result.rows[0]!;
}

/** Event counts in a window: what the dashboard's "last 30 days" figures and the insights use. */
export async function eventFigures(db: Database, from: Date, to: Date) {
  const result = await db.execute<{
    searches: number;
    institution_views: number;
    article_views: number;
    signups: number;
    visits: number;
    visit_searches: number;
    visit_pages: number;
  }>(sql`
    select (count(*) filter (where kind = 'search'))::int as searches,
      (count(*) filter (where kind = 'institution_view'))::int as institution_views,
      (count(*) filter (where kind = 'article_view'))::int as article_views,
      (count(*) filter (where kind = 'signup'))::int as signups,
      (count(distinct visit_id))::int as visits,
      (count(*) filter (where kind = 'search' and visit_id is not null))::int as visit_searches,
      (count(*) filter (where kind <> 'signup' and visit_id is not null))::int as visit_pages
    from analytics_events
    where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
  const row = result.rows[0]!;
  return {
    searches: row.searches,
    institutionViews: row.institution_views,
    articleViews: row.article_views,
    signups: row.signups,
    visits: row.visits,
    visitSearches: row.visit_searches,
    visitPages: row.visit_pages,
  };
}

/** Two decimals, or null without visits. */
function perVisit(count: number, visits: number): number | null {
  return visits === 0 ? null : Math.round((count / visits) * 100) / 100;
}

export async function getAnalyticsReport(
  db: Database,
  period: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<AnalyticsReport> {
  const bounds = periodBounds(period, now);
  const { from, to, previousFrom } = bounds;
  const window = sql`created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`;
  const month = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC')`;

  const [users, institutions, articles, files, current, previous, searches, viewed, monthly] = await Promise.all([
    growthFigure(db, "users", bounds),
    growthFigure(db, "institutions", bounds),
    growthFigure(db, "articles", bounds),
    growthFigure(db, "files", bounds),
    eventFigures(db, from, to),
    eventFigures(db, previousFrom, from),
    db.execute<{ query: string; count: number }>(sql`
      select subject as query, count(*)::int as count from analytics_events
      where kind = 'search' and subject is not null and subject <> '' and ${window}
      group by subject order by count(*) desc, subject asc limit ${TOP_LIST_LENGTH}`),
    db.execute<{ name: string; slug: string; views: number }>(sql`
      select i.institution_name as name, i.slug, count(*)::int as views
      from analytics_events e join institutions i on i.id = e.institution_id
      where e.kind = 'institution_view' and e.created_at >= ${from.toISOString()}::timestamptz
        and e.created_at < ${to.toISOString()}::timestamptz
      group by i.id order by count(*) desc, i.institution_name asc limit ${TOP_LIST_LENGTH}`),
    db.execute<{ month: string; users: number; searches: number }>(sql`
      with months as (
        select generate_series(${month} - interval '${sql.raw(String(TREND_MONTHS - 1))} months', ${month}, interval '1 month') as start
      )
      select to_char(m.start, 'YYYY-MM') as month,
        (select count(*) from users u
          where u.created_at >= (m.start at time zone 'UTC') and u.created_at < ((m.start + interval '1 month') at time zone 'UTC'))::int as users,
        (select count(*) from analytics_events e where e.kind = 'search'
          and e.created_at >= (m.start at time zone 'UTC') and e.created_at < ((m.start + interval '1 month') at time zone 'UTC'))::int as searches
      from months m order by m.start`),
  ]);

  const activity = current.searches + current.institutionViews + current.articleViews;
  const previousActivity = previous.searches + previous.institutionViews + previous.articleViews;
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    hasEvents: activity + current.signups > 0,
    totals: { users, institutions, articles, files },
    popularSearches: searches.rows,
    popularInstitutions: viewed.rows,
    monthly: monthly.rows,
    insights: {
      activityGrowth: percentChange(activity, previousActivity),
      activity,
      previousActivity,
      visits: current.visits,
      searchesPerVisit: perVisit(current.visitSearches, current.visits),
      pagesPerVisit: perVisit(current.visitPages, current.visits),
    },
  };
}
