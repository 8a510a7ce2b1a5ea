/**
 * What an institution's accreditation means for a student, in plain words: its status (and what a
 * candidate, applicant, warning, probation or show-cause status means), then its accreditor's type
 * (what it means for federal student aid and credit transfer). Worded on the server: the page
 * receives the sentences, so its JavaScript carries none of them.
 */
import { sourceLabel } from "~/domain/outcomes/outcome-measures";
import type { AccreditorType } from "./accreditor-types";
import { accreditationGroup, type AccreditationGroup } from "./accreditation";

export const ACCREDITATION_ARTICLE_PATH = "/resources/articles/understanding-accreditation";

export interface AccreditationExplanation {
  group: AccreditationGroup;
  /**
   * A status that deserves a careful look before enrolling: a sanction, candidacy or application,
   * or a status that says the school is not accredited. No status at all is not a caution (a
   * missing fact is said to be missing, not treated as a risk).
   */
  caution: boolean;
  status: string;
  accreditor: string;
  /** Where the accreditor (and the status that follows from it) comes from, and its year; null: not said. */
  source: string | null;
}

/** The statuses every page defines in a few words, whichever one the school has. */
export const ACCREDITATION_TERMS: readonly { term: string; meaning: string }[] = [
  {
    term: "Candidate",
    meaning: "Meets an accreditor's basic requirements and is working towards accreditation; not yet accredited.",
  },
  { term: "Applicant", meaning: "Has applied to an accreditor and is under review; not yet a candidate." },
  {
    term: "Warning",
    meaning: "Still accredited; the accreditor has named an area to improve by a deadline.",
  },
  {
    term: "Probation",
    meaning: "Still accredited; the accreditor found standards unmet and set a deadline to meet them.",
  },
  {
    term: "Show cause",
    meaning: "Still accredited for now; the school must show why its accreditation should not be withdrawn.",
  },
];

function statusMeaning(status: string | null, type: AccreditorType | null): string {
  const text = (status ?? "").toLowerCase();
  if (!status?.trim()) {
    const notReported = "The directory's sources report no accreditation status for this school (not reported).";
    // Without a named accreditor there is no database to point to: the accreditor's meaning says whom to ask.
    return type && type !== "Not reported"
      ? `${notReported} Check the accreditor's own database before relying on it.`
      : notReported;
  }
  if (text.includes("show cause")) {
    return "Show cause: the accreditor has asked the school to show why its accreditation should not be withdrawn. The school is still accredited while the accreditor decides, and many schools resolve it; ask the school what it is doing and what would happen to enrolled students.";
  }
  if (text.includes("probation")) {
    return "Probation: the accreditor found the school out of line with some of its standards and has set a deadline to fix them. The school remains accredited during probation, so federal aid and credits are unaffected for now; it is worth asking the school how it is responding.";
  }
  if (text.includes("warning")) {
    return "Warning: the accreditor found an area the school must improve within a set time. It is the mildest sanction; the school remains accredited, with federal aid and credits unaffected.";
  }
  const group = accreditationGroup(status);
  if (group === "candidate") {
    if (/\bapplicant\b/.test(text)) {
      return "Applicant: the school has applied to an accreditor and is being reviewed, but is not yet accredited or a candidate. Credits earned now may not be recognised as accredited study.";
    }
    return "Candidate: the school meets an accreditor's basic requirements and is working towards full accreditation, usually within a few years. Candidacy is not accreditation: ask whether your credits and degree would count if full accreditation is not granted.";
  }
  if (group === "none") {
    return "This school is not reported as accredited. Federal student aid normally requires a recognised accreditor, and other schools and employers may not recognise its credits or degrees.";
  }
  if (type === "National recognition (outside the U.S.)" && group === "accredited") {
    return "Recognised: a public body of the school's country recognises it as a higher-education institution, by a law, a charter, a register or an accreditation; the source below quotes the page that says so.";
  }
  if (text.includes("programmatic")) {
    return "Programmatic accreditation: an accreditor has reviewed a particular program of study, not the whole school.";
  }
  return "Accredited: an outside accreditor has reviewed the whole school and found that it meets its standards.";
}

function accreditorMeaning(type: AccreditorType | null): string {
  switch (type) {
    case "Institutional (regional)":
      return "Its accreditor is a regional institutional accreditor, recognised by the U.S. Department of Education: students can receive federal aid, and credits usually transfer to other colleges.";
    case "Institutional (national)":
      return "Its accreditor is a national institutional accreditor, recognised by the U.S. Department of Education for federal aid; some colleges weigh its credits case by case when they transfer.";
    case "Faith-based institutional":
      return "Its accreditor is a faith-based institutional accreditor (such as ABHE, ATS or TRACS), recognised by the U.S. Department of Education for federal aid; most seminaries accept its credits, while some secular colleges weigh them case by case.";
    case "Programmatic only":
      return "Its only accreditor reviews one program, not the whole school: ask whether students can receive federal aid and whether credits transfer.";
    case "National recognition (outside the U.S.)":
      return "It is recognised by a public body of its own country (a ministry, a state or province, or a national accreditation agency), which makes its degrees official there. That body is not a U.S. accreditor: U.S. federal student aid applies only at schools abroad the U.S. Department of Education has approved, and U.S. colleges and employers usually ask for a credential evaluation of its degrees.";
    case "Not reported":
      return "The directory's sources do not name an accreditor for this school (not reported): ask the school which body accredits it and check that body's own list. In the United States, federal aid and credit transfer need a recognised accreditor; elsewhere, the country's ministry or higher-education authority says which schools and degrees it recognises.";
    default:
      return "The directory does not yet know what kind of accreditor this is (not yet verified): check its recognition before relying on it for federal aid or credit transfer.";
  }
}

export function explainAccreditation(institution: {
  accreditation_status: string | null;
  accreditor_type: AccreditorType | null;
  accreditor_source?: string | null;
  accreditor_year?: string | null;
}): AccreditationExplanation {
  const group = accreditationGroup(institution.accreditation_status);
  return {
    group,
    caution:
      group === "sanction" || group === "candidate" || (group === "none" && !!institution.accreditation_status?.trim()),
    status: statusMeaning(institution.accreditation_status, institution.accreditor_type),
    accreditor: accreditorMeaning(institution.accreditor_type),
    source: sourceLabel(institution.accreditor_source ?? null, institution.accreditor_year ?? null),
  };
}
