import { ShieldCheck as shieldCheckDrawing, UserPlus as userPlusDrawing } from "lucide";
import { useState } from "react";
import { data, Form, Link, useFetcher } from "react-router";
import type { Route } from "./+types/users";
import { Banner, controlClass } from "~/components/admin/record-fields";
import { Pagination } from "~/components/ui/pagination";
import { requireAdmin } from "~/routes/guards.server";
import {
  ACCOUNT_ROLE_FILTERS,
  AccountChangeSchema,
  AccountListQuerySchema,
  ADMIN_ROLE_OPTIONS,
  type AccountListQuery,
} from "~/domain/admins/admin-accounts.schemas";
import { changeAccount, listAccounts, type AccountRow } from "~/domain/admins/admin-accounts.server";
import { ROLE_NAMES } from "~/domain/admins/admin.schemas";
import { errorData } from "~/lib/error-status.server";
import { formatDate, formatNumber } from "~/lib/format";
import { parseQueryForgiving } from "~/lib/query-params";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { readForm } from "~/lib/http.server";
import { icon } from "~/components/ui/icon";

const ShieldCheck = icon(shieldCheckDrawing);
const UserPlus = icon(userPlusDrawing);

export const meta: Route.MetaFunction = () => [{ title: `Users | Admin | ${SITE_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "users");
  const query = parseQueryForgiving(AccountListQuerySchema, new URL(request.url).searchParams);
  return { ...(await listAccounts(services.db, query)), query, me: admin.userId };
}

type ActionResult = { ok: true; userId: string; message: string } | { ok: false; userId: string; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "users");
  const form = await readForm(request);
  const userId = String(form.get("userId") ?? "");
  const intent = form.get("intent");
  const parsed = AccountChangeSchema.safeParse(
    intent === "role" ? { role: form.get("role") } : { is_active: form.get("is_active") === "true" },
  );
  if (!userId || !parsed.success) {
    return data<ActionResult>({ ok: false, userId, error: "Choose a role" }, { status: 400 });
  }
  try {
    const account = await changeAccount(services.db, admin, userId, parsed.data);
    const message = !account.role
      ? `${account.email} no longer has an admin role.`
      : intent === "role"
        ? `${account.email} is now ${ROLE_NAMES[account.role]}.`
        : `${account.email} is ${account.is_active ? "active" : "deactivated"}.`;
    return data<ActionResult>({ ok: true, userId, message });
  } catch (error) {
    return errorData<ActionResult>(
      services,
      error,
      ({ message }) => ({ ok: false, userId, error: message }),
      "changing an admin account failed",
    );
  }
}

function usersHref(query: Partial<AccountListQuery>) {
  const search = new URLSearchParams();
  if (query.q) search.set("q", query.q);
  if (query.role && query.role !== "admins") search.set("role", query.role);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `/admin/users?${text}` : "/admin/users";
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, pagination, query, me } = loaderData;
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-2xl font-bold text-brand-800">Users</h1>
          <p className="mt-1 text-sm text-slate-600">
            {formatNumber(pagination.total)} {pagination.total === 1 ? "account" : "accounts"}. Roles decide what each
            administrator may change; deactivated administrators keep their account but lose the admin area.
          </p>
        </div>
        <Link
          to="/admin/signup"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <UserPlus className="size-4" aria-hidden="true" />
          Create Admin Account
        </Link>
      </div>

      {/* A change made without JavaScript comes back here as the page's action data. */}
      {actionData && (
        <Banner tone={actionData.ok ? "success" : "error"}>
          {actionData.ok ? actionData.message : actionData.error}
        </Banner>
      )}

      <Form
        method="get"
        role="search"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="user-search" className="block text-sm font-semibold text-slate-800">
            Search accounts
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder="Name or e-mail address"
            className={controlClass}
          />
        </div>
        <div className="sm:w-64">
          <label htmlFor="user-role" className="block text-sm font-semibold text-slate-800">
            Show
          </label>
          <select id="user-role" name="role" defaultValue={query.role} className={controlClass}>
            {ACCOUNT_ROLE_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>

      {accounts.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-600">
          No accounts found.
        </p>
      ) : (
        <ul className="space-y-3">
          {accounts.map((account) => (
            <AccountItem key={account.user_id} account={account} isMe={account.user_id === me} />
          ))}
        </ul>
      )}

      <Pagination {...pagination} hrefFor={(page) => usersHref({ ...query, page })} label="Account pages" />
    </section>
  );
}

function AccountItem({ account, isMe }: { account: AccountRow; isMe: boolean }) {
  const roleFetcher = useFetcher<ActionResult>();
  const activeFetcher = useFetcher<ActionResult>();
  // The answer to whichever form was sent last.
  const [lastSent, setLastSent] = useState<"role" | "active">("role");
  const latest = lastSent === "role" ? roleFetcher : activeFetcher;
  const result = latest.state === "idle" ? latest.data : undefined;
  const roleId = `role-${account.user_id}`;
  const status = !account.role ? "No admin role" : account.is_active ? "Active" : "Deactivated";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {account.role === "super_admin" && <ShieldCheck className="size-4 text-gold-700" aria-hidden="true" />}
            <span className="break-all">{account.name}</span>
            {isMe && <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-800">You</span>}
          </p>
          <p className="break-all text-sm text-slate-600">{account.email}</p>
          <p className="text-sm text-slate-600">
            {account.role ? ROLE_NAMES[account.role] : "Site user"} ·{" "}
            <span className={account.role && !account.is_active ? "font-semibold text-red-800" : undefined}>
              {status}
            </span>{" "}
            · joined {formatDate(account.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <roleFetcher.Form method="post" className="flex items-end gap-2" onSubmit={() => setLastSent("role")}>
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="userId" value={account.user_id} />
            <div>
              <label htmlFor={roleId} className="block text-xs font-semibold text-slate-700">
                Admin role
              </label>
              <select
                // A refused change puts the select back to the role the account really has.
                key={`${account.role ?? "none"}:${roleFetcher.data && !roleFetcher.data.ok ? roleFetcher.data.error : ""}`}
                id={roleId}
                name="role"
                defaultValue={account.role ?? "none"}
                className={`${controlClass} mt-0.5 py-1.5`}
              >
                {ADMIN_ROLE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                <option value="none">No admin role</option>
              </select>
            </div>
            <button
              type="submit"
              disabled={roleFetcher.state !== "idle"}
              className="inline-flex min-h-10 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              Save role<span className="sr-only"> of {account.email}</span>
            </button>
          </roleFetcher.Form>
          {account.role && (
            <activeFetcher.Form method="post" onSubmit={() => setLastSent("active")}>
              <input type="hidden" name="intent" value="active" />
              <input type="hidden" name="userId" value={account.user_id} />
              <input type="hidden" name="is_active" value={account.is_active ? "false" : "true"} />
              <button
                type="submit"
                disabled={activeFetcher.state !== "idle"}
                className={`inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold disabled:opacity-60 ${
                  account.is_active
                    ? "border border-red-700 text-red-700 hover:bg-red-50"
                    : "bg-brand-700 text-white hover:bg-brand-800"
                }`}
              >
                {account.is_active ? "Deactivate" : "Activate"}
                <span className="sr-only"> {account.email}</span>
              </button>
            </activeFetcher.Form>
          )}
        </div>
      </div>
      {result && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-3 text-sm font-medium ${result.ok ? "text-green-800" : "text-red-700"}`}
        >
          {result.ok ? result.message : result.error}
        </p>
      )}
    </li>
  );
}
