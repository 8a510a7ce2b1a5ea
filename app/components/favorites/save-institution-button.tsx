import { Heart } from "lucide-react";
import { useState } from "react";

interface Props {
  institutionId: number;
  initialSaved: boolean;
}

/**
 * Save Institution / Saved, for signed-in visitors. For now the toggle flips only on this page, as
 * the spec describes; the accounts work replaces this file with one that keeps the choice (same
 * props).
 */
export function SaveInstitutionButton({ institutionId, initialSaved }: Props) {
  const [saved, setSaved] = useState(initialSaved);
  return (
    <button
      type="button"
      aria-pressed={saved}
      data-institution-id={institutionId}
      onClick={() => setSaved((value) => !value)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold transition-colors ${
        saved
          ? "border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100"
          : "border-white/70 bg-white/10 text-white hover:bg-white/20"
      }`}
    >
      <Heart className={`size-5 ${saved ? "fill-current" : ""}`} aria-hidden="true" />
      {saved ? "Saved" : "Save Institution"}
    </button>
  );
}
