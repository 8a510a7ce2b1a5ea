import { Trash2 as trash2Drawing } from "lucide";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/institutions-delete";
import { Banner } from "~/components/admin/record-fields";
import { requireAdmin } from "~/routes/guards.server";
import { deleteInstitutions, listInstitutionNames } from "~/domain/institutions/institution-admin.server";
import { deleteConfirmText, deleteFailedText } from "~/domain/institutions/institution-form.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { safeReturnPath } from "~/lib/query-params";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";
import { isRowId } from "~/lib/row-id";

const Trash2 = icon(trash2Drawing);

/**
 * Deleting institutions. The list's dialog posts here; without JavaScript, the list's Delete links
 * and its bulk form come here first (GET) for the same confirmation as a page.
 */
export const meta: Route.MetaFunction = () => [{ title: `Delete Institutions | Admin | ${SITE_NAME}` }];

const MAX_IDS = 500;
const LIST = "/admin/institutions";

function idsFrom(values: FormDataEntryValue[]): number[] {
  const ids = values
    .flatMap((value) => (typeof value === "string" ? value.split(",") : []))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,10}$/.test(value))
    .map(Number)
    .filter(isRowId);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "institutions");
  const url = new URL(request.url);
  const institutions = await listInstitutionNames(services.db, idsFrom(url.searchParams.getAll("ids")));
  return { institutions, returnTo: safeReturnPath(url.searchParams.get("returnTo"), LIST) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "institutions");
  const form = await readForm(request);
  const ids = idsFrom(form.getAll("ids"));
  const returnTo = safeReturnPath(form.get("returnTo"), LIST);
  if (!ids.length) return data({ error: "Choose at least one institution to delete." }, { status: 400 });
  try {
    const deleted = await deleteInstitutions(services.db, admin, ids);
    // Already gone (someone else deleted them): nothing was done, so say it failed.
    if (!deleted.length) return data({ error: deleteFailedText(ids.length) }, { status: 404 });
    const target = new URL(returnTo, "http://site.invalid");
    target.searchParams.delete("page");
    target.searchParams.set("deleted", String(deleted.length));
    return redirect(`${target.pathname}${target.search}`);
  } catch (error) {
    return errorData(services, error, () => ({ error: deleteFailedText(ids.length) }), "deleting institutions failed");
  }
}

export default function DeleteInstitutions({ loaderData, actionData }: Route.ComponentProps) {
  const { institutions, returnTo } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (!institutions.length) {
    return (
      <section className="mx-auto max-w-xl space-y-4">
        <h1 className="font-serif text-2xl font-bold text-brand-800">Delete Institutions</h1>
        {actionData?.error && <Banner tone="error">{actionData.error}</Banner>}
        <p className="text-slate-700">No institutions were chosen, or they no longer exist.</p>
        <Link to={returnTo} className="font-semibold text-brand-700 underline">
          Back to Institutions
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl space-y-4">
      <h1 className="font-serif text-2xl font-bold text-brand-800">
        {institutions.length === 1 ? "Delete Institution" : "Delete Institutions"}
      </h1>
      {actionData?.error && <Banner tone="error">{actionData.error}</Banner>}
      <p className="text-slate-700">{deleteConfirmText(institutions.map((row) => row.institution_name))}</p>
      {institutions.length > 1 && (
        <ul className="max-h-80 list-disc space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white py-3 pr-4 pl-8 text-sm text-slate-700">
          {institutions.map((row) => (
            <li key={row.id}>{row.institution_name}</li>
          ))}
        </ul>
      )}
      <Form method="post" className="flex flex-wrap gap-3">
        {institutions.map((row) => (
          <input key={row.id} type="hidden" name="ids" value={row.id} />
        ))}
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {busy ? "Deleting..." : "Delete"}
        </button>
        <Link
          to={returnTo}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </Form>
    </section>
  );
}
