import { useId, useRef, useState } from "react";
import type { ProgramsSectionShown } from "~/domain/programs/programs-section.schemas";
import { ServerMarkup } from "~/components/ui/server-markup";
import { useHydrated } from "~/components/ui/use-hydrated";
import { foldText } from "~/lib/fold-text";
import { SECTION_CARD } from "./institution-section";

/** The address of a school's Programs section (compare links to it). */
export const PROGRAMS_SECTION_ID = "programs";

const matching = (element: HTMLElement, query: string) => (element.dataset.search ?? "").includes(query);

/**
 * Shows the parts of the list that match `query` (folded) and opens their families; an empty query
 * shows everything, families folded. Returns how many fields are shown.
 */
function filterPrograms(root: HTMLElement, query: string): number {
  let fields = 0;
  for (const family of root.querySelectorAll<HTMLDetailsElement>("details[data-family]")) {
    const familyMatches = !query || matching(family, query);
    let familyShown = false;
    for (const series of family.querySelectorAll<HTMLElement>("[data-series]")) {
      const seriesMatches = familyMatches || matching(series, query);
      const items = [...series.querySelectorAll<HTMLElement>("[data-field]")];
      let seriesShown = items.length === 0 && seriesMatches;
      for (const item of items) {
        item.hidden = !(seriesMatches || matching(item, query));
        if (!item.hidden) fields++;
        seriesShown ||= !item.hidden;
      }
      series.hidden = !seriesShown;
      familyShown ||= seriesShown;
    }
    family.hidden = !familyShown;
    family.open = !!query && familyShown;
  }
  return fields;
}

/**
 * Programs: the fields a school awarded by CIP family, collapsed, with their levels, last year's
 * graduates and the College Scorecard's earnings and debt. The families are markup written on the
 * server (ProgramsList); with JavaScript a filter box hides the fields that do not match and opens
 * the families that do, and without it every field is there.
 */
export function ProgramsSection({ programs }: { programs: ProgramsSectionShown }) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState<number | null>(null);
  const interactive = useHydrated();
  const filter = (value: string) => {
    setQuery(value);
    const folded = foldText(value);
    const count = list.current ? filterPrograms(list.current, folded) : 0;
    setShown(folded ? count : null);
  };

  return (
    <section id={PROGRAMS_SECTION_ID} className={SECTION_CARD} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold text-brand-800">
        Programs
      </h2>
      {programs.notReported ? (
        <p className="mt-3 text-slate-700 italic">{programs.notReported}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{programs.intro}</p>
          {interactive && (
            <div className="mt-4">
              <label htmlFor={`${id}-filter`} className="block text-sm font-semibold text-slate-700">
                Find a field of study
              </label>
              <input
                id={`${id}-filter`}
                type="search"
                value={query}
                onChange={(event) => filter(event.target.value)}
                placeholder="e.g. nursing, music, 51.38"
                aria-describedby={`${id}-status`}
                className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:w-80"
              />
              <p id={`${id}-status`} role="status" className="mt-1 text-sm text-slate-600">
                {shown === null
                  ? ""
                  : shown
                    ? `${shown} ${shown === 1 ? "field matches" : "fields match"} “${query.trim()}”.`
                    : `No field matches “${query.trim()}”.`}
              </p>
            </div>
          )}
          {programs.list && <ServerMarkup ref={list} markup={programs.list} />}
        </>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Sources: graduates, {programs.sources.completions}; earnings and debt by field, {programs.sources.earnings};
        fully online, {programs.sources.fullyOnline}.
      </p>
    </section>
  );
}
