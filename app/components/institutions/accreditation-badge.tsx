import { accreditationTone, type AccreditationTone } from "~/domain/institutions/accreditation";

const TONE_CLASSES: Record<AccreditationTone, string> = {
  accredited: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
  candidate: "bg-sky-50 text-sky-800 ring-sky-600/30",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/40",
  probation: "bg-red-50 text-red-800 ring-red-600/30",
  other: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

/** The accreditation status as a badge coloured by what it says (Accredited, Candidate, Warning, Probation). */
export function AccreditationBadge({ status }: { status: string }) {
  const tone = accreditationTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      {status}
    </span>
  );
}
