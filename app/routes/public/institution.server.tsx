/**
 * The institution page's work that needs React on the server: the Programs section's families,
 * rendered once to markup so that the page ships none of their code (only the filter).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { ProgramsList } from "~/components/institutions/programs-list";
import type { ProgramsSection, ProgramsSectionShown } from "~/domain/programs/programs-section.schemas";

export function programsShown(section: ProgramsSection): ProgramsSectionShown {
  return {
    notReported: section.notReported,
    intro: section.intro,
    html: section.notReported ? "" : renderToStaticMarkup(<ProgramsList programs={section} />),
    sources: section.sources,
  };
}
