import type { ImportRun } from "~/domain/imports/import.schemas";
import { formatDate } from "~/lib/format";

/** The last imports: file, when and by whom, and what each did (or how far an unfinished one got). */
export function RecentImports({ runs }: { runs: ImportRun[] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 className="font-serif text-lg font-bold text-brand-800">Recent imports</h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {runs.map((run) => (
          <li key={run.id} className="py-2">
            <p className="font-semibold text-slate-900">{run.file_name}</p>
            <p className="text-slate-600">
              {formatDate(run.created_at)} by {run.actor_email ?? "a former administrator"}:{" "}
              {run.status === "completed"
                ? `${run.updated} updated, ${run.unchanged} unchanged, ${run.failed} failed`
                : `not finished: ${run.processed} of ${run.total_items} items done (${run.updated} updated)`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
