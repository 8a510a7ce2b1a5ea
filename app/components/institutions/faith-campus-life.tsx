import type { FaithBlockFact } from "~/domain/institutions/faith-block";
import type { ProvenanceLine } from "~/domain/institutions/fact-sources";

const NOT_YET_VERIFIED = "Not yet verified";

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
            className="text-brand-700 underline underline-offset-2"
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
        </details>
      )}
    </span>
  );
}

/** One fact: its label, its value (a link when it has one; null: "Not yet verified") and where it comes from. */
export function FactItem({ fact }: { fact: FaithBlockFact }) {
  const { key, label, text, href, sources } = fact;
  return (
    <div data-fact={key}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={text === null ? "text-slate-500 italic" : "break-words text-slate-800"}>
        {text === null ? (
          NOT_YET_VERIFIED
        ) : href ? (
          <a href={href} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
            {text}
          </a>
        ) : (
          text
        )}
        {sources.map((line, index) => (
          <Provenance key={index} line={line} />
        ))}
      </dd>
    </div>
  );
}

interface Props {
  facts: FaithBlockFact[];
  anyKnown: boolean;
  /** Where a school's staff keep the page ("Update this School"). */
  updateHref: string;
}

/**
 * The Faith & Campus Life block of the institution page: each fact with where it comes from. Nobody
 * interacts with it beyond its disclosures, so the page renders it to markup on the server.
 */
export function FaithCampusLife({ facts, anyKnown, updateHref }: Props) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="faith-heading"
    >
      <h2 id="faith-heading" className="font-serif text-2xl font-bold text-brand-800">
        Faith &amp; Campus Life
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <FactItem key={fact.key} fact={fact} />
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        {anyKnown ? "Each fact names its source and when it was read. " : "No fact here has been verified yet. "}
        Work at this school?{" "}
        <a href={updateHref} className="font-semibold text-brand-700 underline">
          Update this School
        </a>{" "}
        with a source on the school&apos;s own site.
      </p>
    </section>
  );
}
