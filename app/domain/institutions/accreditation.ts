/** How an accreditation status (free text) is shown: its badge colour and, when needed, a warning. */
export type AccreditationTone = "accredited" | "candidate" | "warning" | "probation" | "other";

/** The badge colour follows the words in the free-text status (Accredited, Candidate, Warning, Probation). */
export function accreditationTone(status: string | null | undefined): AccreditationTone {
  const text = (status ?? "").toLowerCase();
  if (text.includes("probation") || text.includes("show cause")) return "probation";
  if (text.includes("warning")) return "warning";
  if (text.includes("candidate")) return "candidate";
  if (/\b(not|un)\s*accredited/.test(text)) return "other";
  if (text.includes("accredited")) return "accredited";
  return "other";
}

/** Statuses that deserve a plain-language warning line on the institution page. */
export function accreditationWarning(status: string | null | undefined): string | null {
  const text = (status ?? "").toLowerCase();
  if (text.includes("show cause")) {
    return "This institution's accreditor has asked it to show cause why its accreditation should not be withdrawn.";
  }
  if (text.includes("probation")) return "This institution's accreditation is on probation.";
  if (text.includes("warning")) return "This institution's accreditor has issued a warning.";
  return null;
}

/**
 * The accreditation filter's groups, in the words a student uses; each exact status belongs to
 * one. "Not accredited or unknown" also holds schools with no status at all.
 */
export const ACCREDITATION_GROUPS = ["accredited", "candidate", "sanction", "none"] as const;
export type AccreditationGroup = (typeof ACCREDITATION_GROUPS)[number];

export const ACCREDITATION_GROUP_LABELS: Record<AccreditationGroup, string> = {
  accredited: "Accredited",
  candidate: "Candidate or applicant",
  sanction: "Under sanction (warning, probation, show cause)",
  none: "Not accredited or unknown",
};

/** The group of a free-text status: a sanction outranks the word "Accredited" it sits beside. */
export function accreditationGroup(status: string | null | undefined): AccreditationGroup {
  const text = (status ?? "").toLowerCase();
  if (/\b(warning|probation|show cause)\b/.test(text)) return "sanction";
  if (/\b(not|un)\s*accredited/.test(text)) return "none";
  if (/\b(candidate|candidacy|applicant)\b/.test(text)) return "candidate";
  if (text.includes("accredited")) return "accredited";
  return "none";
}
