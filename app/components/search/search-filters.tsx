import { useId, useState } from "react";
import type { Facets, FacetValue, SearchParams } from "~/domain/institutions/institution.schemas";
import type { SearchFilterOptions } from "~/domain/institutions/search-filter-options";
import {
  effectiveSort,
  FILTER_NAMES,
  SEARCH_SORTS,
  sortCountries,
  type FacetName,
} from "~/domain/institutions/search-options";
import { FilterSelect, filterOptions, regionOptions } from "./filter-select";

interface Props {
  /** The parameters on screen (a search under way shows its new values at once). */
  shown: SearchParams;
  facets: Facets;
  /** The states and provinces on offer by name ("TX": "Texas"), from the server. */
  regionNames: Record<string, string>;
  /** The worded options (accreditation, degrees, associations, bounds, faith filters, sorts), from the loader. */
  options: SearchFilterOptions;
  onChange: (next: SearchParams) => void;
}

/** The facet's values with their counts, plus the chosen value even when nothing matches it now. */
function withSelected(values: FacetValue[], selected: string | undefined): FacetValue[] {
  if (!selected || values.some((entry) => entry.value === selected)) return values;
  return [...values, { value: selected, count: 0 }];
}

const byValue = (values: FacetValue[]) => [...values].sort((a, b) => a.value.localeCompare(b.value, "en"));

/**
 * The filters of the search form. Each is a named control, so without JavaScript the form sends
 * them (Apply Filters); with JavaScript a change applies at once, back on page 1.
 */
export function SearchFilters({ shown: fromAddress, facets, regionNames, options, onChange }: Props) {
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
  const set = (key: keyof SearchParams, value: string | number | boolean | undefined) =>
    change({ ...shown, [key]: value === "" || value === false ? undefined : value });

  const defaultSort = effectiveSort({ ...shown, sort: undefined });

  const facetSelect = (facet: Exclude<FacetName, "country" | "state">, allLabel: string) => (
    <FilterSelect
      id={`${id}-${facet}`}
      name={facet}
      label={FILTER_NAMES[facet]}
      allLabel={allLabel}
      options={filterOptions(byValue(withSelected(facets[facet], shown[facet])))}
      value={shown[facet] ?? ""}
      onChange={(value) => set(facet, value)}
    />
  );

  const countries = sortCountries(withSelected(facets.country, shown.country), (entry) => entry.value);

  return (
    <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        id={`${id}-country`}
        name="country"
        label={FILTER_NAMES.country}
        allLabel="All Countries"
        options={filterOptions(countries)}
        value={shown.country ?? ""}
        // A state belongs to its country: a new country clears it.
        onChange={(value) => change({ ...shown, country: value || undefined, state: undefined })}
      />
      <FilterSelect
        id={`${id}-state`}
        name="state"
        label={FILTER_NAMES.state}
        allLabel="All States"
        options={regionOptions((value) => regionNames[value] ?? value, withSelected(facets.state, shown.state))}
        value={shown.country ? (shown.state ?? "") : ""}
        onChange={(value) => set("state", value)}
        disabled={!shown.country}
        disabledLabel="Select country first"
      />
      {facetSelect("institution_type", "All Types")}
      {facetSelect("denomination", "All Denominations")}
      {facetSelect("tradition", "All Traditions")}
      <FilterSelect
        id={`${id}-accreditation_group`}
        name="accreditation_group"
        label={FILTER_NAMES.accreditation_group}
        allLabel="Any accreditation"
        options={options.accreditationGroups}
        value={shown.accreditation_group ?? ""}
        onChange={(value) => set("accreditation_group", value)}
      />
      <FilterSelect
        id={`${id}-accreditation_status`}
        name="accreditation_status"
        label={FILTER_NAMES.accreditation_status}
        allLabel="All Accreditation Statuses"
        options={options.accreditationStatuses}
        value={shown.accreditation_status ?? ""}
        onChange={(value) => set("accreditation_status", value)}
      />
      {facetSelect("accreditor_type", "All Accreditor Types")}
      <FilterSelect
        id={`${id}-association`}
        name="association"
        label={FILTER_NAMES.association}
        allLabel="Any or none"
        options={options.associations}
        value={shown.association ?? ""}
        onChange={(value) => set("association", value)}
      />
      <FilterSelect
        id={`${id}-max-net-price`}
        name="max_net_price"
        label={FILTER_NAMES.max_net_price}
        allLabel="Any net price"
        options={options.netPrices}
        value={shown.max_net_price === undefined ? "" : String(shown.max_net_price)}
        onChange={(value) => set("max_net_price", value === "" ? undefined : Number(value))}
      />
      <FilterSelect
        id={`${id}-min-graduation-rate`}
        name="min_graduation_rate"
        label={FILTER_NAMES.min_graduation_rate}
        allLabel="Any graduation rate"
        options={options.graduationRates}
        value={shown.min_graduation_rate === undefined ? "" : String(shown.min_graduation_rate)}
        onChange={(value) => set("min_graduation_rate", value === "" ? undefined : Number(value))}
      />
      <FilterSelect
        id={`${id}-seminary_degree`}
        name="seminary_degree"
        label={FILTER_NAMES.seminary_degree}
        allLabel="Any degree"
        options={options.degrees}
        value={shown.seminary_degree ?? ""}
        onChange={(value) => set("seminary_degree", value)}
      />
      {/* The order that is the default for this search is the first option and sends no value, so a
          form sent without JavaScript after the query or place changed gets the new default. */}
      <FilterSelect
        id={`${id}-sort`}
        name="sort"
        label="Sort by"
        allLabel={options.sorts[defaultSort]}
        options={SEARCH_SORTS.filter(
          (sort) =>
            sort !== defaultSort && (sort !== "distance" || shown.near) && (sort !== "graduates" || shown.program),
        ).map((sort) => ({ value: sort, label: options.sorts[sort] }))}
        value={shown.sort && shown.sort !== defaultSort ? shown.sort : ""}
        onChange={(value) => set("sort", value)}
      />
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
          {FILTER_NAMES.online_programs}
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
          {FILTER_NAMES.financial_aid_available}
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
        <legend className="text-sm font-semibold text-slate-700">Faith &amp; Campus Life (verified facts only)</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
          {options.faith.map(({ value: filter, label }) => (
            <label key={filter} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name={filter}
                value="true"
                checked={shown[filter] === true}
                onChange={(event) => set(filter, event.target.checked)}
                className="size-5 rounded border-slate-300 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
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
