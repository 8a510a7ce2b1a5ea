/**
 * /admin and /admin/dashboard: record counts, quick actions for the sections this role may use,
 * the latest changes from the audit log, and the site's last 30 days from the analytics events.
 */
import {
  BarChart3 as barChart3Drawing,
  Building2 as building2Drawing,
  Eye as eyeDrawing,
  FileText as fileTextDrawing,
  FolderOpen as folderOpenDrawing,
  Plus as plusDrawing,
  Search as searchDrawing,
  Upload as uploadDrawing,
  UserPlus as userPlusDrawing,
  Users as usersDrawing,
} from "lucide";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/routes/guards.server";
import { canAccess, type AdminArea } from "~/domain/admins/admin.schemas";
import { DASHBOARD_DAYS } from "~/domain/analytics/analytics.schemas";
import { getDashboard } from "~/domain/analytics/dashboard.server";
import { formatDate, formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const BarChart3 = icon(barChart3Drawing);
const Building2 = icon(building2Drawing);
const Eye = icon(eyeDrawing);
const FileText = icon(fileTextDrawing);
const FolderOpen = icon(folderOpenDrawing);
const Plus = icon(plusDrawing);
const Search = icon(searchDrawing);
const Upload = icon(uploadDrawing);
const UserPlus = icon(userPlusDrawing);
const Users = icon(usersDrawing);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "dashboard");
  // One clock for "5 minutes ago", so the server's HTML and the browser's render agree.
  return { admin, dashboard: await getDashboard(services.db), now: Date.now() };
}

export const meta: Route.MetaFunction = () => [
  { title: `Dashboard | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** 'just now', '5 minutes ago', '3 hours ago', then the date. */
function whenText(iso: string, now: number) {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  return formatDate(iso);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { admin, dashboard, now } = loaderData;
  const may = (area: AdminArea) => canAccess(admin.role, area);
  const { counts, lastThirtyDays: recent } = dashboard;

  const tiles: { label: string; value: number; to: string; area: AdminArea; icon: typeof Users }[] = [
    {
      label: "Institutions",
      value: counts.institutions,
      to: "/admin/institutions",
      area: "institutions",
      icon: Building2,
    },
    { label: "Articles", value: counts.articles, to: "/admin/articles", area: "articles", icon: FileText },
    { label: "Files", value: counts.files, to: "/admin/files", area: "files", icon: FolderOpen },
    { label: "Users", value: counts.users, to: "/admin/users", area: "users", icon: Users },
  ];
  const actions: { label: string; to: string; area: AdminArea; icon: typeof Plus }[] = [
    { label: "Add Institution", to: "/admin/institutions/new", area: "institutions", icon: Plus },
    { label: "Write Article", to: "/admin/articles/new", area: "articles", icon: FileText },
    { label: "Upload Files", to: "/admin/files", area: "files", icon: Upload },
    { label: "View Analytics", to: "/admin/analytics", area: "analytics", icon: BarChart3 },
  ];
  const figures = [
    { label: "Searches", value: recent.searches, icon: Search },
    { label: "Institution page views", value: recent.institutionViews, icon: Building2 },
    { label: "Article views", value: recent.articleViews, icon: Eye },
    { label: "Sign-ups", value: recent.signups, icon: UserPlus },
  ];

  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="font-serif text-2xl font-bold text-brand-800">
        Dashboard
      </h1>
      <p className="text-slate-600">
        Welcome back, {admin.name || admin.email}. Signed in as {admin.email}.
      </p>

      <ul className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, to, area, icon: Icon }) => {
          const body = (
            <>
              <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {label}
              </span>
              <span className="mt-1 block text-3xl font-bold text-slate-900">{formatNumber(value)}</span>
            </>
          );
          return (
            <li key={label}>
              {may(area) ? (
                <Link to={to} className={`${cardClass} block hover:border-brand-300 hover:shadow`}>
                  {body}
                </Link>
              ) : (
                <div className={cardClass}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="quick-actions" className={cardClass}>
          <h2 id="quick-actions" className="font-serif text-lg font-bold text-brand-800">
            Quick Actions
          </h2>
          <ul className="mt-3 space-y-2">
            {actions
              .filter((action) => may(action.area))
              .map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
                  >
                    <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
          </ul>
        </section>

        <section aria-labelledby="recent-activity" className={`${cardClass} lg:col-span-2`}>
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-activity" className="font-serif text-lg font-bold text-brand-800">
              Recent Activity
            </h2>
            {may("activity") && (
              <Link to="/admin/activity" className="text-sm font-medium text-brand-700 hover:underline">
                View all<span className="sr-only"> activity</span>
              </Link>
            )}
          </div>
          {dashboard.recentActivity.length === 0 ? (
            <p className="mt-3 text-slate-600">No changes yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {dashboard.recentActivity.map((entry) => (
                <li key={entry.id} className="py-2">
                  <p className="text-slate-800">{entry.summary}</p>
                  <p className="text-sm text-slate-600">
                    {entry.actorEmail ?? "Someone"} ·{" "}
                    <time dateTime={entry.createdAt}>{whenText(entry.createdAt, now)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="site-performance" className={`${cardClass} mt-6`}>
        <h2 id="site-performance" className="font-serif text-lg font-bold text-brand-800">
          Site Performance
        </h2>
        <p className="text-sm text-slate-600">
          The last {DASHBOARD_DAYS} days: {formatNumber(recent.visits)} {recent.visits === 1 ? "visit" : "visits"}.
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(({ label, value, icon: Icon }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-600">
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </section>
  );
}
