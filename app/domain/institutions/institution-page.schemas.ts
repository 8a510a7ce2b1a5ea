/**
 * The institution page's sections as the server words them (institution-page.server.ts), so the
 * page's JavaScript carries none of the wording code: the types the page's components share.
 */
import type { AccreditationExplanation } from "./accreditation-explained";
import type { Association } from "./associations";
import type { ProvenanceLine } from "./fact-sources";
import type { SeminaryDegree } from "./seminary-degrees";

/** Association memberships: the overview's label, the source, and each membership with what it implies. */
export interface InstitutionMemberships {
  label: string | null;
  source: string | null;
  list: { association: Association; name: string; implies: string | null }[];
}

/** What the accreditation status and accreditor mean, with the terms every page defines. */
export interface InstitutionAccreditation extends AccreditationExplanation {
  terms: readonly { term: string; meaning: string }[];
  /** The page that states the accreditor, when it has a provenance of its own (a school abroad's recognition). */
  evidence: ProvenanceLine | null;
}

/** Seminary degrees: one row a degree, the accreditor's approval of online degrees, and the source. */
export interface InstitutionDegrees {
  rows: {
    degree: SeminaryDegree;
    label: string;
    name: string;
    offered: string;
    online: string;
    /** Where "fully online" comes from when it has a provenance of its own (the school's page or report). */
    onlineSources: ProvenanceLine[];
  }[];
  onlineApproval: string;
  sourceUrl: string | null;
  verifiedOn: string | null;
  /** Where an answer comes from the federal completions (nobody verified it): which, and the rule. */
  completionsNote: string | null;
}
