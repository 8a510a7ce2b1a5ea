import { Heart as heartDrawing } from "lucide";
import { useState } from "react";
import { useLocation } from "react-router";
import { CARD_ACTION_ON_PHONE } from "~/components/ui/card-action";
import { setFavorite, type FavoriteOutcome } from "~/clients/favorites";
import { icon } from "~/components/ui/icon";

const Heart = icon(heartDrawing);

/**
 * Save Institution / Saved toggle for signed-in users on an institution page (`compact`: Save /
 * Saved on a result card, shaped for a phone and naming the school to screen readers). It flips at once and
 * stores the choice through the JSON API (PUT/DELETE /api/favorites/:id); a failure puts it back
 * and says so. Without JavaScript the same form posts to /favorites and comes back here.
 */
export interface SaveToggleProps {
  institutionId: number;
  initialSaved: boolean;
  compact?: boolean;
  name?: string;
}

export default function SaveToggle({ institutionId, initialSaved, compact = false, name }: SaveToggleProps) {
  const { pathname, search } = useLocation();
  const [saved, setSaved] = useState(initialSaved);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const next = !saved;
    setSaved(next);
    setPending(true);
    setError(null);
    const outcome = await setFavorite(institutionId, next);
    setPending(false);
    const failure = failureMessage(outcome, next);
    if (failure) {
      setSaved(!next);
      setError(failure);
    }
  }

  return (
    <div>
      <form method="post" action="/favorites" onSubmit={toggle}>
        <input type="hidden" name="intent" value={saved ? "remove" : "save"} />
        <input type="hidden" name="institutionId" value={institutionId} />
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <button
          type="submit"
          aria-pressed={saved}
          aria-busy={pending || undefined}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg border font-semibold transition-colors ${
            compact ? `px-3 py-2 text-sm ${CARD_ACTION_ON_PHONE}` : "px-4 py-2"
          } ${
            saved
              ? "border-red-600 bg-red-600 text-white hover:bg-red-700"
              : "border-brand-700 bg-white text-brand-700 hover:bg-brand-50"
          }`}
        >
          <Heart className={`${compact ? "size-4" : "size-5"} ${saved ? "fill-current" : ""}`} aria-hidden="true" />
          {compact ? (saved ? "Saved" : "Save") : saved ? "Saved" : "Save Institution"}
          {name && <span className="sr-only"> {name}</span>}
        </button>
      </form>
      {error && (
        <p role="alert" className={`mt-2 text-sm text-red-700 ${compact ? "max-w-40" : ""}`}>
          {error}
        </p>
      )}
    </div>
  );
}

function failureMessage(outcome: FavoriteOutcome, saving: boolean): string | null {
  switch (outcome) {
    case "done":
      return null;
    case "signed-out":
      return "Your session has ended. Please sign in again to save institutions.";
    case "offline":
      return "Could not reach the server. Please check your connection and try again.";
    case "failed":
      return saving
        ? "Could not save this institution. Please try again."
        : "Could not remove this institution from your saved list. Please try again.";
  }
}
