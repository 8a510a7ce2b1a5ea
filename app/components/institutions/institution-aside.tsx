import {
  ExternalLink as externalLinkDrawing,
  Navigation as navigationDrawing,
  Pencil as pencilDrawing,
  Search as searchIconDrawing,
} from "lucide";
import { Link } from "react-router";
import { icon } from "~/components/ui/icon";
import { representHref } from "~/domain/schools/school-links";
import { affiliationName } from "~/domain/institutions/institution-labels";
import type { Institution, InstitutionCard } from "~/domain/institutions/institution.schemas";
import { searchHref } from "~/domain/institutions/search-options";
import { externalUrl, formatLocation } from "~/lib/format";
import { NOT_REPORTED, SECTION_CARD } from "./institution-section";
import { ServerMarkup } from "~/components/ui/server-markup";
import type { ShownMarkup } from "~/lib/server-markup";

const ExternalLink = icon(externalLinkDrawing);
const Navigation = icon(navigationDrawing);
const Pencil = icon(pencilDrawing);
const SearchIcon = icon(searchIconDrawing);

/** '/search?state=TX&country=United+States' (state first, then country), or the country alone. */
function areaSearchHref(institution: Institution) {
  return searchHref({ country: institution.country, state: institution.state_province ?? undefined });
}

interface Props {
  institution: Institution;
  related: InstitutionCard[];
  /** The school's map (LocationMap), as server markup. */
  locationMap: ShownMarkup;
  /** The state's or province's name ("Texas" for TX). */
  regionName: string | null;
  /** The school's place as a search's `near` value, for Within 50 miles. */
  nearValue: string | null;
  /** What the school reported for its listing (admissions and tuition pages, contact), with provenance, as server markup. */
  reported: ShownMarkup | null;
}

/** The page's side column: Quick Actions, You Might Also Like, and Location with its map and searches nearby. */
export function InstitutionAside({ institution, related, locationMap, regionName, nearValue, reported }: Props) {
  const website = externalUrl(institution.website);
  return (
    <aside className="flex flex-col gap-6" aria-label="More about this school">
      <section className={SECTION_CARD} aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="font-serif text-xl font-bold text-brand-800">
          Quick Actions
        </h2>
        <div className="mt-4 flex flex-col gap-3">
          {website && (
            <a
              href={website.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              <ExternalLink className="size-5" aria-hidden="true" />
              Visit Official Website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <Link
            to={representHref(institution.slug)}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
          >
            <Pencil className="size-5" aria-hidden="true" />
            Update this School
          </Link>
        </div>
      </section>

      {reported && <ServerMarkup markup={reported} />}

      {related.length > 0 && (
        <section className={SECTION_CARD} aria-labelledby="related-heading">
          <h2 id="related-heading" className="font-serif text-xl font-bold text-brand-800">
            You Might Also Like
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {related.map((school) => (
              <li key={school.id} className="py-3">
                <Link
                  to={`/institution/${school.slug}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {school.institution_name}
                </Link>
                <p className="text-sm text-slate-600">
                  {[formatLocation(school), school.institution_type, affiliationName(school)]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={SECTION_CARD} aria-labelledby="location-heading">
        <h2 id="location-heading" className="font-serif text-xl font-bold text-brand-800">
          Location
        </h2>
        <address className="mt-3 leading-relaxed text-slate-700 not-italic">
          {institution.street_address && <span className="block">{institution.street_address}</span>}
          <span className="block">
            {[institution.city, [regionName, institution.postal_code].filter(Boolean).join(" ")]
              .filter(Boolean)
              .join(", ")}
          </span>
          <span className="block">{institution.country}</span>
        </address>
        {!institution.postal_code && <p className="mt-2 text-sm text-slate-600">Postal code: {NOT_REPORTED}</p>}
        <ServerMarkup markup={locationMap} />
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={areaSearchHref(institution)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            <SearchIcon className="size-5" aria-hidden="true" />
            Find Schools in This Area
          </Link>
          {nearValue && (
            <Link
              to={searchHref({ near: nearValue, radius: "50" })}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Navigation className="size-5" aria-hidden="true" />
              Within 50 miles
            </Link>
          )}
        </div>
      </section>
    </aside>
  );
}
