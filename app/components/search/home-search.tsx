import { SlidersHorizontal as slidersHorizontalDrawing } from "lucide";
import { useEffect, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { fetchStates } from "~/clients/filter-options";
import type { FilterOptions } from "~/domain/institutions/institution.schemas";
import { FILTER_NAMES, searchHref, sortCountries } from "~/domain/institutions/search-options";
import { regionLabel } from "~/domain/institutions/us-states";
import { FilterSelect, filterOptions, regionOptions } from "./filter-select";
import { SearchBox } from "./search-box";
import { icon } from "~/components/ui/icon";

const SlidersHorizontal = icon(slidersHorizontalDrawing);

/**
 * The hero's search box with the advanced filters (country, state, type, denomination): a GET form
 * to /search, so it works before JavaScript loads. With JavaScript, choosing a country loads its
 * states.
 */
export function HomeSearch({ options }: { options: FilterOptions }) {
  const id = useId();
  const navigate = useNavigate();
  const [country, setCountry] = useState("");
  const [states, setStates] = useState<{ country: string; list: string[] } | null>(null);

  useEffect(() => {
    if (!country) return;
    const controller = new AbortController();
    fetchStates(country, controller.signal)
      .then((list) => setStates({ country, list }))
      .catch(() => {
        // Aborted or offline: the state list simply stays empty.
      });
    return () => controller.abort();
  }, [country]);

  const stateOptions = country && states?.country === country ? states.list : [];

  return (
    <Form
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = (name: string) => String(form.get(name) ?? "").trim() || undefined;
        navigate(
          searchHref({
            q: value("q"),
            country: value("country"),
            state: value("state"),
            institution_type: value("institution_type"),
            denomination: value("denomination"),
          }),
        );
      }}
      className="surface-light mt-8 max-w-3xl rounded-2xl bg-white p-4 text-slate-800 shadow-xl sm:p-5"
      role="search"
      aria-label="Search the directory"
    >
      <SearchBox id={`${id}-q`} label="Search schools" placeholder="School name, city, denomination or program" />
      <details className="group mt-3">
        <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Advanced Filters
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id={`${id}-country`}
            name="country"
            label={FILTER_NAMES.country}
            allLabel="All Countries"
            options={filterOptions(sortCountries(options.country, (name) => name).map((value) => ({ value })))}
            value={country}
            onChange={setCountry}
          />
          <FilterSelect
            key={country}
            id={`${id}-state`}
            name="state"
            label={FILTER_NAMES.state}
            allLabel="All States"
            options={regionOptions(
              (value) => regionLabel(country, value),
              stateOptions.map((value) => ({ value })),
            )}
            defaultValue=""
            disabled={!country}
            disabledLabel="Select country first"
          />
          <FilterSelect
            id={`${id}-type`}
            name="institution_type"
            label={FILTER_NAMES.institution_type}
            allLabel="All Types"
            options={filterOptions(options.institution_type.map((value) => ({ value })))}
            defaultValue=""
          />
          <FilterSelect
            id={`${id}-denomination`}
            name="denomination"
            label={FILTER_NAMES.denomination}
            allLabel="All Denominations"
            options={filterOptions(options.denomination.map((value) => ({ value })))}
            defaultValue=""
          />
        </div>
      </details>
    </Form>
  );
}
