import type { InstitutionDegrees } from "~/domain/institutions/institution-page.schemas";
import { NOT_YET_VERIFIED, SECTION_CARD } from "./institution-section";
import { Provenance } from "./provenance";

/** Seminary Degrees: which degrees the school offers, which fully online, and the source. */
export function SeminaryDegreesSection({ degrees }: { degrees: InstitutionDegrees }) {
  const ownOnline = degrees.rows.some((row) => row.onlineSources.length > 0);
  return (
    <section className={SECTION_CARD} aria-labelledby="degrees-heading">
      <h2 id="degrees-heading" className="font-serif text-2xl font-bold text-brand-800">
        Seminary Degrees
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Seminary degrees offered, and whether each can be completed fully online
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Degree
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Offered
              </th>
              <th scope="col" className="py-2 font-semibold">
                Fully online
              </th>
            </tr>
          </thead>
          <tbody>
            {degrees.rows.map((row) => (
              <tr key={row.degree} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-semibold text-slate-800">
                  <abbr title={row.name} className="no-underline">
                    {row.label}
                  </abbr>
                </th>
                <td
                  className={`py-2 pr-4 ${row.offered === NOT_YET_VERIFIED ? "text-slate-600 italic" : "text-slate-800"}`}
                >
                  {row.offered}
                </td>
                <td className={`py-2 ${row.online === NOT_YET_VERIFIED ? "text-slate-600 italic" : "text-slate-800"}`}>
                  {row.online}
                  {row.onlineSources.map((line, index) => (
                    <Provenance key={index} line={line} />
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-slate-800">
        <span className="font-semibold">Accreditor&apos;s approval of fully online degrees:</span>{" "}
        <span className={degrees.onlineApproval === NOT_YET_VERIFIED ? "text-slate-600 italic" : undefined}>
          {degrees.onlineApproval}
        </span>
      </p>
      {degrees.completionsNote && <p className="mt-3 text-sm text-slate-600">{degrees.completionsNote}</p>}
      <p className="mt-3 text-sm text-slate-600">
        {degrees.sourceUrl ? (
          <>
            Source:{" "}
            <a
              href={degrees.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {degrees.sourceUrl}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {degrees.verifiedOn ? `; last verified ${degrees.verifiedOn}.` : "."}
          </>
        ) : ownOnline ? (
          "The accreditor's approval, and fully online where no source is named: not yet verified, no source has been checked for them yet."
        ) : degrees.completionsNote ? (
          "Fully online and the accreditor's approval: not yet verified, no source has been checked for them yet."
        ) : (
          "Not yet verified: no source has been checked for these degrees yet."
        )}
      </p>
    </section>
  );
}
