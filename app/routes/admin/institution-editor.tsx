import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  ArrowLeft as arrowLeftDrawing,
  ExternalLink as externalLinkDrawing,
  Save as saveDrawing,
  Trash2 as trash2Drawing,
} from "lucide";
import { useState } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRouteError } from "react-router";
import type { Route } from "./+types/institution-editor";
import { Banner, SelectInput, TextArea, TextInput } from "~/components/admin/record-fields";
import { factSourceNote, SourcedFactFields } from "~/components/admin/sourced-fact-fields";
import { requireAdmin } from "~/routes/guards.server";
import { ACCESS_DENIED_MESSAGE } from "~/domain/admins/admin.schemas";
import {
  createInstitution,
  getInstitutionById,
  updateInstitution,
} from "~/domain/institutions/institution-admin.server";
import {
  ACCREDITATION_STATUSES,
  CAMPUS_TYPES,
  countWords,
  createInstitutionInputSchema,
  DEFAULT_COUNTRY,
  DENOMINATIONS,
  FOUNDED_YEAR_MIN,
  INSTITUTION_MESSAGES,
  INSTITUTION_TYPES,
  META_DESCRIPTION_MAX,
  type InstitutionField,
  type InstitutionInput,
  META_TITLE_MAX,
  SUMMARY_WORDS_MAX,
  SUMMARY_WORDS_MIN,
  TUITION_RANGES,
} from "~/domain/institutions/institution-form.schemas";
import { ASSOCIATION_NAMES, ASSOCIATIONS } from "~/domain/institutions/associations";
import {
  BIBLE_CREDITS_MAX,
  CHAPEL_KINDS,
  CHAPEL_LABELS,
  CHAPEL_TIMES_MAX,
  CHAPEL_TIMES_MIN,
  COVENANT_TOPIC_LABELS,
  COVENANT_TOPICS,
} from "~/domain/institutions/faith-profile";
import {
  degreeField,
  degreeOnlineField,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREES,
} from "~/domain/institutions/seminary-degrees";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import { servicesContext } from "~/lib/services.server";
import { SITE_NAME } from "~/lib/site";
import { icon } from "~/components/ui/icon";

const ArrowLeft = icon(arrowLeftDrawing);
const ExternalLink = icon(externalLinkDrawing);
const Save = icon(saveDrawing);
const Trash2 = icon(trash2Drawing);

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
    const saved =
      target === "new"
        ? await createInstitution(services.db, admin, submission.value)
        : await updateInstitution(services.db, admin, target, submission.value);
    return redirect(`/admin/institutions/${saved.id}/edit?saved=${target === "new" ? "created" : "updated"}`);
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

const FLAG_OPTIONS = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

function formValues(institution: Institution | null): Partial<
  Record<Exclude<InstitutionField, "associations" | "covenant_topics">, string> & {
    associations: string[];
    covenant_topics: string[];
  }
> {
  if (!institution) return { country: DEFAULT_COUNTRY };
  const text = (value: string | number | boolean | null) => (value === null ? "" : String(value));
  return {
    institution_name: institution.institution_name,
    slug: institution.slug,
    institution_type: text(institution.institution_type),
    denomination: text(institution.denomination),
    accreditation_status: text(institution.accreditation_status),
    accreditor: text(institution.accreditor),
    tuition: text(institution.tuition),
    tuition_out_of_state: text(institution.tuition_out_of_state),
    website: text(institution.website),
    full_address: text(institution.full_address),
    street_address: text(institution.street_address),
    city: text(institution.city),
    state_province: text(institution.state_province),
    country: institution.country,
    postal_code: text(institution.postal_code),
    student_body_size: text(institution.student_body_size),
    founded_year: text(institution.founded_year),
    associations: institution.associations,
    faith_statement_url: text(institution.faith_statement_url),
    faith_affirmed_by_students: text(institution.faith_affirmed_by_students),
    faith_affirmed_by_faculty: text(institution.faith_affirmed_by_faculty),
    faith_affirmed_by_staff: text(institution.faith_affirmed_by_staff),
    faith_affirmed_by_board: text(institution.faith_affirmed_by_board),
    chapel: text(institution.chapel),
    chapel_times_per_week: text(institution.chapel_times_per_week),
    lifestyle_covenant: text(institution.lifestyle_covenant),
    covenant_topics: institution.covenant_topics,
    bible_credits_required: text(institution.bible_credits_required),
    pastor_reference_required: text(institution.pastor_reference_required),
    faith_profile_source_url: text(institution.faith_profile_source_url),
    faith_profile_verified_on: text(institution.faith_profile_verified_on),
    campus_type: text(institution.campus_type),
    tuition_range: text(institution.tuition_range),
    financial_aid_available: text(institution.financial_aid_available),
    online_programs: text(institution.online_programs),
    ...Object.fromEntries(
      SEMINARY_DEGREES.flatMap((degree) => [
        [degreeField(degree), text(institution.seminary_degrees[degree].offered)],
        [degreeOnlineField(degree), text(institution.seminary_degrees[degree].online)],
      ]),
    ),
    degrees_online_approved: text(institution.degrees_online_approved),
    degrees_source_url: text(institution.degrees_source_url),
    degrees_verified_on: text(institution.degrees_verified_on),
    description: text(institution.description),
    detailed_summary: text(institution.detailed_summary),
    key_programs: text(institution.key_programs),
    unique_features: text(institution.unique_features),
    why_choose: text(institution.why_choose),
    student_outcomes: text(institution.student_outcomes),
    image_path: text(institution.image_path),
    meta_title: text(institution.meta_title),
    meta_description: text(institution.meta_description),
  };
}

export default function InstitutionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { institution } = loaderData;
  return (
    <EditorForm
      key={`${institution?.id ?? "new"}-${institution?.updated_at ?? ""}`}
      institution={institution}
      currentYear={loaderData.currentYear}
      saved={loaderData.saved}
      lastResult={actionData?.result}
    />
  );
}

const sectionClass = "rounded-xl border border-slate-200 bg-white p-5 sm:p-6";
const gridClass = "mt-4 grid gap-4 sm:grid-cols-2";

function EditorForm({
  institution,
  currentYear,
  saved,
  lastResult,
}: {
  institution: Institution | null;
  currentYear: number;
  saved: "created" | "updated" | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm<InstitutionInput>({
    id: "institution-editor",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: formValues(institution),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: createInstitutionInputSchema({ currentYear }), disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const initial = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? "";
  const [words, setWords] = useState(() => countWords(initial("detailed_summary")));
  const [bannerHidden, setBannerHidden] = useState(false);
  const isNew = institution === null;
  const f = (name: keyof typeof fields) => ({
    id: fields[name].id,
    name: fields[name].name,
    errors: fields[name].errors,
  });
  const guidance =
    words < SUMMARY_WORDS_MIN
      ? `below the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`
      : words > SUMMARY_WORDS_MAX
        ? `above the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`
        : `within the suggested ${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX}`;

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to="/admin/institutions"
          className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Institutions
        </Link>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-2xl font-bold text-brand-800">
            {isNew ? "Add New Institution" : "Edit Institution"}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {isNew
              ? "Create a new institution listing"
              : `Update the listing of ${institution.institution_name} (id ${institution.id})`}
          </p>
        </div>
        {institution && (
          <Link
            to={`/institution/${institution.slug}`}
            className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View public page
          </Link>
        )}
      </div>

      {saved && !bannerHidden && (
        <Banner tone="success" onDismiss={() => setBannerHidden(true)}>
          {saved === "created" ? "Institution created." : "Institution saved."} The public pages show it now.
        </Banner>
      )}
      {form.errors?.length ? <Banner tone="error">{form.errors[0]}</Banner> : null}

      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <section className={sectionClass} aria-labelledby="section-basic-information">
          <h2 id="section-basic-information" className="font-serif text-lg font-bold text-brand-800">
            Basic Information
          </h2>
          <div className={gridClass}>
            <TextInput
              {...f("institution_name")}
              label="Institution Name"
              required
              defaultValue={initial("institution_name")}
              className="sm:col-span-2"
            />
            <SelectInput
              {...f("institution_type")}
              label="Institution Type"
              required
              options={INSTITUTION_TYPES}
              placeholder="Select type"
              defaultValue={initial("institution_type")}
            />
            <SelectInput
              {...f("denomination")}
              label="Denomination"
              required
              options={DENOMINATIONS}
              placeholder="Select denomination"
              defaultValue={initial("denomination")}
            />
            <SelectInput
              {...f("accreditation_status")}
              label="Accreditation Status"
              required
              options={ACCREDITATION_STATUSES}
              placeholder="Select accreditation status"
              defaultValue={initial("accreditation_status")}
            />
            <TextInput
              {...f("website")}
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://www.example.edu"
              defaultValue={initial("website")}
            />
            <TextInput
              {...f("founded_year")}
              label="Founded Year"
              inputMode="numeric"
              description={`${FOUNDED_YEAR_MIN} to ${currentYear}; leave empty if not known.${
                institution?.founded_source
                  ? ` Source: ${institution.founded_source}${institution.founded_source_year ? ` (${institution.founded_source_year})` : ""}; a new year is shown as the administrator's.`
                  : ""
              }`}
              defaultValue={initial("founded_year")}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-700">Association Membership</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {ASSOCIATIONS.map((association) => (
                  <label key={association} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      name={fields.associations.name}
                      value={association}
                      defaultChecked={institution?.associations.includes(association) ?? false}
                      className="size-5 rounded border-slate-300 accent-brand-700"
                    />
                    {association} ({ASSOCIATION_NAMES[association]})
                  </label>
                ))}
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {institution?.associations_source
                  ? `Source: ${institution.associations_source}${institution.associations_source_year ? ` (${institution.associations_source_year})` : ""}; a change is shown as the administrator's.`
                  : "Tick only what the association's own member list shows."}
              </p>
              {fields.associations.errors?.slice(0, 1).map((message) => (
                <p key={message} className="mt-1 text-sm font-medium text-red-700" role="alert">
                  {message}
                </p>
              ))}
            </fieldset>
            <TextInput
              {...f("student_body_size")}
              label="Student Body Size"
              inputMode="numeric"
              description={`Number of students; leave empty if not known.${factSourceNote(institution, "student_body_size")}`}
              defaultValue={initial("student_body_size")}
            />
            <TextInput
              {...f("slug")}
              label="URL Slug"
              description={
                isNew ? "Leave empty to make one from the name." : "Leave empty to make a new one from the name."
              }
              defaultValue={initial("slug")}
              className="sm:col-span-2"
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-location">
          <h2 id="section-location" className="font-serif text-lg font-bold text-brand-800">
            Location
          </h2>
          <div className={gridClass}>
            <TextInput
              {...f("street_address")}
              label="Street Address"
              defaultValue={initial("street_address")}
              className="sm:col-span-2"
            />
            <TextInput {...f("city")} label="City" defaultValue={initial("city")} />
            <TextInput {...f("state_province")} label="State / Province" defaultValue={initial("state_province")} />
            <TextInput {...f("postal_code")} label="Postal Code" defaultValue={initial("postal_code")} />
            <TextInput {...f("country")} label="Country" defaultValue={initial("country")} />
            <TextInput
              {...f("full_address")}
              label="Full Address"
              description="As it should appear on the institution page."
              defaultValue={initial("full_address")}
              className="sm:col-span-2"
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-details">
          <h2 id="section-details" className="font-serif text-lg font-bold text-brand-800">
            Details
          </h2>
          <div className={gridClass}>
            <SelectInput
              {...f("campus_type")}
              label="Campus Type"
              options={CAMPUS_TYPES}
              placeholder="Not specified"
              defaultValue={initial("campus_type")}
            />
            <SelectInput
              {...f("tuition_range")}
              label="Tuition Range"
              options={TUITION_RANGES}
              placeholder="Not specified"
              defaultValue={initial("tuition_range")}
            />
            <SourcedFactFields field={f} initial={initial} institution={institution} />
            <SelectInput
              {...f("financial_aid_available")}
              label="Financial Aid Available"
              options={FLAG_OPTIONS}
              placeholder="Not reported"
              defaultValue={initial("financial_aid_available")}
            />
            <SelectInput
              {...f("online_programs")}
              label="Online Programs"
              options={FLAG_OPTIONS}
              placeholder="Not reported"
              description={factSourceNote(institution, "online_programs").trim() || undefined}
              defaultValue={initial("online_programs")}
            />
            <TextArea
              {...f("description")}
              label="Description"
              rows={4}
              defaultValue={initial("description")}
              className="sm:col-span-2"
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-faith-profile">
          <h2 id="section-faith-profile" className="font-serif text-lg font-bold text-brand-800">
            Faith &amp; Campus Life
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Leave a fact at &quot;Not yet verified&quot; unless the school&apos;s own pages state it; give the page you
            checked and the date.
          </p>
          <div className={gridClass}>
            <TextInput
              {...f("faith_statement_url")}
              label="Statement of Faith (link)"
              type="url"
              inputMode="url"
              placeholder="https://www.example.edu/about/beliefs"
              defaultValue={initial("faith_statement_url")}
              className="sm:col-span-2"
            />
            {(
              [
                ["faith_affirmed_by_students", "Students Affirm It"],
                ["faith_affirmed_by_faculty", "Faculty Affirm It"],
                ["faith_affirmed_by_staff", "Staff Affirm It"],
                ["faith_affirmed_by_board", "Board Affirms It"],
              ] as const
            ).map(([name, label]) => (
              <SelectInput
                key={name}
                {...f(name)}
                label={label}
                options={FLAG_OPTIONS}
                placeholder="Not yet verified"
                defaultValue={initial(name)}
              />
            ))}
            <SelectInput
              {...f("chapel")}
              label="Chapel"
              options={CHAPEL_KINDS.map((kind) => ({ value: kind, label: CHAPEL_LABELS[kind] }))}
              placeholder="Not yet verified"
              defaultValue={initial("chapel")}
            />
            <TextInput
              {...f("chapel_times_per_week")}
              label="Chapel Times per Week"
              inputMode="numeric"
              description={`${CHAPEL_TIMES_MIN} to ${CHAPEL_TIMES_MAX}; only when chapel is required.`}
              defaultValue={initial("chapel_times_per_week")}
            />
            <SelectInput
              {...f("lifestyle_covenant")}
              label="Lifestyle Covenant"
              options={FLAG_OPTIONS}
              placeholder="Not yet verified"
              defaultValue={initial("lifestyle_covenant")}
            />
            <TextInput
              {...f("bible_credits_required")}
              label="Required Bible or Theology Credits"
              inputMode="numeric"
              description={`0 to ${BIBLE_CREDITS_MAX}; leave empty if not yet verified.`}
              defaultValue={initial("bible_credits_required")}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-semibold text-slate-700">Covenant Topics</legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {COVENANT_TOPICS.map((topic) => (
                  <label key={topic} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      name={fields.covenant_topics.name}
                      value={topic}
                      defaultChecked={institution?.covenant_topics.includes(topic) ?? false}
                      className="size-5 rounded border-slate-300 accent-brand-700"
                    />
                    {COVENANT_TOPIC_LABELS[topic]}
                  </label>
                ))}
              </div>
              <p className="mt-1 text-sm text-slate-600">Only with a lifestyle covenant.</p>
              {fields.covenant_topics.errors?.slice(0, 1).map((message) => (
                <p key={message} className="mt-1 text-sm font-medium text-red-700" role="alert">
                  {message}
                </p>
              ))}
            </fieldset>
            <SelectInput
              {...f("pastor_reference_required")}
              label="Pastor's Reference for Admission"
              options={[
                { value: "true", label: "Required" },
                { value: "false", label: "Not required" },
              ]}
              placeholder="Not yet verified"
              defaultValue={initial("pastor_reference_required")}
            />
            <TextInput
              {...f("faith_profile_verified_on")}
              label="Last Verified"
              type="date"
              description="The date you checked the source; not in the future."
              defaultValue={initial("faith_profile_verified_on")}
            />
            <TextInput
              {...f("faith_profile_source_url")}
              label="Profile Source (link)"
              type="url"
              inputMode="url"
              placeholder="https://www.example.edu/student-life"
              description="Required with any fact above."
              defaultValue={initial("faith_profile_source_url")}
              className="sm:col-span-2"
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-seminary-degrees">
          <h2 id="section-seminary-degrees" className="font-serif text-lg font-bold text-brand-800">
            Seminary Degrees
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Leave a degree as Not yet verified unless a page states it; any Yes or No needs that page and the day it was
            checked.
          </p>
          <div className={gridClass}>
            {SEMINARY_DEGREES.flatMap((degree) => [
              <SelectInput
                key={degreeField(degree)}
                {...f(degreeField(degree))}
                label={`${SEMINARY_DEGREE_LABELS[degree]} Offered`}
                options={FLAG_OPTIONS}
                placeholder="Not yet verified"
                defaultValue={initial(degreeField(degree))}
              />,
              <SelectInput
                key={degreeOnlineField(degree)}
                {...f(degreeOnlineField(degree))}
                label={`${SEMINARY_DEGREE_LABELS[degree]} Fully Online`}
                options={FLAG_OPTIONS}
                placeholder="Not yet verified"
                defaultValue={initial(degreeOnlineField(degree))}
              />,
            ])}
            <SelectInput
              {...f("degrees_online_approved")}
              label="Online Degrees Approved by the Accreditor"
              options={FLAG_OPTIONS}
              placeholder="Not yet verified"
              defaultValue={initial("degrees_online_approved")}
            />
            <TextInput
              {...f("degrees_source_url")}
              label="Degrees Source (web address)"
              inputMode="url"
              placeholder="https://"
              defaultValue={initial("degrees_source_url")}
            />
            <TextInput
              {...f("degrees_verified_on")}
              label="Degrees Last Verified"
              type="date"
              defaultValue={initial("degrees_verified_on")}
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-detailed-content">
          <h2 id="section-detailed-content" className="font-serif text-lg font-bold text-brand-800">
            Detailed Content
          </h2>
          <div className="mt-4 grid gap-4">
            <TextArea
              {...f("detailed_summary")}
              label={`Detailed Summary (${SUMMARY_WORDS_MIN}-${SUMMARY_WORDS_MAX} words)`}
              rows={10}
              defaultValue={initial("detailed_summary")}
              onInput={(value) => setWords(countWords(value))}
              description={
                <span>
                  <span
                    className={
                      words >= SUMMARY_WORDS_MIN && words <= SUMMARY_WORDS_MAX
                        ? "font-semibold text-green-800"
                        : "font-semibold text-slate-800"
                    }
                  >
                    {words} {words === 1 ? "word" : "words"}
                  </span>{" "}
                  ({guidance} words; a guide, not a rule)
                </span>
              }
            />
            <TextArea {...f("key_programs")} label="Key Programs" rows={4} defaultValue={initial("key_programs")} />
            <TextArea
              {...f("unique_features")}
              label="Unique Features"
              rows={4}
              defaultValue={initial("unique_features")}
            />
            <TextArea
              {...f("why_choose")}
              label="Why Choose This Institution"
              rows={4}
              defaultValue={initial("why_choose")}
            />
            <TextArea
              {...f("student_outcomes")}
              label="Student Outcomes"
              rows={4}
              defaultValue={initial("student_outcomes")}
            />
          </div>
        </section>

        <section className={sectionClass} aria-labelledby="section-image-and-seo">
          <h2 id="section-image-and-seo" className="font-serif text-lg font-bold text-brand-800">
            Image and SEO
          </h2>
          <div className={gridClass}>
            <TextInput
              {...f("image_path")}
              label="Image"
              description="A web address (https://...) or a path on this site (/images/...)."
              defaultValue={initial("image_path")}
              className="sm:col-span-2"
            />
            <TextInput
              {...f("meta_title")}
              label="Meta Title"
              description={`At most ${META_TITLE_MAX} characters.`}
              defaultValue={initial("meta_title")}
            />
            <TextInput
              {...f("meta_description")}
              label="Meta Description"
              description={`At most ${META_DESCRIPTION_MAX} characters.`}
              defaultValue={initial("meta_description")}
            />
          </div>
        </section>

        <div className="flex flex-wrap items-center justify-between gap-3">
          {institution ? (
            <Link
              to={`/admin/institutions/delete?ids=${institution.id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-red-700 hover:bg-red-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete Institution
            </Link>
          ) : (
            <span />
          )}
          <div className="flex flex-wrap gap-3">
            <Link
              to="/admin/institutions"
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:bg-slate-50"
            >
              Cancel
            </Link>
            <button
              type="submit"
              disabled={submitting}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              <Save className="size-4" aria-hidden="true" />
              {submitting ? "Saving..." : isNew ? "Create Institution" : "Save Changes"}
            </button>
          </div>
        </div>
      </Form>
    </section>
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
