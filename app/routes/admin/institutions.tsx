import {
  Building2 as building2Drawing,
  ExternalLink as externalLinkDrawing,
  Pencil as pencilDrawing,
  Plus as plusDrawing,
  Search as searchDrawing,
  Trash2 as trash2Drawing,
  Upload as uploadDrawing,
} from "lucide";
import { useState } from "react";
import { Form, Link, useFetcher, useLocation } from "react-router";
import type { Route } from "./+types/institutions";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Banner, controlClass } from "~/components/admin/record-fields";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Pagination } from "~/components/ui/pagination";
import { requireAdmin } from "~/routes/guards.server";
import { listAdminInstitutions, type AdminInstitutionRow } from "~/domain/institutions/institution-admin.server";
import {
  AdminInstitutionListQuerySchema,
  deleteConfirmText,
  deletedCountOf,
  deletedText,
  INSTITUTION_TYPE_FILTERS,
  type AdminInstitutionListQuery,
} from "~/domain/institutions/institution-form.schemas";
import { formatLocation, formatNumber } from "~/lib/format";
import { parseQueryForgiving } from "~/lib/query-params";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";
import { FilterButtons } from "~/components/admin/admin-list-toolbar";

const Building2 = icon(building2Drawing);
const ExternalLink = icon(externalLinkDrawing);
const Pencil = icon(pencilDrawing);
const Plus = icon(plusDrawing);
const Search = icon(searchDrawing);
const Trash2 = icon(trash2Drawing);
const Upload = icon(uploadDrawing);

export const meta: Route.MetaFunction = () => [{ title: `Institutions | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "institutions");
  const url = new URL(request.url);
  const query = parseQueryForgiving(AdminInstitutionListQuerySchema, url.searchParams);
  const list = await listAdminInstitutions(services.db, query);
  return { list, query, deleted: deletedCountOf(url.searchParams) };
}

function listHref(query: Partial<AdminInstitutionListQuery>) {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.type && query.type !== "all") search.set("type", query.type);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `/admin/institutions?${text}` : "/admin/institutions";
}

interface PendingDelete {
  ids: number[];
  names: string[];
}

export default function AdminInstitutions({ loaderData }: Route.ComponentProps) {
  const { list, query, deleted } = loaderData;
  const { pagination } = list;
  const location = useLocation();
  const fetcher = useFetcher<{ error?: string }>();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const returnTo = listHref(query);
  const from = pagination.total ? (pagination.page - 1) * pagination.pageSize + 1 : 0;
  const to = Math.min(pagination.total, pagination.page * pagination.pageSize);
  const filtered = Boolean(query.q) || query.type !== "all";

  const confirmDelete = () => {
    if (!pending) return;
    const form = new FormData();
    for (const id of pending.ids) form.append("ids", String(id));
    form.set("returnTo", returnTo);
    fetcher.submit(form, { method: "post", action: "/admin/institutions/delete" });
    setPending(null);
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-bold text-brand-800">Institutions</h1>
          <p className="mt-1 text-sm text-slate-600">
            {`${formatNumber(pagination.total)} ${pagination.total === 1 ? "institution" : "institutions"}${
              filtered ? (pagination.total === 1 ? " matches" : " match") : " in the directory"
            }`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/institutions/import"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <Upload className="size-4" aria-hidden="true" />
            Import Content
          </Link>
          <Link
            to="/admin/institutions/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Institution
          </Link>
        </div>
      </div>

      {deleted && <Banner tone="success">{deletedText(deleted)}</Banner>}
      {fetcher.state === "idle" && fetcher.data?.error && <Banner tone="error">{fetcher.data.error}</Banner>}

      <Form
        method="get"
        role="search"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="institution-search" className="block text-sm font-semibold text-slate-800">
            Search institutions
          </label>
          <div className="relative">
            <Search
              className="absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="institution-search"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder="Name, city or state/province"
              className={`${controlClass} pl-9`}
            />
          </div>
        </div>
        <div className="sm:w-64">
          <label htmlFor="institution-type" className="block text-sm font-semibold text-slate-800">
            Type
          </label>
          <select id="institution-type" name="type" defaultValue={query.type} className={controlClass}>
            {INSTITUTION_TYPE_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <FilterButtons label="Search" clearHref={filtered ? "/admin/institutions" : null} />
      </Form>

      {list.institutions.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
          <Building2 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-800">No institutions found</p>
          <p className="mt-1 text-sm text-slate-600">
            {filtered ? "Try another search or type." : "Add the first institution to get started."}
          </p>
        </div>
      ) : (
        <InstitutionTable
          key={location.search}
          rows={list.institutions}
          returnTo={returnTo}
          onDelete={(rows) =>
            setPending({ ids: rows.map((row) => row.id), names: rows.map((row) => row.institution_name) })
          }
        />
      )}

      {pagination.total > pagination.pageSize && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600">
            {`Showing ${formatNumber(from)} to ${formatNumber(to)} of ${formatNumber(pagination.total)}`}
          </p>
          <Pagination {...pagination} hrefFor={(page) => listHref({ ...query, page })} label="Institution pages" />
        </div>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={pending && pending.ids.length > 1 ? "Delete Institutions" : "Delete Institution"}
        description={pending ? deleteConfirmText(pending.names) : ""}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

function InstitutionTable({
  rows,
  returnTo,
  onDelete,
}: {
  rows: AdminInstitutionRow[];
  returnTo: string;
  onDelete: (rows: AdminInstitutionRow[]) => void;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const deleteHref = (ids: number[]) =>
    `/admin/institutions/delete?${new URLSearchParams([...ids.map((id) => ["ids", String(id)]), ["returnTo", returnTo]])}`;

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {/* Without JavaScript the selection goes to a confirmation page; with it, to the dialog. */}
      <form
        id="bulk-delete"
        method="get"
        action="/admin/institutions/delete"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = rows.filter((row) => selected.has(row.id));
          if (chosen.length) onDelete(chosen);
        }}
        className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <p className="text-sm text-slate-700" aria-live="polite">
          {hydrated ? `${selected.size} selected` : "Tick institutions to delete several at once."}
        </p>
        <button
          type="submit"
          disabled={hydrated && selected.size === 0}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-red-700 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-white"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete Selected{hydrated && selected.size ? ` (${selected.size})` : ""}
        </button>
      </form>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Institutions, by name</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-12 px-4 py-3">
              {hydrated ? (
                <input
                  type="checkbox"
                  aria-label="Select all institutions on this page"
                  checked={allSelected}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
                  }
                  className="size-6 accent-brand-700"
                />
              ) : (
                <span className="sr-only">Select</span>
              )}
            </th>
            <th scope="col" className="px-2 py-3">
              Institution
            </th>
            <th scope="col" className="hidden px-2 py-3 md:table-cell">
              Type
            </th>
            <th scope="col" className="hidden px-2 py-3 lg:table-cell">
              Denomination
            </th>
            <th scope="col" className="hidden px-2 py-3 xl:table-cell">
              Accreditation
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? "bg-brand-50" : undefined}>
              <td className="px-4 py-3 align-top">
                <input
                  type="checkbox"
                  form="bulk-delete"
                  name="ids"
                  value={row.id}
                  checked={hydrated ? selected.has(row.id) : undefined}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                  aria-label={`Select ${row.institution_name}`}
                  className="size-6 accent-brand-700"
                />
              </td>
              <td className="px-2 py-3 align-top">
                <Link
                  to={`/admin/institutions/${row.id}/edit`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {row.institution_name}
                </Link>
                <p className="text-slate-600">{formatLocation(row) || "No location"}</p>
                <p className="text-slate-600 md:hidden">{row.institution_type}</p>
                {row.needs_review && (
                  <Link
                    to="/admin/institutions/review"
                    className="mt-1 inline-flex min-h-6 items-center rounded bg-amber-100 px-2 text-xs font-semibold text-amber-900 hover:underline"
                  >
                    Waiting for review<span className="sr-only">: {row.institution_name} is not public yet</span>
                  </Link>
                )}
              </td>
              <td className="hidden px-2 py-3 align-top text-slate-700 md:table-cell">{row.institution_type}</td>
              <td className="hidden px-2 py-3 align-top text-slate-700 lg:table-cell">{row.denomination ?? "—"}</td>
              <td className="hidden px-2 py-3 align-top text-slate-700 xl:table-cell">
                {row.accreditation_status || "Not reported"}
              </td>
              <td className="px-4 py-3 align-top">
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end sm:whitespace-nowrap">
                  {!row.needs_review && (
                    <Link
                      to={`/institution/${row.slug}`}
                      className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-brand-700 hover:bg-brand-50"
                    >
                      <ExternalLink className="size-4" aria-hidden="true" />
                      View<span className="sr-only"> {row.institution_name} on the site</span>
                    </Link>
                  )}
                  <Link
                    to={`/admin/institutions/${row.id}/edit`}
                    className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-brand-700 hover:bg-brand-50"
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit<span className="sr-only"> {row.institution_name}</span>
                  </Link>
                  <Link
                    to={deleteHref([row.id])}
                    onClick={(event) => {
                      event.preventDefault();
                      onDelete([row]);
                    }}
                    className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-red-700 hover:bg-red-50"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete<span className="sr-only"> {row.institution_name}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
