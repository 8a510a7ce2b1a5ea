import { EvidenceFields, type EvidenceErrors } from "~/components/admin/listing-evidence";
import { LISTED_BECAUSE_FIELDS } from "~/domain/institutions/institution-create.schemas";
import { SECTION_CLASS } from "./editor-fields";

/**
 * Why it is listed, for a new school: the page that states its Christian identity. Given, the school
 * is listed at once with that page as the reason; left empty, it waits in the review queue.
 */
export function ListedBecauseFields({
  errors,
  values,
}: {
  errors: EvidenceErrors;
  values: Partial<Record<keyof typeof LISTED_BECAUSE_FIELDS, string>>;
}) {
  return (
    <section className={SECTION_CLASS} aria-labelledby="section-listed-because">
      <h2 id="section-listed-because" className="font-serif text-lg font-bold text-brand-800">
        Why it is listed
      </h2>
      <p id="section-listed-because-hint" className="mt-1 text-sm text-slate-600">
        Enter the page that states the school&apos;s Christian identity (its own page, its church&apos;s or an
        association&apos;s) and the public pages show the school at once, with that page as the reason it is listed.
        Leave all three empty and it waits in the review queue, hidden from the public, until it is confirmed.
      </p>
      <div className="mt-4">
        <EvidenceFields
          idPrefix="listed-because"
          names={LISTED_BECAUSE_FIELDS}
          optional
          errors={errors}
          values={values}
        />
      </div>
    </section>
  );
}
