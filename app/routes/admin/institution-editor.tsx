import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/institution-editor";
import { InstitutionEditorForm } from "~/components/admin/institution-editor/institution-editor-form";
import { Banner } from "~/components/admin/record-fields";
import { ACCESS_DENIED_MESSAGE } from "~/domain/admins/admin.schemas";
import { getInstitutionById, saveInstitution } from "~/domain/institutions/institution-admin.server";
import { createInstitutionInputSchema, INSTITUTION_MESSAGES } from "~/domain/institutions/institution-form.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

/** `new` (or the /institutions/new route) creates; a whole number edits; anything else is a 404. */
function targetOf(param: string | undefined): "new" | number {
  if (param === undefined || param === "new") return "new";
  if (/^\d{1,10}$/.test(param) && Number(param) >= 1 && Number(param) <= 2_147_483_647) return Number(param);
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.institution ? `Edit ${loaderData.institution.institution_name}` : "Add New Institution"} | Admin | ${SITE_NAME}`,
  },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "institutions");
  const target = targetOf(params.id);
  const currentYear = new Date().getFullYear();
  const saved = new URL(request.url).searchParams.get("saved");
  if (target === "new") return { institution: null, currentYear, saved: null };
  const institution = await getInstitutionById(services.db, target);
  if (!institution) throw data(null, { status: 404 });
  const outcome: "created" | "updated" | null = saved === "created" || saved === "updated" ? saved : null;
  return { institution, currentYear, saved: outcome };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "institutions");
  const target = targetOf(params.id);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: createInstitutionInputSchema(), disableAutoCoercion: true });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const { institution, outcome } = await saveInstitution(services.db, admin, target, submission.value);
    return redirect(`/admin/institutions/${institution.id}/edit?saved=${outcome}`);
  } catch (error) {
    return errorData(
      services,
      error,
      ({ status, message, fields }) => ({
        result: submission.reply({
          formErrors: [status >= 500 ? INSTITUTION_MESSAGES.saveFailed : message],
          fieldErrors: fields && Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, [text]])),
        }),
      }),
      "saving an institution failed",
    );
  }
}

export default function InstitutionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { institution } = loaderData;
  return (
    <InstitutionEditorForm
      key={`${institution?.id ?? "new"}-${institution?.updated_at ?? ""}`}
      institution={institution}
      currentYear={loaderData.currentYear}
      saved={loaderData.saved}
      lastResult={actionData?.result}
    />
  );
}

/** Inside the admin layout: an unknown id is 'Page Not Found'; a failed load says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 404
      ? ["Page Not Found", "The page you're looking for doesn't exist."]
      : status === 403
        ? ["Access Denied", ACCESS_DENIED_MESSAGE]
        : ["Institution", INSTITUTION_MESSAGES.loadFailed];
  return (
    <section className="mx-auto max-w-xl space-y-4 py-10 text-center">
      <h1 className="font-serif text-2xl font-bold text-brand-800">{title}</h1>
      {status === 404 || status === 403 ? (
        <p className="text-slate-600">{text}</p>
      ) : (
        <Banner tone="error">{text}</Banner>
      )}
      <Link to="/admin/institutions" className="inline-block font-semibold text-brand-700 underline">
        Back to Institutions
      </Link>
    </section>
  );
}
