import { Form, Link } from "react-router";
import type { Route } from "./+types/activity";
import { FilterButtons } from "~/components/admin/admin-list-toolbar";
import { controlClass } from "~/components/admin/record-fields";
import { Pagination } from "~/components/ui/pagination";
import { requireAdmin } from "~/routes/guards.server";
import { ACTIVITY_PAGE_SIZE, ActivityQuerySchema, type ActivityQuery } from "~/domain/audit/activity.server";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditEntry } from "~/domain/audit/audit.schemas";
import { listAuditActors, listAuditEntries } from "~/domain/audit/audit.server";
import { formatDateTimeUtc, formatNumber } from "~/lib/format";
import { parseQueryForgiving } from "~/lib/query-params";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";

export const meta: Route.MetaFunction = () => [{ title: `Activity | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "activity");
  const query = parseQueryForgiving(ActivityQuerySchema, new URL(request.url).searchParams);
  const [log, people] = await Promise.all([
    listAuditEntries(services.db, {
      actorUserId: query.person,
      action: query.action,
      entityType: query.entity_type,
      page: query.page,
      pageSize: ACTIVITY_PAGE_SIZE,
    }),
    listAuditActors(services.db),
  ]);
  return { ...log, people, query, actions: [...AUDIT_ACTIONS], entityTypes: [...AUDIT_ENTITY_TYPES] };
}

function activityHref(query: Partial<ActivityQuery>) {
  const search = new URLSearchParams();
  if (query.person) search.set("person", query.person);
  if (query.action) search.set("action", query.action);
  if (query.entity_type) search.set("entity_type", query.entity_type);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `/admin/activity?${text}` : "/admin/activity";
}

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  status_change: "Status changed",
  import: "Imported",
  upload: "Uploaded",
  role_change: "Role changed",
  activate: "Activated",
  deactivate: "Deactivated",
};
const ENTITY_LABELS: Record<string, string> = {
  institution: "Institutions",
  article: "Articles",
  file: "Files",
  admin_user: "Admin accounts",
  import: "Imports",
};
const ACTION_TONES: Record<string, string> = {
  create: "bg-green-50 text-green-800",
  delete: "bg-red-50 text-red-800",
  deactivate: "bg-red-50 text-red-800",
};

/** Where a record can be looked at now (deleted ones have nowhere to go). */
function recordHref(entry: AuditEntry): string | null {
  if (!entry.entityId || entry.action === "delete") return null;
  if (entry.entityType === "institution") return `/admin/institutions/${entry.entityId}/edit`;
  if (entry.entityType === "article") return `/admin/articles/${entry.entityId}/edit`;
  if (entry.entityType === "admin_user") return "/admin/users?role=all";
  if (entry.entityType === "import") return "/admin/content-import";
  return null;
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { entries, pagination, people, query, actions, entityTypes } = loaderData;
  const filtered = Boolean(query.person || query.action || query.entity_type);
  return (
    <section className="space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Activity</h1>
        <p className="mt-1 text-sm text-slate-600">
          {`Every change made in the admin area: who, what, which record and when. ${formatNumber(pagination.total)} ${
            pagination.total === 1 ? "entry" : "entries"
          }${filtered ? (pagination.total === 1 ? " matches" : " match") : ""}.`}
        </p>
      </div>

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <div>
          <label htmlFor="activity-person" className="block text-sm font-semibold text-slate-800">
            Person
          </label>
          <select id="activity-person" name="person" defaultValue={query.person ?? ""} className={controlClass}>
            <option value="">Everyone</option>
            {people.map((person) => (
              <option key={person.userId} value={person.userId}>
                {person.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-action" className="block text-sm font-semibold text-slate-800">
            Kind of change
          </label>
          <select id="activity-action" name="action" defaultValue={query.action ?? ""} className={controlClass}>
            <option value="">All changes</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {ACTION_LABELS[action] ?? action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-entity" className="block text-sm font-semibold text-slate-800">
            Records
          </label>
          <select
            id="activity-entity"
            name="entity_type"
            defaultValue={query.entity_type ?? ""}
            className={controlClass}
          >
            <option value="">All records</option>
            {entityTypes.map((type) => (
              <option key={type} value={type}>
                {ENTITY_LABELS[type] ?? type}
              </option>
            ))}
          </select>
        </div>
        <FilterButtons label="Filter" clearHref={filtered ? "/admin/activity" : null} />
      </Form>

      {entries.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">
          {filtered ? "No changes match these filters." : "No changes have been made yet."}
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {entries.map((entry) => {
            const href = recordHref(entry);
            return (
              <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
                <span
                  className={`inline-flex w-fit shrink-0 rounded px-2 py-0.5 text-xs font-semibold sm:mt-0.5 sm:w-32 sm:justify-center ${ACTION_TONES[entry.action] ?? "bg-brand-50 text-brand-800"}`}
                >
                  {ACTION_LABELS[entry.action] ?? entry.action}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-slate-900">
                    {href ? (
                      <Link to={href} className="hover:underline">
                        {entry.summary}
                      </Link>
                    ) : (
                      entry.summary
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {entry.actorEmail ?? "A removed account"} ·{" "}
                    <time dateTime={entry.createdAt}>{formatDateTimeUtc(entry.createdAt)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      <Pagination {...pagination} hrefFor={(page) => activityHref({ ...query, page })} label="Activity pages" />
    </section>
  );
}
