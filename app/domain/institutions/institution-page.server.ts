/**
 * Everything the institution page shows, read and worded on the server: the school, its related
 * schools, map and cost figures, and the sections' wording, description and structured data (so
 * that the code that writes them does not ship to browsers).
 */
import type { Database } from "~/db/client.server";
import { getInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import { nearValueFor } from "~/domain/places/places.server";
import { getInstitutionPrograms } from "~/domain/programs/institution-programs.server";
import { COMPLETIONS_SOURCE } from "~/domain/programs/program-sources";
import type { InstitutionPrograms } from "~/domain/programs/programs.schemas";
import { programsSection } from "~/domain/programs/programs-section.server";
import { formatLocation } from "~/lib/format";
import { breadcrumbList, collegeOrUniversity } from "~/lib/structured-data";
import { ACCREDITATION_TERMS, explainAccreditation } from "./accreditation-explained";
import { ASSOCIATION_IMPLIES, ASSOCIATION_NAMES, associationsLabel, associationsSourceLabel } from "./associations";
import { ownFactSource, provenanceLine } from "./fact-sources";
import { faithBlock, reportedListingFacts } from "./faith-block";
import { affiliationName } from "./institution-labels";
import type { InstitutionAccreditation, InstitutionDegrees, InstitutionMemberships } from "./institution-page.schemas";
import type { Institution } from "./institution.schemas";
import { getInstitutionBySlug, listRelatedInstitutions } from "./institutions.server";
import { getLocationMap } from "./location-map.server";
import {
  awardedPrograms,
  DEGREE_PROGRAM,
  degreeOfferedLabel,
  degreeOnlineField,
  degreeOnlineLabel,
  hasDegreeFacts,
  offeredFromCompletions,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREE_NAMES,
  SEMINARY_DEGREES,
  type SeminaryDegree,
} from "./seminary-degrees";
import { regionLabel } from "./us-states";

export const RELATED_ON_PAGE = 4;

/** The institution page's data for `slug`, or null when no listed school has it. */
export async function getInstitutionPage(db: Database, slug: string, publicUrl: string) {
  const institution = await getInstitutionBySlug(db, slug);
  if (!institution) return null;
  const [related, locationMap, outcomes, programs] = await Promise.all([
    listRelatedInstitutions(db, institution, RELATED_ON_PAGE),
    getLocationMap(institution),
    getInstitutionOutcomes(db, institution),
    getInstitutionPrograms(db, institution),
  ]);
  const url = `${publicUrl}/institution/${institution.slug}`;
  const description = institutionDescription(institution);
  const structuredData = [
    collegeOrUniversity(institution, url, description),
    breadcrumbList([
      { name: "Home", url: `${publicUrl}/` },
      { name: "Search", url: `${publicUrl}/search` },
      { name: institution.institution_name, url },
    ]),
  ];
  return {
    institution,
    related,
    nearValue: nearValueFor(institution) ?? null,
    locationMap,
    description,
    structuredData,
    memberships: institutionMemberships(institution),
    /** "Texas" for TX: the browser needs no table of state names. */
    regionName: institution.state_province ? regionLabel(institution.country, institution.state_province) : null,
    outcomes,
    // The faith and campus-life facts, and what the school reported for its listing, each with its provenance.
    faith: faithBlock(institution),
    reported: reportedListingFacts(institution),
    accreditation: institutionAccreditation(institution),
    degrees: institutionDegrees(institution, programs),
    programs: programsSection(programs, institution.country),
  };
}

function institutionMemberships(institution: Institution): InstitutionMemberships {
  return {
    label: associationsLabel(institution),
    source: associationsSourceLabel(institution),
    list: institution.associations.map((association) => ({
      association,
      name: ASSOCIATION_NAMES[association],
      implies: ASSOCIATION_IMPLIES[association],
    })),
  };
}

function institutionAccreditation(institution: Institution): InstitutionAccreditation {
  // A page that states the accreditor (a school abroad's recognition), not the federal file's name.
  const evidence = ownFactSource(institution, "accreditor");
  return {
    ...explainAccreditation(institution),
    terms: ACCREDITATION_TERMS,
    evidence: evidence ? provenanceLine(evidence) : null,
  };
}

/**
 * Seminary degrees: shown for seminaries and graduate schools, for any school with a verified
 * answer and for any school the completions show awarding one of them. Each degree nobody verified
 * says what the completions say (degreeOffered: the rule the search's degree filters follow).
 */
function institutionDegrees(institution: Institution, programs: InstitutionPrograms): InstitutionDegrees | null {
  const degrees = institution.seminary_degrees;
  const awarded = awardedPrograms(programs);
  if (
    !hasDegreeFacts(degrees) &&
    !offeredFromCompletions(degrees, awarded) &&
    !["Seminary", "Graduate School"].includes(institution.institution_type)
  ) {
    return null;
  }
  const completions = (degree: SeminaryDegree) =>
    awarded && (programs.seminary.find((entry) => entry.program === DEGREE_PROGRAM[degree]) ?? null);
  const fromCompletions = SEMINARY_DEGREES.some((degree) => degrees[degree].offered === null && awarded);
  return {
    rows: SEMINARY_DEGREES.map((degree) => {
      const facts = degrees[degree];
      return {
        degree,
        label: SEMINARY_DEGREE_LABELS[degree],
        name: SEMINARY_DEGREE_NAMES[degree],
        offered: degreeOfferedLabel(facts, degree, completions(degree)),
        online: degreeOnlineLabel(facts),
        onlineSources:
          facts.online === null
            ? []
            : institution.fact_sources
                .filter((source) => source.field === degreeOnlineField(degree))
                .map(provenanceLine),
      };
    }),
    onlineApproval:
      institution.degrees_online_approved === null
        ? "Not yet verified"
        : institution.degrees_online_approved
          ? "Approved"
          : "Not approved",
    sourceUrl: institution.degrees_source_url,
    verifiedOn: institution.degrees_verified_on,
    completionsNote: fromCompletions
      ? `Offered, where nobody has verified it: ${COMPLETIONS_SOURCE.name}, ${COMPLETIONS_SOURCE.years}. A degree counts as offered when the school awarded it in at least one of those years; IPEDS does not tell an MA from a ThM.`
      : null,
  };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** The stored description when it is long enough (120+ characters), else one written from the facts. */
function institutionDescription(institution: Institution): string {
  if (institution.meta_description && institution.meta_description.length >= 120) return institution.meta_description;
  const kind = [affiliationName(institution), institution.institution_type.toLowerCase()].filter(Boolean).join(" ");
  const facts = [
    `${institution.institution_name} is ${article(kind)} ${kind} in ${formatLocation(institution) || institution.country}.`,
    institution.student_body_size_display ? `About ${institution.student_body_size_display}.` : "",
    "Compare accreditation, programs, tuition and financial aid.",
  ];
  const generated = facts.filter(Boolean).join(" ");
  const description = institution.description?.replace(/\s+/g, " ").trim();
  return description && description.length >= 120 ? description : generated;
}
