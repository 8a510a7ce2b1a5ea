import {
  AlertTriangle as alertTriangleDrawing,
  ArrowLeft as arrowLeftDrawing,
  Globe as globeDrawing,
  MapPin as mapPinDrawing,
} from "lucide";
import { Link } from "react-router";
import { CompareButton } from "~/components/compare/compare-button";
import { SaveInstitutionButton } from "~/components/favorites/save-institution-button";
import { useSessionUser } from "~/components/layout/use-session-user";
import { icon } from "~/components/ui/icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { accreditationWarning } from "~/domain/institutions/accreditation";
import { affiliationName } from "~/domain/institutions/institution-labels";
import type { InstitutionMemberships } from "~/domain/institutions/institution-page.schemas";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { externalUrl, formatLocation } from "~/lib/format";
import { AccreditationBadge } from "./accreditation-badge";
import { InstitutionCrest } from "./institution-crest";

const AlertTriangle = icon(alertTriangleDrawing);
const ArrowLeft = icon(arrowLeftDrawing);
const Globe = icon(globeDrawing);
const MapPin = icon(mapPinDrawing);

interface Props {
  institution: Institution;
  memberships: InstitutionMemberships;
  /** Whether the signed-in visitor has saved the school. */
  saved: boolean;
  /** Where Back to Search leads: the search the visitor came from, else a fresh one. */
  backHref: string;
}

/** The page's head: breadcrumb, picture, name, place, at-a-glance badges, website, save and compare. */
export function InstitutionHero({ institution, memberships, saved, backHref }: Props) {
  const user = useSessionUser();
  const website = externalUrl(institution.website);
  const warning = accreditationWarning(institution.accreditation_status);
  const location = formatLocation(institution) || institution.country;
  return (
    <section className="surface-dark bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-10 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
            <li>
              <Link to="/" className="underline-offset-2 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to="/search" className="underline-offset-2 hover:underline">
                Search
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold text-white">
              {institution.institution_name}
            </li>
          </ol>
        </nav>
        <Link
          to={backHref}
          className="mt-4 inline-flex min-h-10 items-center gap-1 rounded-lg bg-white/10 px-3 font-semibold hover:bg-white/20"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Search
        </Link>

        <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-center">
          {institution.image_path ? (
            <LazyImage
              src={institution.image_path}
              alt={`${institution.institution_name} campus`}
              className="aspect-[16/9] w-full shrink-0 rounded-xl shadow-lg md:w-80"
            />
          ) : (
            <InstitutionCrest
              name={institution.institution_name}
              denomination={institution.denomination}
              className="aspect-[16/9] w-full shrink-0 rounded-xl shadow-lg md:w-80"
            />
          )}
          <div className="min-w-0">
            <h1 className="font-serif text-3xl font-bold break-words sm:text-4xl">{institution.institution_name}</h1>
            <p className="mt-2 flex items-center gap-1.5 text-brand-100">
              <MapPin className="size-5 shrink-0" aria-hidden="true" />
              {location}
            </p>
            <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label="At a glance">
              <li className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {institution.institution_type}
              </li>
              {affiliationName(institution) && (
                <li className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
                  {affiliationName(institution)}
                </li>
              )}
              {institution.accreditation_status && (
                <li>
                  <AccreditationBadge status={institution.accreditation_status} />
                </li>
              )}
              {memberships.list.map(({ association, name }) => (
                <li
                  key={association}
                  className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                >
                  <abbr title={name} className="no-underline">
                    {association}
                  </abbr>{" "}
                  member
                </li>
              ))}
            </ul>
            {warning && (
              <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {warning}
              </p>
            )}
            <div className="mt-5 flex flex-wrap items-center gap-3">
              {website && (
                <a
                  href={website.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-gold-500 px-4 py-2 font-semibold text-brand-900 hover:bg-gold-300"
                >
                  <Globe className="size-5" aria-hidden="true" />
                  {website.hostname.replace(/^www\./, "")}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              {user && <SaveInstitutionButton institutionId={institution.id} initialSaved={saved} />}
              <CompareButton slug={institution.slug} name={institution.institution_name} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
