import type { InstitutionMemberships } from "~/domain/institutions/institution-page.schemas";
import { NOT_REPORTED, SECTION_CARD } from "./institution-section";

/** Association Membership: each association, what membership implies, and the source. */
export function AssociationMemberships({ memberships }: { memberships: InstitutionMemberships }) {
  return (
    <section className={SECTION_CARD} aria-labelledby="associations-heading">
      <h2 id="associations-heading" className="font-serif text-2xl font-bold text-brand-800">
        Association Membership
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {memberships.list.map(({ association, name, implies }) => (
          <li key={association}>
            <p className="font-semibold text-slate-800">
              {name} ({association})
            </p>
            {implies && <p className="text-slate-700">{implies}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Source: {memberships.source ?? NOT_REPORTED}; what membership means is the association&apos;s own statement.
      </p>
    </section>
  );
}
