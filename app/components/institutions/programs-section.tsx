import { ChevronDown as chevronDownDrawing, MonitorSmartphone as monitorDrawing } from "lucide";
import { useEffect, useId, useState } from "react";
import type {
  ProgramsSection as ProgramsSectionData,
  ProgramsSectionFamily,
  ProgramsSectionSeries,
} from "~/domain/programs/programs-section.schemas";
import { foldText } from "~/lib/fold-text";
import { icon } from "~/components/ui/icon";
import { NOT_REPORTED, SECTION_CARD } from "./institution-section";

const ChevronDown = icon(chevronDownDrawing);
const Monitor = icon(monitorDrawing);

/** The address of a school's Programs section (compare links to it). */
export const PROGRAMS_SECTION_ID = "programs";

const matches = (query: string, ...texts: string[]) => !query || texts.some((text) => foldText(text).includes(query));

/**
 * Programs: the fields a school awarded, by CIP family (collapsed), each with its levels and last
 * year's graduates, and the College Scorecard's earnings and debt by series and credential. With
 * JavaScript a filter box hides the fields that do not match and opens the families that do;
 * without it every field is there.
 */
export function ProgramsSection({ programs }: { programs: ProgramsSectionData }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const folded = foldText(query);

  const shown = programs.families.map((family) => {
    const familyMatches = matches(folded, family.title);
    const series = family.series.map((entry) => {
      const seriesMatches = familyMatches || matches(folded, entry.code);
      const fields = entry.fields.map((field) => seriesMatches || matches(folded, field.title, field.code));
      const any =
        fields.some(Boolean) || (entry.fields.length === 0 && (seriesMatches || matches(folded, entry.title)));
      return { fields, any };
    });
    return { series, any: series.some((entry) => entry.any) };
  });
  const fieldCount = shown.reduce(
    (sum, family) => sum + family.series.reduce((count, entry) => count + entry.fields.filter(Boolean).length, 0),
    0,
  );

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
                onChange={(event) => setQuery(event.target.value)}
                placeholder="e.g. nursing, music, 51.38"
                aria-describedby={`${id}-status`}
                className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:w-80"
              />
              <p id={`${id}-status`} role="status" className="mt-1 text-sm text-slate-600">
                {folded
                  ? fieldCount
                    ? `${fieldCount} field${fieldCount === 1 ? "" : "s"} match “${query.trim()}”.`
                    : `No field matches “${query.trim()}”.`
                  : ""}
              </p>
            </div>
          )}
          <div className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
            {programs.families.map((family, index) => (
              <FamilyDetails
                key={family.code}
                family={family}
                shown={shown[index]!}
                filtering={!!folded}
                sources={programs.sources}
              />
            ))}
          </div>
        </>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Sources: graduates, {programs.sources.completions}; earnings and debt by field, {programs.sources.earnings};
        fully online, {programs.sources.fullyOnline}.
      </p>
    </section>
  );
}

function FamilyDetails({
  family,
  shown,
  filtering,
  sources,
}: {
  family: ProgramsSectionFamily;
  shown: { series: { fields: boolean[]; any: boolean }[]; any: boolean };
  filtering: boolean;
  sources: ProgramsSectionData["sources"];
}) {
  return (
    <details
      className="group py-1"
      hidden={!shown.any}
      // While a filter is typed, the families that match are open; clearing it folds them again.
      open={filtering && shown.any ? true : undefined}
      data-family={family.code}
    >
      <summary className="flex min-h-11 cursor-pointer items-start gap-2 py-2 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          className="mt-1 size-4 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-brand-800">{family.title}</span>
          <span className="block text-sm text-slate-600">
            {family.summary}
            {family.fullyOnline && (
              <span className="ml-2 inline-flex items-center gap-1 rounded bg-emerald-50 px-1.5 text-emerald-900">
                <Monitor className="size-3.5" aria-hidden="true" />
                Fully online
              </span>
            )}
          </span>
        </span>
      </summary>
      <div className="pb-3 pl-6">
        {family.fullyOnline && (
          <p className="text-sm text-slate-700">
            Offered fully online (undergraduate): {family.fullyOnline}. Source: {sources.fullyOnline}.
          </p>
        )}
        <ul className="mt-2 space-y-4">
          {family.series.map((series, index) => (
            <SeriesItem key={series.code} series={series} shown={shown.series[index]!} />
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">
          Graduates: {sources.completions}. Earnings and debt by four-digit CIP series: {sources.earnings}.
        </p>
      </div>
    </details>
  );
}

function SeriesItem({ series, shown }: { series: ProgramsSectionSeries; shown: { fields: boolean[]; any: boolean } }) {
  const single = series.fields.length === 1 && series.fields[0]!.title === series.title;
  return (
    <li hidden={!shown.any} data-series={series.code}>
      {series.fields.length > 0 && (
        <ul className="space-y-3">
          {series.fields.map((field, index) => (
            <li key={field.code} hidden={!shown.fields[index]} data-field={field.code}>
              <p className="font-semibold text-slate-900">
                {field.title} <span className="text-xs font-normal text-slate-500">CIP {field.code}</span>
              </p>
              <ul className="text-sm text-slate-700">
                {field.levels.map((level) => (
                  <li key={level.label}>
                    <span className="font-medium">{level.label}:</span> {level.graduates}
                    <span className="text-slate-600"> · {level.awarded}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        {series.earnings.length === 0 ? (
          <p>
            <span className="font-semibold text-slate-700">{`Earnings and debt (CIP ${series.code}):`}</span>{" "}
            <span className="text-slate-600 italic">{NOT_REPORTED}</span>
          </p>
        ) : (
          <p className="font-semibold text-slate-700">
            {single || series.fields.length === 0
              ? `Earnings and debt, ${series.title} (CIP ${series.code})`
              : `Earnings and debt for all of ${series.title} (CIP ${series.code})`}
          </p>
        )}
        {series.earnings.length > 0 &&
          series.earnings.map((row) => (
            <div key={row.credential} className="mt-1">
              <p className="text-slate-700">{row.credential}</p>
              <dl className="grid grid-cols-3 gap-2">
                <Figure label="1 year after" value={row.earnings1yr} />
                <Figure label="4 years after" value={row.earnings4yr} />
                <Figure label="Median debt" value={row.debt} />
              </dl>
            </div>
          ))}
      </div>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={value === NOT_REPORTED ? "text-slate-600 italic" : "font-semibold text-slate-900"}>{value}</dd>
    </div>
  );
}
