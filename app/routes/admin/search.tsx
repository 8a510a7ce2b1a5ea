import { Building2 as building2Drawing, FileText as fileTextDrawing, Search as searchDrawing } from "lucide";
import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { controlClass } from "~/components/admin/record-fields";
import { requireAdmin } from "~/routes/guards.server";
import { ADMIN_SEARCH_LIMIT, searchAdminRecords } from "~/domain/admins/admin-search.server";
import { formatLocation, formatNumber } from "~/lib/format";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const Building2 = icon(building2Drawing);
const FileText = icon(fileTextDrawing);
const Search = icon(searchDrawing);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.q ? `Search: ${loaderData.q}` : "Search"} | Admin | ${SITE_NAME}` },
];

/** The header search box's results: institutions and articles, each linking to its editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "dashboard");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { ...(await searchAdminRecords(services.db, admin, q)), limit: ADMIN_SEARCH_LIMIT };
}

const STATUS_STYLES: Record<string, string> = {
  published: "bg-green-50 text-green-800",
  draft: "bg-slate-100 text-slate-700",
  archived: "bg-amber-50 text-amber-900",
};

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { q, institutions, articles, limit } = loaderData;
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <h1 className="font-serif text-2xl font-bold text-brand-800">{q ? `Results for "${q}"` : "Search"}</h1>
      <Form method="get" role="search" className="flex gap-2">
        <label htmlFor="admin-search-page" className="sr-only">
          Search institutions and articles
        </label>
        <input
          id="admin-search-page"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Search institutions and articles..."
          className={`${controlClass} mt-0 flex-1`}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
      </Form>

      {!q && <p className="text-slate-600">Type a name, a place or a word from an article.</p>}

      {q && institutions && (
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
            <Building2 className="size-5" aria-hidden="true" />
            Institutions
            <span className="font-sans text-sm font-normal text-slate-600">
              ({formatNumber(institutions.total)}
              {institutions.total > limit ? `, first ${limit} shown` : ""})
            </span>
          </h2>
          {institutions.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No institutions match.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {institutions.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/institutions/${item.id}/edit`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {item.institution_name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {[item.institution_type, formatLocation(item)].filter(Boolean).join(" · ")}
                    </p>
                  </div>
                  <Link
                    to={`/institution/${item.slug}`}
                    aria-label={`View ${item.institution_name} on the site`}
                    className="inline-flex min-h-9 items-center text-sm text-brand-700 underline"
                  >
                    View on the site
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {institutions.total > limit && (
            <Link
              to={`/admin/institutions?q=${encodeURIComponent(q)}`}
              className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
            >
              See matching institutions in the list
            </Link>
          )}
        </div>
      )}

      {q && articles && (
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="flex items-center gap-2 font-serif text-lg font-bold text-brand-800">
            <FileText className="size-5" aria-hidden="true" />
            Articles
            <span className="font-sans text-sm font-normal text-slate-600">
              ({formatNumber(articles.total)}
              {articles.total > limit ? `, first ${limit} shown` : ""})
            </span>
          </h2>
          {articles.items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No articles match.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {articles.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/articles/${item.id}/edit`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {item.title}
                    </Link>
                    <p className="text-sm text-slate-600">{item.category ?? "No category"}</p>
                  </div>
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLES[item.status] ?? ""}`}
                  >
                    {item.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
