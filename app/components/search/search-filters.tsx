import { useId, useState } from "react";
import type { Facets, FacetValue, SearchParams } from "~/domain/institutions/institution.schemas";
import {
  effectiveSort,
  SEARCH_SORTS,
  sortCountries,
  type FacetName,
  type SearchSort,
} from "~/domain/institutions/search-options";
import { regionLabel } from "~/domain/institutions/us-states";
import { formatNumber } from "~/lib/format";

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  distance: "Distance (nearest first)",
  name: "Name (A-Z)",
  enrollment: "Enrollment (largest first)",
  tuition: "Tuition (lowest first)",
};

interface Props {
  /** The parameters on screen (a search under way shows its new values at once). */
  shown: SearchParams;
  facets: Facets;
  onChange: (next: SearchParams) => void;
}

/** The facet's values with their counts, plus the chosen value even when nothing matches it now. */
function withSelected(values: FacetValue[], selected: string | undefined): FacetValue[] {
  if (!selected || values.some((entry) => entry.value === selected)) return values;
  return [...values, { value: selected, count: 0 }];
}

const byValue = (values: FacetValue[]) => [...values].sort((a, b) => a.value.localeCompare(b.value, "en"));

const selectClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500";

/**
 * The filters of the search form. Each is a named control, so without JavaScript the form sends
 * them (Apply Filters); with JavaScript a change applies at once, back on page 1.
 */
export function SearchFilters({ shown: fromAddress, facets, onChange }: Props) {
  const id = useId();
  // The control shows its new value at once, before the navigation it starts is under way (a
  // controlled checkbox would otherwise flip back for a moment).
  const addressKey = JSON.stringify(fromAddress);
  const [draft, setDraft] = useState<{ addressKey: string; params: SearchParams } | null>(null);
  const shown = draft?.addressKey === addressKey ? draft.params : fromAddress;
  const change = (next: SearchParams) => {
    setDraft({ addressKey, params: next });
    onChange(next);
  };
  const set = (key: keyof SearchParams, value: string | boolean | undefined) =>
    change({ ...shown, [key]: value === "" || value === false ? undefined : value });

  const defaultSort = effectiveSort({ ...shown, sort: undefined });

  const facetSelect = (facet: Exclude<FacetName, "country" | "state">, label: string, allLabel: string) => (
    <div>
      <label htmlFor={`${id}-${facet}`} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={`${id}-${facet}`}
        name={facet}
        value={shown[facet] ?? ""}
        onChange={(event) => set(facet, event.target.value)}
        className={selectClass}
      >
        <option value="">{allLabel}</option>
        {byValue(withSelected(facets[facet], shown[facet])).map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.value} ({formatNumber(entry.count)})
          </option>
        ))}
      </select>
    </div>
  );

  const countries = sortCountries(withSelected(facets.country, shown.country), (entry) => entry.value);
  const states = withSelected(facets.state, shown.state)
    .map((entry) => ({ ...entry, label: regionLabel(shown.country, entry.value) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));

  return (
    <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor={`${id}-country`} className="text-sm font-semibold text-slate-700">
          Country
        </label>
        <select
          id={`${id}-country`}
          name="country"
          value={shown.country ?? ""}
          // A state belongs to its country: a new country clears it.
          onChange={(event) => change({ ...shown, country: event.target.value || undefined, state: undefined })}
          className={selectClass}
        >
          <option value="">All Countries</option>
          {countries.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.value} ({formatNumber(entry.count)})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="text-sm font-semibold text-slate-700">
          State / Province
        </label>
        <select
          id={`${id}-state`}
          name="state"
          value={shown.country ? (shown.state ?? "") : ""}
          disabled={!shown.country}
          onChange={(event) => set("state", event.target.value)}
          className={selectClass}
        >
          {shown.country ? (
            <>
              <option value="">All States</option>
              {states.map((entry) => (
                <option key={entry.value} value={entry.value}>
                  {entry.label} ({formatNumber(entry.count)})
                </option>
              ))}
            </>
          ) : (
            <option value="">Select country first</option>
          )}
        </select>
      </div>
      {facetSelect("institution_type", "Type", "All Types")}
      {facetSelect("denomination", "Denomination", "All Denominations")}
      {facetSelect("accreditation_status", "Accreditation", "All Accreditation Statuses")}
      <div>
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold text-slate-700">
          Sort by
        </label>
        {/* The order that is the default for this search sends no value, so a form sent without
            JavaScript after the query or place changed gets the new search's default order. */}
        <select
          id={`${id}-sort`}
          name="sort"
          value={shown.sort && shown.sort !== defaultSort ? shown.sort : ""}
          onChange={(event) => set("sort", event.target.value)}
          className={selectClass}
        >
          {SEARCH_SORTS.filter((sort) => sort !== "distance" || shown.near).map((sort) => (
            <option key={sort} value={sort === defaultSort ? "" : sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col justify-end gap-2 sm:col-span-2 lg:col-span-2">
        <legend className="sr-only">Offerings</legend>
        <label className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="online_programs"
            value="true"
            checked={shown.online_programs === true}
            onChange={(event) => set("online_programs", event.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-700"
          />
          Offers online programs
        </label>
        <label className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="financial_aid_available"
            value="true"
            checked={shown.financial_aid_available === true}
            onChange={(event) => set("financial_aid_available", event.target.checked)}
            className="size-5 rounded border-slate-300 accent-brand-700"
          />
          Financial aid available
        </label>
      </fieldset>
      <noscript>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Apply Filters
        </button>
      </noscript>
    </div>
  );
}
