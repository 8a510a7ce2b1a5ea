import { lazy, Suspense, useId, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { DEFAULT_RADIUS, SEARCH_RADII, type SearchRadius } from "~/domain/institutions/search-options";

// Only a browser running JavaScript can locate itself: the button's code loads once it can.
const LocateButton = lazy(() => import("./locate-button").then(({ LocateButton }) => ({ default: LocateButton })));

const RADIUS_LABELS: Record<SearchRadius, string> = {
  "10": "10 miles",
  "25": "25 miles",
  "50": "50 miles",
  "100": "100 miles",
  "250": "250 miles",
  "500": "500 miles",
  any: "Any distance",
};

interface Props {
  /** The place in the box (controlled, so Back and Clear show the address's place). */
  near: string;
  onNearChange: (near: string) => void;
  radius: SearchRadius | undefined;
  /** A radius chosen while a place is given searches at once. */
  onRadiusChange: (radius: SearchRadius) => void;
  /** Use my location found coordinates ("41.871,-88.101"). */
  onLocate: (near: string) => void;
  /** The server's message when the place typed is unknown. */
  error: string | null;
}

/**
 * "Near" and "Within": a ZIP code or place and a radius. They are named form controls, so a typed
 * place works without JavaScript; "Use my location" appears once JavaScript runs and the browser
 * can be asked for its position.
 */
export function NearField({ near, onNearChange, radius, onRadiusChange, onLocate, error }: Props) {
  const id = useId();
  const canLocate = useHydrated() && "geolocation" in navigator;
  const [locateError, setLocateError] = useState<string | null>(null);

  const message = error ?? locateError;
  return (
    <div className="mt-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-near`} className="text-sm font-semibold text-slate-700">
            Near (ZIP code or place)
          </label>
          <input
            id={`${id}-near`}
            name="near"
            type="text"
            inputMode="search"
            autoComplete="postal-code"
            value={near}
            onChange={(event) => onNearChange(event.target.value)}
            placeholder="e.g. 60187 or Wheaton, IL"
            maxLength={100}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? `${id}-near-error` : undefined}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-500"
          />
        </div>
        <div className="flex gap-3">
          <div className="flex-1 sm:w-40 sm:flex-none">
            <label htmlFor={`${id}-radius`} className="text-sm font-semibold text-slate-700">
              Within
            </label>
            <select
              id={`${id}-radius`}
              name="radius"
              value={radius ?? DEFAULT_RADIUS}
              onChange={(event) => onRadiusChange(event.target.value as SearchRadius)}
              className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800"
            >
              {SEARCH_RADII.map((value) => (
                <option key={value} value={value}>
                  {RADIUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          {canLocate && (
            <Suspense>
              <LocateButton onLocate={onLocate} onError={setLocateError} />
            </Suspense>
          )}
        </div>
      </div>
      {near.trim() && !message && (
        <p className="mt-1 text-xs text-slate-600">
          Distances are straight-line miles from the place's center. Places:{" "}
          <a href="https://www.geonames.org/" className="underline" rel="noopener">
            GeoNames
          </a>{" "}
          (CC BY 4.0); ZIP code centers: U.S. ZIP code data of the zipcodes package.
        </p>
      )}
      {message && (
        <p id={`${id}-near-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
