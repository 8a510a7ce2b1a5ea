import { AlertTriangle as alertTriangleDrawing, ChevronDown as chevronDownDrawing } from "lucide";
import { icon } from "~/components/ui/icon";
import { ACCREDITATION_ARTICLE_PATH } from "~/domain/institutions/accreditation-explained";
import type { InstitutionAccreditation } from "~/domain/institutions/institution-page.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { formatDate } from "~/lib/format";
import { NOT_REPORTED } from "./institution-section";
import { Provenance } from "./provenance";

const AlertTriangle = icon(alertTriangleDrawing);
const ChevronDown = icon(chevronDownDrawing);

/**
 * What This Accreditation Means: the status and accreditor explained, a caution where one is due.
 * Nobody interacts with it beyond its disclosure, so the page renders it to markup on the server.
 */
export function AccreditationMeaning({
  institution,
  accreditation,
}: {
  institution: Pick<Institution, "accreditation_status" | "accreditor" | "data_source" | "updated_at">;
  accreditation: InstitutionAccreditation;
}) {
  return (
    <section
      className={`rounded-xl border p-5 shadow-sm sm:p-6 ${accreditation.caution ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
      aria-labelledby="accreditation-heading"
      data-caution={accreditation.caution ? "true" : "false"}
    >
      <h2 id="accreditation-heading" className="flex items-center gap-2 font-serif text-2xl font-bold text-brand-800">
        {accreditation.caution && <AlertTriangle className="size-6 shrink-0 text-amber-700" aria-hidden="true" />}
        What This Accreditation Means
      </h2>
      <p className={`mt-3 leading-relaxed ${accreditation.caution ? "text-amber-950" : "text-slate-700"}`}>
        {accreditation.status}
      </p>
      <p className={`mt-2 leading-relaxed ${accreditation.caution ? "text-amber-950" : "text-slate-700"}`}>
        {accreditation.accreditor}
      </p>
      <details className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          What candidate, applicant, warning, probation and show cause mean
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <dl className="mt-2 grid gap-2 text-sm">
          {accreditation.terms.map(({ term, meaning }) => (
            <div key={term}>
              <dt className="inline font-semibold text-slate-800">{`${term}:`}</dt>{" "}
              <dd className="inline text-slate-700">{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
      {accreditation.evidence && (
        <div className="mt-3">
          <span className="block text-sm font-semibold text-slate-800">Status and accreditor source:</span>
          <Provenance line={accreditation.evidence} />
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {accreditation.evidence ? (
          // The page that states the accreditor is named above, with its quote.
          "Last updated "
        ) : (
          <>
            {institution.accreditation_status || institution.accreditor
              ? "Status and accreditor source: "
              : "Sources read, which name neither a status nor an accreditor: "}
            {accreditation.source ?? institution.data_source ?? NOT_REPORTED}; last updated{" "}
          </>
        )}
        {formatDate(institution.updated_at)}. What they mean, and how to check them yourself:{" "}
        <a
          href={ACCREDITATION_ARTICLE_PATH}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Understanding accreditation
        </a>
      </p>
    </section>
  );
}
