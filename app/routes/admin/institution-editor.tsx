import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/institution-editor";
import { InstitutionEditorForm } from "~/components/admin/institution-editor/institution-editor-form";
import { Banner } from "~/components/admin/record-fields";
import { ACCESS_DENIED_MESSAGE } from "~/domain/admins/admin.schemas";
import {
  createInstitution,
  getInstitutionById,
  updateInstitution,
} from "~/domain/institutions/institution-admin.server";
import { createNewInstitutionSchema } from "~/domain/institutions/institution-create.schemas";
import { createInstitutionInputSchema, INSTITUTION_MESSAGES } from "~/domain/institutions/institution-form.schemas";
import { reviewQueuePageOf } from "~/domain/institutions/institution-review.server";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext, type Services } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";
import { countryChoices } from "~/domain/places/countries.server";

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
  const countries = countryChoices();
  if (target === "new") return { institution: null, currentYear, saved: null, reviewHref: null, countries };
  const institution = await getInstitutionById(services.db, target);
  if (!institution) throw data(null, { status: 404 });
  const outcome: "created" | "updated" | null = saved === "created" || saved === "updated" ? saved : null;
  // A school waiting for review is confirmed on the queue's page that lists it.
  const reviewPage = institution.needs_review ? await reviewQueuePageOf(services.db, institution.id) : null;
  const reviewHref = reviewPage ? `/admin/institutions/review?page=${reviewPage}#review-${institution.id}` : null;
  // A country stored before names were ISO 3166 stays selectable until it is changed.
  const choices = countries.includes(institution.country) ? countries : [institution.country, ...countries];
  return { institution, currentYear, saved: outcome, reviewHref, countries: choices };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "institutions");
  const target = targetOf(params.id);
  const formData = await readForm(request);
  return target === "new"
    ? save(services, formData, createNewInstitutionSchema(), "created", (input) =>
        createInstitution(services.db, admin, input),
      )
    : save(services, formData, createInstitutionInputSchema(), "updated", (input) =>
        updateInstitution(services.db, admin, target, input),
      );
}

/** Checks the form with `schema`, writes it, and opens the saved school in the editor with a banner. */
async function save<Schema extends z.ZodType>(
  services: Services,
  formData: FormData,
  schema: Schema,
  outcome: "created" | "updated",
  write: (input: z.output<Schema>) => Promise<Institution>,
) {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const institution = await write(submission.value);
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
      reviewHref={loaderData.reviewHref}
      countries={loaderData.countries}
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
