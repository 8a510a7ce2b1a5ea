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
