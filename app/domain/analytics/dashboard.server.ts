/** The admin dashboard's figures: record counts, the latest audit entries, the last 30 days. */
import type { Database } from "~/db/client.server";
import { latestAuditEntries } from "~/domain/audit/audit.server";
import { countRecords, eventFigures } from "./analytics-report.server";
import { DASHBOARD_DAYS } from "./analytics.schemas";

const RECENT_ACTIVITY_LENGTH = 8;

interface Dashboard {
  counts: { users: number; institutions: number; articles: number; files: number };
  recentActivity: {
    id: number;
    actorEmail: string | null;
    action: string;
    entityType: string;
    entityId: string | null;
    summary: string;
    createdAt: string;
  }[];
  /** Events of the last 30 days. */
  lastThirtyDays: {
    searches: number;
    institutionViews: number;
    articleViews: number;
    signups: number;
    visits: number;
  };
}

export async function getDashboard(db: Database, now: Date = new Date()): Promise<Dashboard> {
  const from = new Date(now.getTime() - DASHBOARD_DAYS * 86_400_000);
  const [counts, recentActivity, events] = await Promise.all([
    countRecords(db),
    latestAuditEntries(db, RECENT_ACTIVITY_LENGTH),
    eventFigures(db, from, now),
  ]);
  const { searches, institutionViews, articleViews, signups, visits } = events;
  return {
    counts,
    recentActivity: recentActivity.map(({ id, actorEmail, action, entityType, entityId, summary, createdAt }) => ({
      id,
      actorEmail,
      action,
      entityType,
      entityId,
      summary,
      createdAt,
    })),
    lastThirtyDays: { searches, institutionViews, articleViews, signups, visits },
  };
}
