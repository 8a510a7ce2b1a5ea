import type { FaithBlockFact } from "~/domain/institutions/faith-block";
import { NOT_YET_VERIFIED } from "./institution-section";
import { Provenance } from "./provenance";

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
