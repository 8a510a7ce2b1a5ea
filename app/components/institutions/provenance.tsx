import type { ProvenanceLine } from "~/domain/institutions/fact-sources";

/** "Stated on the school's site (www.x.edu), read 27 November 2026", with the quote behind a disclosure. */
export function Provenance({ line }: { line: ProvenanceLine }) {
  return (
    <span className="block text-xs leading-snug text-slate-600">
      {line.lead}
      {line.link && (
        <>
          {" ("}
          <a
            href={line.link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-2 wrap-anywhere"
          >
            {line.link.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          {")"}
        </>
      )}
      {line.tail && `, ${line.tail}`}
      {line.quote && (
        <details className="mt-0.5">
          <summary className="inline-flex min-h-6 cursor-pointer items-center font-semibold text-brand-700">
            What the source says
          </summary>
          <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-700 italic">
            &ldquo;{line.quote}&rdquo;
          </blockquote>
          {line.translation && (
            <span className="mt-1 block pl-2 text-slate-700">
              In English (the directory&rsquo;s translation): &ldquo;{line.translation}&rdquo;
            </span>
          )}
        </details>
      )}
    </span>
  );
}
