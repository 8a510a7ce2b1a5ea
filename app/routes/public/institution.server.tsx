/**
 * The institution page's work that needs React on the server: the sections nobody interacts with
 * (Quick Overview, cost and outcomes, what the accreditation means, seminary degrees, faith and
 * campus life, the Programs section's families) rendered once to markup,
 * so that the page's JavaScript carries none of their code and stays within its budget.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { AccreditationMeaning } from "~/components/institutions/accreditation-meaning";
import { CostOutcomes } from "~/components/institutions/cost-outcomes";
import { FaithCampusLife } from "~/components/institutions/faith-campus-life";
import { InstitutionOverview } from "~/components/institutions/institution-overview";
import { SECTION_CARD } from "~/components/institutions/institution-section";
import { ProgramsList } from "~/components/institutions/programs-list";
import { ReportedBySchool } from "~/components/institutions/reported-by-school";
import { SeminaryDegreesSection } from "~/components/institutions/seminary-degrees-section";
import type { getInstitutionPage } from "~/domain/institutions/institution-page.server";
import type { ProgramsSection, ProgramsSectionShown } from "~/domain/programs/programs-section.schemas";

type InstitutionPage = NonNullable<Awaited<ReturnType<typeof getInstitutionPage>>>;

function programsShown(section: ProgramsSection): ProgramsSectionShown {
  return {
    notReported: section.notReported,
    intro: section.intro,
    html: section.notReported ? "" : renderToStaticMarkup(<ProgramsList programs={section} />),
    sources: section.sources,
  };
}

/**
 * The page as the browser gets it: its static sections as markup (null for a section the school
 * does not have) instead of the data they are drawn from, and the Programs section's list drawn.
 */
export function pageShown(page: InstitutionPage, updateHref: string) {
  const { accreditation, outcomes, degrees, faith, reported, programs, ...rest } = page;
  const { institution, memberships } = page;
  const sections = {
    overview: renderToStaticMarkup(
      <InstitutionOverview institution={institution} membershipsLabel={memberships.label} />,
    ),
    accreditation: renderToStaticMarkup(
      <AccreditationMeaning institution={institution} accreditation={accreditation} />,
    ),
    reported: reported.length ? renderToStaticMarkup(<ReportedBySchool facts={reported} />) : null,
    faith: renderToStaticMarkup(<FaithCampusLife {...faith} updateHref={updateHref} />),
    costOutcomes: outcomes ? renderToStaticMarkup(<CostOutcomes outcomes={outcomes} className={SECTION_CARD} />) : null,
    degrees: degrees ? renderToStaticMarkup(<SeminaryDegreesSection degrees={degrees} />) : null,
  };
  return { ...rest, sections, programs: programsShown(programs) };
}
