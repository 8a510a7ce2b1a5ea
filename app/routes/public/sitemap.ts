import type { Route } from "./+types/sitemap";
import { listSitemapEntries, sitemapIndexXml, sitemapXml, URLS_PER_SITEMAP } from "~/domain/sitemap/sitemap.server";
import { servicesContext } from "~/lib/services.server";

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });

// Not in the guest response cache: it lists the forums' discussions, and a post does not raise the
// public data's stamp that cache is keyed on. Crawlers ask for it seldom, and may keep it 10 minutes.
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
