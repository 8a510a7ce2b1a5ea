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

function programsShown(section: ProgramsSection, facts: RequestFacts): ProgramsSectionShown {
  return {
    notReported: section.notReported,
    intro: section.intro,
    list: section.notReported
      ? null
      : shownMarkup(facts, "programs", renderToStaticMarkup(<ProgramsList programs={section} />)),
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
  // Each part is its own render: its key keeps the ids it makes (useId) apart from the page's.
  const markup = (key: string, element: ReactElement) =>
    shownMarkup(facts, key, renderToStaticMarkup(element, { identifierPrefix: `${key}-` }));
  const sections = {
    overview: markup(
      "overview",
      <InstitutionOverview institution={institution} membershipsLabel={memberships.label} />,
    ),
    accreditation: markup(
      "accreditation",
      <AccreditationMeaning institution={institution} accreditation={accreditation} />,
    ),
    reported: reported.length ? markup("reported", <ReportedBySchool facts={reported} />) : null,
    faith: markup("faith", <FaithCampusLife {...faith} updateHref={updateHref} />),
    costOutcomes: outcomes
      ? markup("cost-outcomes", <CostOutcomes outcomes={outcomes} className={SECTION_CARD} />)
      : null,
    degrees: degrees ? markup("degrees", <SeminaryDegreesSection degrees={degrees} />) : null,
    location: markup(
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
