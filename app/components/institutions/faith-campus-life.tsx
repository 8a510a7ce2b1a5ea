import { Link } from "react-router";
import type { InstitutionFaith } from "~/domain/institutions/institution-page.schemas";
import { NOT_YET_VERIFIED, SECTION_CARD } from "./institution-section";

/** The host of a source address, as its link reads ("www.wheaton.edu"). */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** Faith & Campus Life: each fact or 'Not yet verified', the source, and a way to suggest a correction. */
export function FaithCampusLife({ faith }: { faith: InstitutionFaith }) {
  return (
    <section className={SECTION_CARD} aria-labelledby="faith-heading">
      <h2 id="faith-heading" className="font-serif text-2xl font-bold text-brand-800">
        Faith &amp; Campus Life
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {faith.facts.map(({ key, label, text, href }) => (
          <div key={key} data-fact={key}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className={text === null ? "text-slate-500 italic" : "text-slate-800"}>
              {text === null ? (
                NOT_YET_VERIFIED
              ) : href ? (
                <a href={href} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
                  {text}
                </a>
              ) : (
                text
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        {faith.sourceUrl && faith.verifiedOn ? (
          <>
            Source:{" "}
            <a href={faith.sourceUrl} className="text-brand-700 underline" rel="noopener noreferrer">
              {hostOf(faith.sourceUrl)}
            </a>
            , verified {faith.verifiedOn}.{" "}
          </>
        ) : (
          "No fact here has been verified yet. "
        )}
        {faith.facts.some((fact) => fact.text === null) || !faith.sourceUrl ? (
          <>
            Know the school&apos;s policy?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Suggest a correction
            </Link>{" "}
            through Update this School.
          </>
        ) : (
          <>
            Something changed?{" "}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              Suggest a correction
            </Link>
            .
          </>
        )}
      </p>
    </section>
  );
}
