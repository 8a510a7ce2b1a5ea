import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/institution-evidence";
import { CurrentEvidence, EvidenceFields, type EvidenceErrors } from "~/components/admin/listing-evidence";
import { Banner } from "~/components/admin/record-fields";
import { getInstitutionById } from "~/domain/institutions/institution-admin.server";
import { replaceListedBecause } from "~/domain/institutions/institution-review.server";
import { EvidenceInputSchema, ReviewIdSchema } from "~/domain/institutions/institution-review.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireAdmin } from "~/routes/guards.server";

/**
 * Why a school is listed, and replacing it: a stronger source for a weaker one (an encyclopedia
 * mirror for the school's own page), or a page that moved. Kept through later seeds.
 */
export const meta: Route.MetaFunction = () => [{ title: `Why It Is Listed | Admin | ${SITE_NAME}` }];

function idOf(value: string | undefined) {
  const parsed = ReviewIdSchema.safeParse({ id: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireAdmin(request, services, "institutions");
  const institution = await getInstitutionById(services.db, idOf(params.id));
  if (!institution) throw data(null, { status: 404 });
  return { institution, saved: new URL(request.url).searchParams.get("saved") === "1" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const admin = await requireAdmin(request, services, "institutions");
  const id = idOf(params.id);
  const form = await readForm(request);
  const values = Object.fromEntries(["url", "quote", "kind"].map((name) => [name, String(form.get(name) ?? "")]));
  const parsed = EvidenceInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: EvidenceErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "url" || field === "quote" || field === "kind") (errors[field] ??= []).push(issue.message);
    }
    return data({ errors, values, error: null as string | null }, { status: 400 });
  }
  try {
    await replaceListedBecause(services.db, admin, id, parsed.data);
  } catch (error) {
    return errorData(
      services,
      error,
      (answer) => ({ errors: {} as EvidenceErrors, values, error: answer.message as string | null }),
      "replacing why an institution is listed failed",
    );
  }
  return redirect(`/admin/institutions/${id}/evidence?saved=1`);
}

export default function InstitutionEvidence({ loaderData, actionData }: Route.ComponentProps) {
  const { institution, saved } = loaderData;
  return (
    <section className="max-w-3xl space-y-6">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-800">Why {institution.institution_name} is listed</h1>
        <p className="mt-1 text-sm text-slate-600">
          The public page shows this line beside the denomination. Replace it with a stronger source when you find one:
          the school&apos;s own page or its church&apos;s rather than an encyclopedia copy.
        </p>
      </div>
      {saved && <Banner tone="success">Saved. The public page shows the new source now.</Banner>}
      {actionData?.error && <Banner tone="error">{actionData.error}</Banner>}
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Now</h2>
        <div className="mt-2">
          <CurrentEvidence listed={institution.listed_because} />
        </div>
      </div>
      <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">Replace with</h2>
        <EvidenceFields idPrefix="evidence" errors={actionData?.errors} values={actionData?.values} />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Save evidence
          </button>
          <Link to={`/admin/institutions/${institution.id}/edit`} className="font-semibold text-brand-700 underline">
            Back to the editor
          </Link>
        </div>
      </Form>
    </section>
  );
}
