import { LocateFixed as locateFixedDrawing } from "lucide";
import { useState } from "react";
import { icon } from "~/components/ui/icon";

const LocateFixed = icon(locateFixedDrawing);

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: "Your browser did not share your location. Type a ZIP code or a place instead.",
  2: "Your location is not available right now. Type a ZIP code or a place instead.",
  3: "Finding your location took too long. Try again, or type a ZIP code or a place instead.",
};

interface Props {
  /** Coordinates found ("41.871,-88.101"). */
  onLocate: (near: string) => void;
  /** Why no position came (null when asking again). */
  onError: (message: string | null) => void;
}

/**
 * "Use my location": asks the browser for its position. Only a browser running JavaScript can, so
 * the near field loads this button once the page is interactive.
 */
export function LocateButton({ onLocate, onError }: Props) {
  const [locating, setLocating] = useState(false);

  function locate() {
    setLocating(true);
    onError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Three decimals (about 100 m) is all a radius search needs, and all the address keeps.
        onLocate(`${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}`);
      },
      (failure) => {
        setLocating(false);
        onError(GEOLOCATION_ERRORS[failure.code] ?? GEOLOCATION_ERRORS[2]!);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }

  return (
    <button
      type="button"
      onClick={locate}
      disabled={locating}
      aria-busy={locating || undefined}
      className="mt-6 inline-flex min-h-11 shrink-0 items-center gap-2 self-start rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
    >
      <LocateFixed className="size-4" aria-hidden="true" />
      {locating ? "Locating..." : "Use my location"}
    </button>
  );
}
