import { ChevronDown as chevronDownDrawing, MonitorSmartphone as monitorDrawing } from "lucide";
import type {
  ProgramsSection,
  ProgramsSectionFamily,
  ProgramsSectionSeries,
} from "~/domain/programs/programs-section.schemas";
import { icon } from "~/components/ui/icon";
import { NOT_REPORTED } from "./institution-section";

const ChevronDown = icon(chevronDownDrawing);
const Monitor = icon(monitorDrawing);

/**
 * The families of the Programs section, rendered once on the server to markup
 * (programs-section.server.tsx): the page ships none of this code, only the filter that hides and
 * shows its parts by their `data-search` words (programs-section.tsx).
 */
export function ProgramsList({ programs }: { programs: ProgramsSection }) {
  return (
    <div className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
      {programs.families.map((family) => (
        <FamilyDetails key={family.code} family={family} sources={programs.sources} />
      ))}
    </div>
  );
}

function FamilyDetails({ family, sources }: { family: ProgramsSectionFamily; sources: ProgramsSection["sources"] }) {
  return (
    <details className="group py-1" data-family={family.code} data-search={family.search}>
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
          {family.series.map((series) => (
            <SeriesItem key={series.code} series={series} />
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">
          Graduates: {sources.completions}. Earnings and debt by four-digit CIP series: {sources.earnings}.
        </p>
      </div>
    </details>
  );
}

function SeriesItem({ series }: { series: ProgramsSectionSeries }) {
  const single = series.fields.length === 1 && series.fields[0]!.title === series.title;
  return (
    <li data-series={series.code} data-search={series.search}>
      {series.fields.length > 0 && (
        <ul className="space-y-3">
          {series.fields.map((field) => (
            <li key={field.code} data-field={field.code} data-search={field.search}>
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
