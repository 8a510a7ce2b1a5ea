import type { Route } from "./+types/sitemap";
import { listSitemapEntries, sitemapIndexXml, sitemapXml, URLS_PER_SITEMAP } from "~/domain/sitemap/sitemap.server";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const entries = await listSitemapEntries(db);
  if (entries.length <= URLS_PER_SITEMAP) return xml(sitemapXml(env.PUBLIC_URL, entries));

  const parts: (typeof entries)[] = [];
  for (let start = 0; start < entries.length; start += URLS_PER_SITEMAP) {
    parts.push(entries.slice(start, start + URLS_PER_SITEMAP));
  }
  const part = new URL(request.url).searchParams.get("part");
  if (part === null) return xml(sitemapIndexXml(env.PUBLIC_URL, parts));
  const chosen = /^\d+$/.test(part) ? parts[Number(part) - 1] : undefined;
  return chosen ? xml(sitemapXml(env.PUBLIC_URL, chosen)) : xml("<error>No such sitemap part</error>\n", 404);
}
