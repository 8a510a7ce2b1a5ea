/**
 * On a reported post in Admin > Community: the words its reports were made on, when its author has
 * changed them since, so that the moderators judge what was reported as well as what stands now.
 */
import type { ReportedWords } from "~/domain/community/community.schemas";
import { formatDateTimeUtc } from "~/lib/format";

export function ReportedWordsNote({ words }: { words: ReportedWords[] }) {
  if (words.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-amber-900">
        {words.length === 1
          ? "Its author changed it after it was reported. As reported:"
          : "Its author changed it after it was reported. As each report found it:"}
      </p>
      {words.map((version) => (
        <figure key={version.first_reported_at} className="mt-2">
          <blockquote className="border-l-4 border-amber-400 pl-3 text-sm break-words text-slate-800">
            {version.title !== null && <p className="font-semibold">{version.title}</p>}
            <p className="whitespace-pre-line">{version.body}</p>
          </blockquote>
          <figcaption className="mt-1 text-xs text-slate-700">
            {`Reported ${formatDateTimeUtc(version.first_reported_at)}`}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
