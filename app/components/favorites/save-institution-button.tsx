import { Heart } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { setFavorite, type FavoriteOutcome } from "~/clients/favorites";

/**
 * Save Institution / Saved toggle for signed-in users on an institution page. It flips at once and
 * stores the choice through the JSON API (PUT/DELETE /api/favorites/:id); a failure puts it back
 * and says so. Without JavaScript the same form posts to /favorites and comes back here.
 */
export function SaveInstitutionButton({
  institutionId,
  initialSaved,
}: {
  institutionId: number;
  initialSaved: boolean;
}) {
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
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold transition-colors ${
            saved
              ? "border-red-600 bg-red-600 text-white hover:bg-red-700"
              : "border-brand-700 bg-white text-brand-700 hover:bg-brand-50"
          }`}
        >
          <Heart className={`size-5 ${saved ? "fill-current" : ""}`} aria-hidden="true" />
          {saved ? "Saved" : "Save Institution"}
        </button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
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
