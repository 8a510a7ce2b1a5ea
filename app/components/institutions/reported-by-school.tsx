import type { FaithBlockFact } from "~/domain/institutions/faith-block";
import { FactItem } from "./faith-campus-life";

/** The sidebar card of what the school itself reported for its listing, each fact with its provenance. */
export function ReportedBySchool({ facts }: { facts: FaithBlockFact[] }) {
  if (!facts.length) return null;
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="reported-heading"
    >
      <h2 id="reported-heading" className="font-serif text-xl font-bold text-brand-800">
        From the School
      </h2>
      <dl className="mt-3 flex flex-col gap-3">
        {facts.map((fact) => (
          <FactItem key={fact.key} fact={fact} />
        ))}
      </dl>
    </section>
  );
}
