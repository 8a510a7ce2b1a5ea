import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { AdminShell } from "~/components/admin/admin-shell";
import { requireAdmin } from "~/routes/guards.server";
import { ACCESS_DENIED_MESSAGE, AUTHENTICATION_REQUIRED_MESSAGE, canAccess } from "~/domain/admins/admin.schemas";
import { countReportedPosts } from "~/domain/community/forums.server";
import { countPendingItems } from "~/domain/schools/school-proposals.server";
import { latestAuditEntries } from "~/domain/audit/audit.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";

/**
 * Every /admin page sits behind this guard (besides /admin/signup, which is outside this layout).
 * Each admin loader and action also calls requireAdmin with its own area, so a role check can never
 * be skipped by a page that forgot it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireAdmin(request, context.get(servicesContext), "dashboard");
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "dashboard");
  const [notifications, schoolUpdates, reportedPosts] = await Promise.all([
    latestAuditEntries(services.db, 8),
    canAccess(admin.role, "institutions") ? countPendingItems(services.db) : 0,
    canAccess(admin.role, "community") ? countReportedPosts(services.db) : 0,
  ]);
  return {
    admin,
    notifications,
    counts: { "/admin/school-updates": schoolUpdates, "/admin/community": reportedPosts },
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin} notifications={loaderData.notifications} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}

/** Signed out, not allowed, not found or failed: what the admin area shows for an error. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text, action] =
    status === 401
      ? ["Authentication Required", AUTHENTICATION_REQUIRED_MESSAGE, { to: "/login?redirect=/admin", label: "Sign In" }]
      : status === 403
        ? ["Access Denied", ACCESS_DENIED_MESSAGE, { to: "/", label: "Return Home" }]
        : status === 404
          ? ["Page Not Found", "The page you're looking for doesn't exist.", { to: "/", label: "Return Home" }]
          : [
              "Something went wrong",
              "An unexpected error occurred. Please try again.",
              { to: "/admin", label: "Back to Dashboard" },
            ];
  return (
    <main id="main" className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1 className="font-serif text-3xl font-bold text-brand-800">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link
        to={action.to}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {action.label}
      </Link>
    </main>
  );
}
