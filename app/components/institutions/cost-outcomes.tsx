import { MEASURE_INFO, OUTCOME_SECTIONS, sourceLabel, type OutcomeMeasure } from "~/domain/outcomes/outcome-measures";
import type { InstitutionOutcomes, OutcomeFigure } from "~/domain/outcomes/outcomes.schemas";

const sectionOf = (figure: OutcomeFigure) => MEASURE_INFO[figure.measure as OutcomeMeasure].section;

/**
 * The "Cost & Outcomes" block of a U.S. school: each College Scorecard figure with its source and
 * year, and the national median of like institutions beside it; a figure the source does not give
 * says why.
 */
export function CostOutcomes({ outcomes, className }: { outcomes: InstitutionOutcomes; className: string }) {
  const group = outcomes.figures.find((figure) => figure.national_median)?.national_median?.group;
  return (
    <section className={className} aria-labelledby="cost-outcomes-heading">
      <h2 id="cost-outcomes-heading" className="font-serif text-2xl font-bold text-brand-800">
        Cost &amp; Outcomes
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        From the U.S. Department of Education&apos;s College Scorecard.
        {group && ` The national median is the median of all ${group} in the same Scorecard file.`}
        {outcomes.graduate_only && " This is a graduate-only institution: undergraduate measures do not apply."}
      </p>
      {OUTCOME_SECTIONS.map((section) => (
        <div key={section.key} className="mt-5">
          <h3 className="text-lg font-semibold text-brand-800">{section.title}</h3>
          <dl className="mt-2 divide-y divide-slate-100">
            {outcomes.figures
              .filter((figure) => sectionOf(figure) === section.key)
              .map((figure) => (
                <div
                  key={figure.measure}
                  className="grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto]"
                  data-measure={figure.measure}
                >
                  <dt className="font-semibold text-slate-700">{figure.label}</dt>
                  <dd
                    className={
                      figure.status === "reported"
                        ? "text-lg font-semibold text-slate-900 sm:text-right"
                        : "text-slate-600 italic sm:text-right"
                    }
                  >
                    {figure.display}
                  </dd>
                  <dd className="text-sm text-slate-600 sm:col-span-2">
                    {figure.national_median && (
                      <span className="block">National median: {figure.national_median.display}</span>
                    )}
                    {figure.status === "reported" && (
                      <span className="block">Source: {sourceLabel(figure.source, figure.source_year)}</span>
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
