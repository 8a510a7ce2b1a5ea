/**
 * The institution page's work that needs React on the server: the sections nobody interacts with
 * (Quick Overview, cost and outcomes, what the accreditation means, seminary degrees, faith and
 * campus life, the Programs section's families, the location map) rendered once to markup,
 * so that the page's JavaScript carries none of their code and stays within its budget. The page's
 * document carries that markup in its HTML only, not a second time in its data (ShownMarkup).
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AccreditationMeaning } from "~/components/institutions/accreditation-meaning";
import { CostOutcomes } from "~/components/institutions/cost-outcomes";
import { FaithCampusLife } from "~/components/institutions/faith-campus-life";
import { InstitutionOverview } from "~/components/institutions/institution-overview";
import { LocationMap } from "~/components/institutions/location-map";
import { SECTION_CARD } from "~/components/institutions/institution-section";
import { ProgramsList } from "~/components/institutions/programs-list";
import { ReportedBySchool } from "~/components/institutions/reported-by-school";
import { SeminaryDegreesSection } from "~/components/institutions/seminary-degrees-section";
import type { getInstitutionPage } from "~/domain/institutions/institution-page.server";
import type { ProgramsSection, ProgramsSectionShown } from "~/domain/programs/programs-section.schemas";
import { shownMarkup } from "~/lib/server-markup.server";
import type { RequestFacts } from "~/lib/services.server";

type InstitutionPage = NonNullable<Awaited<ReturnType<typeof getInstitutionPage>>>;

/**
 * One part of the page drawn (ShownMarkup). Each part is its own render: its key keeps the ids it
 * makes (useId) apart from the page's.
 */
function drawn(facts: RequestFacts, key: string, element: ReactElement) {
  return shownMarkup(facts, key, renderToStaticMarkup(element, { identifierPrefix: `${key}-` }));
}

function programsShown(section: ProgramsSection, facts: RequestFacts): ProgramsSectionShown {
  return {
    notReported: section.notReported,
    intro: section.intro,
    list: section.notReported ? null : drawn(facts, "programs", <ProgramsList programs={section} />),
    sources: section.sources,
  };
}

/**
 * The page as the browser gets it: its static sections as markup (null for a section the school
 * does not have) instead of the data they are drawn from, and the Programs section's list drawn.
 */
export function pageShown(page: InstitutionPage, updateHref: string, facts: RequestFacts) {
  const { accreditation, outcomes, degrees, faith, reported, programs, locationMap, ...rest } = page;
  const { institution, memberships, regionName } = page;
  const sections = {
    overview: drawn(
      facts,
      "overview",
      <InstitutionOverview institution={institution} membershipsLabel={memberships.label} />,
    ),
    accreditation: drawn(
      facts,
      "accreditation",
      <AccreditationMeaning institution={institution} accreditation={accreditation} />,
    ),
    reported: reported.length ? drawn(facts, "reported", <ReportedBySchool facts={reported} />) : null,
    faith: drawn(facts, "faith", <FaithCampusLife {...faith} updateHref={updateHref} />),
    costOutcomes: outcomes
      ? drawn(facts, "cost-outcomes", <CostOutcomes outcomes={outcomes} className={SECTION_CARD} />)
      : null,
    degrees: degrees ? drawn(facts, "degrees", <SeminaryDegreesSection degrees={degrees} />) : null,
    location: drawn(
      facts,
      "location-map",
      <LocationMap
        map={locationMap}
        place={{ ...institution, state_province: regionName }}
        cityCentre={institution.location_precision === "city"}
      />,
    ),
  };
  return { ...rest, sections, programs: programsShown(programs, facts) };
}
