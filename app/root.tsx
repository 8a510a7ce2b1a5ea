import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/layout/nonce";
import { NotFound } from "~/components/layout/not-found";
import { PublicShell } from "~/components/layout/public-shell";
import { getSessionUser } from "~/domain/accounts/session.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import stylesheet from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = await getSessionUser(request, services);
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = services.env;
  return {
    publicUrl: services.env.PUBLIC_URL,
    user,
    // The search map's optional tile layer; without it the map draws bundled outlines only.
    mapTiles: MAP_TILE_URL ? { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION ?? "" } : null,
  };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b3a68" />
        <Meta />
        {/* A stylesheet with a precedence is a resource React writes first in the head, before the module
            preloads, so the one file that blocks the first paint is also the first one requested. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* Stylesheets need no nonce (style-src 'self'). An explicit empty one keeps React Router from
            adding the response's nonce, which browsers sometimes hide and sometimes do not, so
            hydration could never match it reliably. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicShell>
        <title>{`Page Not Found | ${SITE_NAME}`}</title>
        <NotFound />
      </PublicShell>
    );
  }
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <PublicShell>
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-serif text-3xl font-bold text-brand-800">
          {unavailable ? "We'll be right back" : "Something went wrong"}
        </h1>
        <p className="mt-4 text-slate-600">
          {unavailable
            ? "The directory is briefly unavailable. Please try again in a moment."
            : "An unexpected error occurred. Please try again."}
        </p>
        <a
          href="/"
          className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Return Home
        </a>
      </section>
    </PublicShell>
  );
}
