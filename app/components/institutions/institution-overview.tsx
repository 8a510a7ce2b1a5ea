import { denominationLabel, foundedLabel } from "~/domain/institutions/institution-labels";
import type { Institution } from "~/domain/institutions/institution.schemas";
import {
  accreditorLabel,
  campusSettingLabel,
  enrollmentLabel,
  financialAidLabel,
  onlineProgramsLabel,
  tuitionLabel,
} from "~/domain/institutions/current-fact-labels";
import { ownFactSource, provenanceLine, type ProvenanceLine } from "~/domain/institutions/fact-sources";
import { formatLocation } from "~/lib/format";
import { NOT_REPORTED, NOT_YET_VERIFIED, SECTION_CARD } from "./institution-section";
import { FoundedEvidence, ListedBecause } from "./listed-because";
import { Provenance } from "./provenance";

/**
 * Quick Overview: the school's main facts, each one 'Not reported' when missing ('Not yet verified'
 * for an accreditor not placed yet); a denomination the school's own site states shows that page.
 */
export function InstitutionOverview({
  institution,
  membershipsLabel,
}: {
  institution: Institution;
  membershipsLabel: string | null;
}) {
  const location = formatLocation(institution) || institution.country;
  // A church the school's own site states says where, with its words.
  const affiliationPage = ownFactSource(institution, "denomination_detail");
  const sources: Record<string, ProvenanceLine> = affiliationPage
    ? { Denomination: provenanceLine(affiliationPage) }
    : {};

  const overview: [string, string][] = [
    ["Location", location],
    ["Type", institution.institution_type],
    ["Denomination", denominationLabel(institution) ?? NOT_REPORTED],
    ["Accreditation", institution.accreditation_status ?? NOT_REPORTED],
    ["Accreditor", accreditorLabel(institution) ?? NOT_REPORTED],
    ["Accreditor Type", institution.accreditor_type ?? NOT_YET_VERIFIED],
    ["Associations", membershipsLabel ?? NOT_REPORTED],
    ["Founded", foundedLabel(institution) ?? NOT_REPORTED],
    ["Student Body Size", enrollmentLabel(institution) ?? NOT_REPORTED],
    ["Tuition and Fees", tuitionLabel(institution) ?? NOT_REPORTED],
    ["Campus Setting", campusSettingLabel(institution) ?? NOT_REPORTED],
    ["Campus Type", institution.campus_type ?? NOT_REPORTED],
    ["Online Programs", onlineProgramsLabel(institution) ?? NOT_REPORTED],
    ["Financial Aid", financialAidLabel(institution) ?? NOT_REPORTED],
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
            <dd
              className={
                value === NOT_REPORTED || value === NOT_YET_VERIFIED ? "text-slate-500 italic" : "text-slate-800"
              }
            >
              {value}
              {sources[term] && <Provenance line={sources[term]} />}
            </dd>
          </div>
        ))}
      </dl>
      <ListedBecause listed={institution.listed_because} className="mt-4 text-sm" />
      <FoundedEvidence institution={institution} className="mt-2 text-sm" />
    </section>
  );
}
