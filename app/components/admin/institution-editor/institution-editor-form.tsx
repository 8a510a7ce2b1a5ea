import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  ArrowLeft as arrowLeftDrawing,
  ExternalLink as externalLinkDrawing,
  Save as saveDrawing,
  Trash2 as trash2Drawing,
} from "lucide";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { EvidenceLink } from "~/components/admin/listing-evidence";
import { Banner } from "~/components/admin/record-fields";
import { icon } from "~/components/ui/icon";
import {
  createNewInstitutionSchema,
  LISTED_BECAUSE_FIELDS,
  type ListedBecauseField,
} from "~/domain/institutions/institution-create.schemas";
import { createInstitutionInputSchema, type InstitutionInput } from "~/domain/institutions/institution-form.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { BasicInformationFields } from "./basic-information-fields";
import { DetailedContentFields } from "./detailed-content-fields";
import { DetailsFields } from "./details-fields";
import { FaithProfileFields } from "./faith-profile-fields";
import { formValues } from "./form-values";
import { ImageAndSeoFields } from "./image-and-seo-fields";
import { ListedBecauseFields } from "./listed-because-fields";
import { LocationFields } from "./location-fields";
import { SeminaryDegreeFields } from "./seminary-degree-fields";

const ArrowLeft = icon(arrowLeftDrawing);
const ExternalLink = icon(externalLinkDrawing);
const Save = icon(saveDrawing);
const Trash2 = icon(trash2Drawing);

/**
 * The institution editor: every part of the form, checked in the browser as on the server. A new
 * school also takes why it is listed (or waits in the review queue without it).
 */
export function InstitutionEditorForm({
  institution,
  currentYear,
  saved,
  reviewHref,
  countries,
  lastResult,
}: {
  institution: Institution | null;
  currentYear: number;
  saved: "created" | "updated" | null;
  /** Where an institution waiting for review is confirmed (null: it is listed). */
  reviewHref: string | null;
  countries: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const isNew = institution === null;
  const [form, fields] = useForm<InstitutionInput & Partial<Record<ListedBecauseField, string>>>({
    id: "institution-editor",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: formValues(institution),
    onValidate: ({ formData }) =>
      isNew
        ? parseWithZod(formData, { schema: createNewInstitutionSchema({ currentYear }), disableAutoCoercion: true })
        : parseWithZod(formData, { schema: createInstitutionInputSchema({ currentYear }), disableAutoCoercion: true }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const initial = (name: keyof typeof fields) => (fields[name].initialValue as string | undefined) ?? "";
  const [bannerHidden, setBannerHidden] = useState(false);
  const savedText = saved === "created" ? "Institution created." : "Institution saved.";
  const f = (name: keyof typeof fields) => ({
    id: fields[name].id,
    name: fields[name].name,
    errors: fields[name].errors,
  });

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
        {institution && <EvidenceLink id={institution.id} />}
      </div>

      {saved && !bannerHidden && (
        <Banner tone="success" onDismiss={() => setBannerHidden(true)}>
          {reviewHref ? (
            <>
              {`${savedText} It waits in the review queue, hidden from the public, until it is confirmed with the page that states its Christian identity. `}
              <Link to={reviewHref} className="font-semibold underline">
                Confirm it in the review queue
              </Link>
            </>
          ) : (
            `${savedText} The public pages show it now.`
          )}
        </Banner>
      )}
      {form.errors?.length ? <Banner tone="error">{form.errors[0]}</Banner> : null}

      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <BasicInformationFields f={f} initial={initial} institution={institution} currentYear={currentYear} />
        {isNew && (
          <ListedBecauseFields
            errors={{
              url: fields[LISTED_BECAUSE_FIELDS.url].errors,
              quote: fields[LISTED_BECAUSE_FIELDS.quote].errors,
              kind: fields[LISTED_BECAUSE_FIELDS.kind].errors,
            }}
            values={{
              url: fields[LISTED_BECAUSE_FIELDS.url].initialValue,
              quote: fields[LISTED_BECAUSE_FIELDS.quote].initialValue,
              kind: fields[LISTED_BECAUSE_FIELDS.kind].initialValue,
            }}
          />
        )}
        <LocationFields f={f} initial={initial} countries={countries} />
        <DetailsFields f={f} initial={initial} institution={institution} />
        <FaithProfileFields f={f} initial={initial} institution={institution} />
        <SeminaryDegreeFields f={f} initial={initial} />
        <DetailedContentFields f={f} initial={initial} />
        <ImageAndSeoFields f={f} initial={initial} />

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
