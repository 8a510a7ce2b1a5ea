import type { Route } from "./+types/robots";
import { servicesContext } from "~/lib/services.server";
import { GUEST_CACHED } from "~/lib/guest-cache";

/** Crawlers may read every public page; account, admin and API addresses are not for them. */
/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /login",
    "Disallow: /signup",
    "Disallow: /profile",
    "Disallow: /favorites",
    "",
    `Sitemap: ${env.PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
