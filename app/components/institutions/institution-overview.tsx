import { denominationLabel, foundedLabel } from "~/domain/institutions/institution-labels";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { formatLocation, formatMoney, formatNumber } from "~/lib/format";
import { NOT_REPORTED, SECTION_CARD } from "./institution-section";

function availability(value: boolean | null) {
  return value === null ? NOT_REPORTED : value ? "Available" : "Not Available";
}

/** Quick Overview: the school's main facts, each one 'Not reported' when missing. */
export function InstitutionOverview({
  institution,
  membershipsLabel,
}: {
  institution: Institution;
  membershipsLabel: string | null;
}) {
  const location = formatLocation(institution) || institution.country;

  const overview: [string, string][] = [
    ["Location", location],
    ["Type", institution.institution_type],
    ["Denomination", denominationLabel(institution) ?? NOT_REPORTED],
    ["Accreditation", institution.accreditation_status ?? NOT_REPORTED],
    ["Accreditor", institution.accreditor ?? NOT_REPORTED],
    ["Accreditor Type", institution.accreditor_type ?? NOT_REPORTED],
    ["Associations", membershipsLabel ?? NOT_REPORTED],
    ["Founded", foundedLabel(institution) ?? NOT_REPORTED],
    [
      "Student Body Size",
      institution.student_body_size != null ? `${formatNumber(institution.student_body_size)} students` : NOT_REPORTED,
    ],
    [
      "Tuition and Fees",
      institution.tuition != null
        ? `${formatMoney(institution.tuition)}${institution.tuition_year ? ` (${institution.tuition_year})` : ""}`
        : (institution.tuition_range ?? NOT_REPORTED),
    ],
    ["Campus Setting", institution.campus_setting ?? institution.campus_type ?? NOT_REPORTED],
    ["Online Programs", availability(institution.online_programs)],
    ["Financial Aid", availability(institution.financial_aid_available)],
  ];
  return (
    <section className={SECTION_CARD} aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="font-serif text-2xl font-bold text-brand-800">
        Quick Overview
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {overview.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className={value === NOT_REPORTED ? "text-slate-500 italic" : "text-slate-800"}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
