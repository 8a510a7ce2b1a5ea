/**
 * /admin/analytics: real figures for a period (7, 30 or 90 days, or a year): record counts with
 * their growth, popular searches, most viewed institutions, six months of new accounts and
 * searches, and per-visit insights. Works without JavaScript (the period is a GET form).
 */
import {
  BarChart3 as barChart3Drawing,
  Building2 as building2Drawing,
  FileText as fileTextDrawing,
  FolderOpen as folderOpenDrawing,
  Search as searchDrawing,
  TrendingUp as trendingUpDrawing,
  Users as usersDrawing,
} from "lucide";
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/analytics";
import { requireAdmin } from "~/routes/guards.server";
import {
  ANALYTICS_PERIODS,
  AnalyticsQuerySchema,
  DEFAULT_PERIOD,
  PERIOD_DAYS,
  PERIOD_LABELS,
  type AnalyticsReport,
  type GrowthFigure,
} from "~/domain/analytics/analytics.schemas";
import { getAnalyticsReport } from "~/domain/analytics/analytics-report.server";
import { formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const BarChart3 = icon(barChart3Drawing);
const Building2 = icon(building2Drawing);
const FileText = icon(fileTextDrawing);
const FolderOpen = icon(folderOpenDrawing);
const Search = icon(searchDrawing);
const TrendingUp = icon(trendingUpDrawing);
const Users = icon(usersDrawing);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "analytics");
  const parsed = AnalyticsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const period = parsed.success ? parsed.data.period : DEFAULT_PERIOD;
  return { report: await getAnalyticsReport(services.db, period) };
}

export const meta: Route.MetaFunction = () => [
  { title: `Analytics | Admin | ${SITE_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** '+50%', '-12.5%', '0%'. */
function formatGrowth(growth: number): string {
  return `${growth > 0 ? "+" : ""}${growth.toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** 'Jan 2031' from '2031-01'. */
function monthLabel(month: string) {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

function periodPhrase(report: AnalyticsReport) {
  return report.period === "1y" ? "year" : `${PERIOD_DAYS[report.period]} days`;
}

function GrowthNote({ figure, period }: { figure: GrowthFigure; period: string }) {
  const tone =
    figure.growth === null || figure.growth === 0
      ? "text-slate-600"
      : figure.growth > 0
        ? "text-green-700"
        : "text-red-700";
  return (
    <p className="mt-1 text-sm text-slate-600">
      +{formatNumber(figure.added)} in the last {period}
      <br />
      <span className={tone}>
        {figure.growth === null
          ? `none in the ${period} before`
          : `${formatGrowth(figure.growth)} vs the previous ${period}`}
      </span>
    </p>
  );
}

const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const period = periodPhrase(report);
  const tiles = [
    { label: "Total Users", figure: report.totals.users, icon: Users },
    { label: "Institutions", figure: report.totals.institutions, icon: Building2 },
    { label: "Articles", figure: report.totals.articles, icon: FileText },
    { label: "Files", figure: report.totals.files, icon: FolderOpen },
  ];

  return (
    <section aria-labelledby="analytics-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="analytics-heading" className="font-serif text-2xl font-bold text-brand-800">
            Analytics
          </h1>
          <p className="text-slate-600">Site activity and content, counted from the database.</p>
        </div>
        <Form ref={formRef} method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="analytics-period" className="block text-sm font-semibold text-slate-800">
              Period
            </label>
            <select
              id="analytics-period"
              name="period"
              defaultValue={report.period}
              key={report.period}
              onChange={() => formRef.current && submit(formRef.current, { replace: true })}
              className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none"
            >
              {ANALYTICS_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
              Apply
            </button>
          </noscript>
        </Form>
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map(({ label, figure, icon: Icon }) => (
          <div key={label} className={cardClass}>
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <Icon className="size-4 text-brand-600" aria-hidden="true" />
              {label}
            </dt>
            <dd>
              <span className="mt-1 block text-3xl font-bold text-slate-900">{formatNumber(figure.total)}</span>
              <GrowthNote figure={figure} period={period} />
            </dd>
          </div>
        ))}
      </dl>

      {!report.hasEvents ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <BarChart3 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-800">No Analytics Data</h2>
          <p className="mt-1 text-slate-600">
            No searches, page views or sign-ups were recorded in the {PERIOD_LABELS[report.period].toLowerCase()}.
          </p>
        </div>
      ) : (
        <>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="popular-searches" className={`${cardClass} min-w-0`}>
              <h2 id="popular-searches" className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
                <Search className="size-5" aria-hidden="true" />
                Popular Searches
              </h2>
              {report.popularSearches.length === 0 ? (
                <p className="mt-3 text-slate-600">No searches in this period.</p>
              ) : (
                <ol className="mt-3 divide-y divide-slate-100">
                  {report.popularSearches.map((entry, index) => (
                    <li key={entry.query} className="flex items-center justify-between gap-3 py-2">
                      <span className="min-w-0 truncate">
                        <span className="mr-2 text-sm text-slate-600">{index + 1}.</span>
                        {entry.query}
                      </span>
                      <span className="shrink-0 text-sm font-semibold text-slate-800">
                        {formatNumber(entry.count)} {entry.count === 1 ? "search" : "searches"}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="most-viewed" className={`${cardClass} min-w-0`}>
              <h2 id="most-viewed" className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
                <Building2 className="size-5" aria-hidden="true" />
                Most Viewed Institutions
              </h2>
              {report.popularInstitutions.length === 0 ? (
                <p className="mt-3 text-slate-600">No institution pages viewed in this period.</p>
              ) : (
                <ol className="mt-3 divide-y divide-slate-100">
                  {report.popularInstitutions.map((entry, index) => (
                    <li key={entry.slug} className="flex items-center justify-between gap-3 py-2">
                      <span className="min-w-0 truncate">
                        <span className="mr-2 text-sm text-slate-600">{index + 1}.</span>
                        <Link to={`/institution/${entry.slug}`} className="text-brand-700 hover:underline">
                          {entry.name}
                        </Link>
                      </span>
                      <span className="shrink-0 text-sm font-semibold text-slate-800">
                        {formatNumber(entry.views)} {entry.views === 1 ? "view" : "views"}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>

          <QuickInsights report={report} period={period} />
        </>
      )}

      <MonthlyTrends monthly={report.monthly} />
    </section>
  );
}

function QuickInsights({ report, period }: { report: AnalyticsReport; period: string }) {
  const { insights } = report;
  const items = [
    {
      label: "Growth Rate",
      value: insights.activityGrowth === null ? "New" : formatGrowth(insights.activityGrowth),
      note: `Searches and page views: ${formatNumber(insights.activity)} in the last ${period}, against ${formatNumber(insights.previousActivity)} in the ${period} before.`,
    },
    {
      label: "Avg. Searches per session",
      value: insights.searchesPerVisit === null ? "–" : insights.searchesPerVisit.toFixed(2),
      note: `A session is one visit: it ends 30 minutes after its last page. ${formatNumber(insights.visits)} ${insights.visits === 1 ? "visit" : "visits"} in this period.`,
    },
    {
      label: "Engagement",
      value: insights.pagesPerVisit === null ? "–" : `${insights.pagesPerVisit.toFixed(2)} pages`,
      note: "Searches, institution pages and article pages viewed per visit.",
    },
  ];
  return (
    <section aria-labelledby="quick-insights" className="mt-6">
      <h2 id="quick-insights" className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
        <TrendingUp className="size-5" aria-hidden="true" />
        Quick Insights
      </h2>
      <dl className="mt-3 grid gap-3 md:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className={cardClass}>
            <dt className="text-sm font-medium text-slate-600">{item.label}</dt>
            <dd>
              <span className="mt-1 block text-2xl font-bold text-slate-900">{item.value}</span>
              <span className="mt-1 block text-sm text-slate-600">{item.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A real table: screen readers read the numbers, the bars are drawn beside them. */
function MonthlyTrends({ monthly }: { monthly: AnalyticsReport["monthly"] }) {
  const maxUsers = Math.max(1, ...monthly.map((row) => row.users));
  const maxSearches = Math.max(1, ...monthly.map((row) => row.searches));
  const bar = (value: number, max: number, colour: string) => (
    <span className="flex items-center gap-2">
      <span className="h-3 flex-1 rounded-full bg-slate-100" aria-hidden="true">
        <span className={`block h-3 rounded-full ${colour}`} style={{ width: `${(value / max) * 100}%` }} />
      </span>
      <span className="min-w-8 text-right text-sm font-semibold text-slate-800 tabular-nums">
        {formatNumber(value)}
      </span>
    </span>
  );
  return (
    <section aria-labelledby="monthly-trends" className={`${cardClass} mt-6`}>
      <h2 id="monthly-trends" className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
        <BarChart3 className="size-5" aria-hidden="true" />
        Monthly Trends
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        New Users vs Searches, the last six months.{" "}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-brand-600" aria-hidden="true" /> New Users
        </span>{" "}
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-full bg-gold-500" aria-hidden="true" /> Searches
        </span>
      </p>
      <div className="mt-4">
        <table className="w-full table-fixed text-left">
          <caption className="sr-only">New users and searches per month, the last six months</caption>
          <thead>
            <tr className="text-sm text-slate-600">
              <th scope="col" className="w-20 pb-2 font-medium sm:w-28">
                Month
              </th>
              <th scope="col" className="pb-2 font-medium">
                New Users
              </th>
              <th scope="col" className="pb-2 pl-3 font-medium">
                Searches
              </th>
            </tr>
          </thead>
          <tbody>
            {monthly.map((row) => (
              <tr key={row.month} className="border-t border-slate-100">
                <th scope="row" className="py-2 text-sm font-medium text-slate-700">
                  {monthLabel(row.month)}
                </th>
                <td className="py-2">{bar(row.users, maxUsers, "bg-brand-600")}</td>
                <td className="py-2 pl-3">{bar(row.searches, maxSearches, "bg-gold-500")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
