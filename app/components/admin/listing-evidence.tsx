/**
 * The evidence an administrator gives for why a school is listed: the page that states its
 * Christian identity, its words and its kind. Used to confirm a row in the review queue, to create
 * a school that is listed at once, and to replace weaker evidence later (the server checks every
 * field again).
 */
import { Form, Link } from "react-router";
import { ListedBecause } from "~/components/institutions/listed-because";
import { LISTED_BECAUSE_KIND_LABELS, PAGE_KINDS, EVIDENCE_QUOTE_MAX } from "~/domain/institutions/listed-because";
import type { ListedBecause as Evidence } from "~/domain/institutions/listed-because";
import { SelectInput, TextArea, TextInput } from "./record-fields";

type EvidenceField = "url" | "quote" | "kind";
export type EvidenceErrors = Partial<Record<EvidenceField, string[]>>;

interface FieldsProps {
  /** Makes the ids unique when several forms share a page. */
  idPrefix: string;
  errors?: EvidenceErrors;
  values?: Partial<Record<EvidenceField, string>>;
  /** The fields' names in a form whose own fields could clash (by default url, quote and kind). */
  names?: Record<EvidenceField, string>;
  /** The evidence may be left out (all three empty): nothing is required and no kind is chosen. */
  optional?: boolean;
  /** What the page must show: the school's Christian identity (by default), or that it operates now. */
  shows?: "identity" | "open";
}

const URL_HELP: Record<NonNullable<FieldsProps["shows"]>, string> = {
  identity: "The page that states its Christian identity or church affiliation.",
  open: "An official page that shows it operating now: this year's calendar, admissions or catalog, or its accreditor's current listing.",
};

const OWN_NAMES: Record<EvidenceField, string> = { url: "url", quote: "quote", kind: "kind" };

/** The three fields, each with its error under it. */
export function EvidenceFields({
  idPrefix,
  errors,
  values,
  names = OWN_NAMES,
  optional = false,
  shows = "identity",
}: FieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextInput
        id={`${idPrefix}-url`}
        name={names.url}
        type="url"
        inputMode="url"
        label="Evidence URL"
        required={!optional}
        placeholder="https://..."
        defaultValue={values?.url}
        errors={errors?.url}
        description={URL_HELP[shows]}
      />
      <SelectInput
        id={`${idPrefix}-kind`}
        name={names.kind}
        label="Kind of page"
        options={PAGE_KINDS.map((kind) => ({ value: kind, label: LISTED_BECAUSE_KIND_LABELS[kind] }))}
        placeholder={optional ? "Choose the kind of page" : undefined}
        defaultValue={values?.kind ?? (optional ? "" : "official-site")}
        errors={errors?.kind}
      />
      <TextArea
        id={`${idPrefix}-quote`}
        name={names.quote}
        label="Quote"
        required={!optional}
        rows={2}
        maxLength={EVIDENCE_QUOTE_MAX}
        defaultValue={values?.quote}
        errors={errors?.quote}
        description={`The page's own words, at most ${EVIDENCE_QUOTE_MAX} characters.`}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** What the row has now: the line the public page shows, or that no source states it yet. */
export function CurrentEvidence({ listed }: { listed: Evidence | null }) {
  return listed ? (
    <ListedBecause listed={listed} className="text-sm" />
  ) : (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">Evidence: </span>none yet: no source the directory holds states its Christian
      identity.
    </p>
  );
}

/**
 * Confirm a waiting row: the evidence is required. A school reported closed that has its evidence
 * already is confirmed with a page that shows it open, or deleted when it has closed (the list's
 * own delete confirmation, back to the queue).
 */
export function ConfirmWithEvidence({
  id,
  name,
  errors,
  values,
  busy,
  closureReported = false,
}: {
  id: number;
  name: string;
  errors?: EvidenceErrors;
  values?: FieldsProps["values"];
  busy: boolean;
  closureReported?: boolean;
}) {
  return (
    <Form method="post" className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="id" value={id} />
      {closureReported && (
        <p className="text-sm text-slate-700">
          Its evidence stays. If an official page says it has closed, delete it; if it still operates, enter the page
          that shows it open.
        </p>
      )}
      <EvidenceFields
        idPrefix={`confirm-${id}`}
        errors={errors}
        values={values}
        shows={closureReported ? "open" : "identity"}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {closureReported ? "Confirm it is open" : "Confirm with this evidence"}
          <span className="sr-only">{` for ${name}`}</span>
        </button>
        {closureReported && (
          <Link
            to={`/admin/institutions/delete?ids=${id}&returnTo=${encodeURIComponent("/admin/institutions/review")}`}
            className="inline-flex min-h-11 items-center rounded-lg border border-red-300 px-4 font-semibold text-red-700 hover:bg-red-50"
          >
            It has closed: delete it<span className="sr-only">{` (${name})`}</span>
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The editor's way to the page where an administrator replaces why a school is listed. */
export function EvidenceLink({ id }: { id: number }) {
  return (
    <Link
      to={`/admin/institutions/${id}/evidence`}
      className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      Why it is listed
    </Link>
  );
}
