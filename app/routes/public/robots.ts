import type { Route } from "./+types/robots";
import { servicesContext } from "~/lib/services.server";

/** Crawlers may read every public page; account, admin and API addresses are not for them. */
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
