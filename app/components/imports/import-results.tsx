import { CheckCircle2 as checkCircle2Drawing, XCircle as xCircleDrawing } from "lucide";
import { icon } from "~/components/ui/icon";
import type { ImportItemResult } from "~/domain/imports/import.schemas";

const CheckCircle2 = icon(checkCircle2Drawing);
const XCircle = icon(xCircleDrawing);

/** The results of an import, item by item, with how many succeeded and failed. */
export function ImportResults({ results }: { results: ImportItemResult[] }) {
  const counts = {
    success: results.filter((result) => result.outcome !== "error").length,
    error: results.filter((result) => result.outcome === "error").length,
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 className="font-serif text-lg font-bold text-brand-800">Results</h2>
      <p className="mt-1 text-sm text-slate-700" role="status">
        {`${counts.success} succeeded, ${counts.error} failed`}
      </p>
      <ol
        // Scrolls when long: focusable, so keyboard users can scroll it too.
        tabIndex={0}
        className="mt-3 max-h-[32rem] divide-y divide-slate-100 overflow-y-auto text-sm"
        aria-label="Import results"
      >
        {results.map((result) => (
          <li key={result.index} className="flex items-start gap-3 py-2">
            {result.outcome === "error" ? (
              <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            )}
            <div>
              <p className="font-semibold text-slate-900">
                {result.institution_name ?? `Item ${result.index + 1}`}
                {result.id !== null && <span className="font-normal text-slate-600">{` (id ${result.id})`}</span>}
              </p>
              <p className={result.outcome === "error" ? "text-red-700" : "text-green-800"}>
                {result.outcome === "error"
                  ? `Error: ${result.message}`
                  : result.outcome === "updated"
                    ? "Success: updated"
                    : "Success: already up to date"}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
