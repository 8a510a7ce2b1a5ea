/**
 * /sitemap.xml: every listed institution (listed.server.ts), every published article, the static
 * pages, the community's events page, forums and their visible discussions, each with the date it
 * last changed (the events page: when the newest event was scheduled). The sitemap protocol allows 50,000 addresses per file, so a larger
 * directory is served as a sitemap index whose parts are /sitemap.xml?part=1, 2, ...
 */
import { asc, desc, eq, isNull, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { articles } from "~/db/schema/articles";
import { communityEvents, forumThreads } from "~/db/schema/community";
import { institutions } from "~/db/schema/institutions";
import { FORUMS } from "~/domain/community/community";
import { LISTED } from "~/domain/institutions/listed.server";

export const URLS_PER_SITEMAP = 45_000;

/** When the static pages last changed in substance (the legal pages are dated January 30, 2025). */
const STATIC_PAGES_UPDATED = new Date("2025-01-30T00:00:00Z");

interface SitemapEntry {
  path: string;
  lastModified: Date;
}

export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [schools, published, [newestSchool], discussions, [newestEvent]] = await Promise.all([
    db
      .select({ slug: institutions.slug, updatedAt: institutions.updatedAt })
      .from(institutions)
      .where(LISTED)
      .orderBy(asc(institutions.id)),
    db
      .select({ slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.status, "published"))
      .orderBy(desc(articles.publishedAt), asc(articles.id)),
    db
      .select({ at: max(institutions.updatedAt) })
      .from(institutions)
      .where(LISTED),
    db
      .select({
        id: forumThreads.id,
        forum: forumThreads.forum,
        lastPostAt: forumThreads.lastPostAt,
        editedAt: forumThreads.editedAt,
      })
      .from(forumThreads)
      .where(isNull(forumThreads.hiddenAt))
      .orderBy(asc(forumThreads.id)),
    db.select({ at: max(communityEvents.createdAt) }).from(communityEvents),
  ]);
  const directoryUpdated = newestSchool?.at ?? STATIC_PAGES_UPDATED;
  const guidanceUpdated = published.reduce(
    (newest, article) => (article.updatedAt > newest ? article.updatedAt : newest),
    STATIC_PAGES_UPDATED,
  );
  // A discussion changes with its newest reply or its author's latest edit; a forum with its newest discussion.
  const threads = discussions.map((thread) => ({
    id: thread.id,
    forum: thread.forum,
    changed: thread.editedAt && thread.editedAt > thread.lastPostAt ? thread.editedAt : thread.lastPostAt,
  }));
  const forumUpdated = (slug: string) =>
    threads.reduce(
      (newest, thread) => (thread.forum === slug && thread.changed > newest ? thread.changed : newest),
      STATIC_PAGES_UPDATED,
    );
  const communityUpdated = threads.reduce(
    (newest, thread) => (thread.changed > newest ? thread.changed : newest),
    STATIC_PAGES_UPDATED,
  );
  return [
    { path: "/", lastModified: directoryUpdated },
    { path: "/search", lastModified: directoryUpdated },
    { path: "/resources", lastModified: guidanceUpdated },
    { path: "/resources/articles", lastModified: guidanceUpdated },
    { path: "/community", lastModified: communityUpdated },
    { path: "/community/events", lastModified: newestEvent?.at ?? STATIC_PAGES_UPDATED },
    { path: "/terms", lastModified: STATIC_PAGES_UPDATED },
    { path: "/privacy", lastModified: STATIC_PAGES_UPDATED },
    ...schools.map((school) => ({ path: `/institution/${school.slug}`, lastModified: school.updatedAt })),
    ...published.map((article) => ({ path: `/resources/articles/${article.slug}`, lastModified: article.updatedAt })),
    ...FORUMS.map((forum) => ({ path: `/community/forums/${forum.slug}`, lastModified: forumUpdated(forum.slug) })),
    ...threads.map((thread) => ({ path: `/community/discussions/${thread.id}`, lastModified: thread.changed })),
  ];
}

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc><lastmod>${day(entry.lastModified)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, parts: SitemapEntry[][]): string {
  const items = parts.map((part, index) => {
    const newest = part.reduce(
      (latest, entry) => (entry.lastModified > latest ? entry.lastModified : latest),
      new Date(0),
    );
    return `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap.xml?part=${index + 1}`)}</loc><lastmod>${day(newest)}</lastmod></sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
