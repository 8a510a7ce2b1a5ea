import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/school-update";
import { FormAlert } from "~/components/accounts/form-controls";
import { CorrectionNoteFields, ProposedFactFields } from "~/components/schools/proposal-fields";
import { OwnProposals } from "~/components/schools/own-proposals";
import { FEDERAL_FACTS, fieldValue } from "~/domain/institutions/fact-sources";
import { getInstitutionById } from "~/domain/institutions/institution-admin.server";
import { parseProposalForm } from "~/domain/schools/proposal-form";
import { REPORTABLE_FIELDS, valueText } from "~/domain/schools/reportable-facts";
import { requireRepresentedSchool } from "~/domain/schools/representation.server";
import { schoolDomainOf } from "~/domain/schools/school-domain";
import { listOwnProposals, submitProposal } from "~/domain/schools/school-proposals.server";
import { describeError, reportError, throwAsResponse } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { requireUser } from "~/routes/guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Update ${loaderData?.school.name ?? "a school"} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The school, when the signed-in user represents it (guests sign in first; others get 403). */
async function representedSchool(request: Request, services: Parameters<typeof requireUser>[1], slug: string) {
  const user = await requireUser(request, services);
  try {
    return { user, school: await requireRepresentedSchool(services.db, user, slug) };
  } catch (error) {
    throwAsResponse(error);
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { user, school } = await representedSchool(request, services, params.slug);
  const institution = (await getInstitutionById(services.db, school.id))!;
  const current = Object.fromEntries(REPORTABLE_FIELDS.map((field) => [field, fieldValue(institution, field)]));
  const federal = FEDERAL_FACTS.map(({ field, label }) => ({
    field,
    label,
    value: valueText(fieldValue(institution, field)),
    source: institution.fact_sources.find((source) => source.field === field)?.label ?? null,
  }));
  return {
    school: { slug: school.slug, name: school.name, domain: schoolDomainOf(school.website) },
    current,
    federal,
    proposals: await listOwnProposals(services.db, user.id, school.id),
  };
}

type ActionData = { ok: true } | { ok: false; message: string; errors: Record<string, string> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { user, school } = await representedSchool(request, services, params.slug);
  const domain = schoolDomainOf(school.website);
  if (!domain) {
    const message = "This school has no website on record, so no source can be checked: contact an administrator";
    return data<ActionData>({ ok: false, message, errors: {} }, { status: 400 });
  }
  const form = await readForm(request);
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).map(String);
    values[key] = all.length > 1 || key === "topics" ? all : all[0]!;
  }
  const parsed = parseProposalForm(values, domain);
  if (Object.keys(parsed.errors).length) {
    const message = parsed.errors._ ?? "Some fields are not valid: each one says why";
    return data<ActionData>({ ok: false, message, errors: parsed.errors }, { status: 400 });
  }
  try {
    await submitProposal(services.db, user, school.id, parsed);
    return { ok: true } satisfies ActionData;
  } catch (error) {
    const answer = describeError(error);
    reportError(services, error, answer.status, "sending a school update failed");
    return data<ActionData>(
      { ok: false, message: answer.message, errors: answer.fields ?? {} },
      { status: answer.status },
    );
  }
}

export default function SchoolUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { school, current, federal, proposals } = loaderData;
  const navigation = useNavigation();
  const errors = actionData && !actionData.ok ? actionData.errors : {};
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/your-schools" className="font-semibold text-brand-700 underline">
          Your schools
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-800">Update {school.name}</h1>
      <p className="mt-2 text-slate-700">
        Fill in only what should change.{" "}
        <strong>Every fact needs a source: a page on the school&apos;s own site</strong>
        {school.domain ? ` (${school.domain})` : ""} that states it. Nothing you send is public until an administrator
        approves it; you will get the outcome by e-mail.
      </p>
      {actionData?.ok && (
        <div className="mt-4">
          <FormAlert tone="success">Thank you: your update was sent for review.</FormAlert>
        </div>
      )}
      {actionData && !actionData.ok && (
        <div className="mt-4">
          <FormAlert>{actionData.message}</FormAlert>
        </div>
      )}
      <Form method="post" className="mt-6 space-y-6" noValidate key={actionData?.ok ? "sent" : "form"}>
        <ProposedFactFields domain={school.domain ?? "the school's domain"} current={current} errors={errors} />
        <CorrectionNoteFields facts={federal} errors={errors} />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {navigation.state === "submitting" ? "Sending..." : "Send for review"}
        </button>
      </Form>
      <OwnProposals proposals={proposals} />
    </section>
  );
}
