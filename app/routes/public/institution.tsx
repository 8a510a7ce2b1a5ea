import {
  AlertTriangle as alertTriangleDrawing,
  ArrowLeft as arrowLeftDrawing,
  ChevronDown as chevronDownDrawing,
  ExternalLink as externalLinkDrawing,
  Globe as globeDrawing,
  MapPin as mapPinDrawing,
  Navigation as navigationDrawing,
  Pencil as pencilDrawing,
  Search as searchIconDrawing,
} from "lucide";
import { data, isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/institution";
import { CompareButton } from "~/components/compare/compare-button";
import { SaveInstitutionButton } from "~/components/favorites/save-institution-button";
import { AccreditationBadge } from "~/components/institutions/accreditation-badge";
import { CostOutcomes } from "~/components/institutions/cost-outcomes";
import { FaithCampusLife } from "~/components/institutions/faith-campus-life";
import { ReportedBySchool } from "~/components/institutions/reported-by-school";
import { InstitutionCrest } from "~/components/institutions/institution-crest";
import { LocationMap } from "~/components/institutions/location-map";
import { useSessionUser } from "~/components/layout/use-session-user";
import { LazyImage } from "~/components/ui/lazy-image";
import { affiliationName, denominationLabel, foundedLabel } from "~/domain/institutions/institution-labels";
import type { Institution } from "~/domain/institutions/institution.schemas";
import { accreditationWarning } from "~/domain/institutions/accreditation";
import {
  ACCREDITATION_ARTICLE_PATH,
  ACCREDITATION_TERMS,
  explainAccreditation,
} from "~/domain/institutions/accreditation-explained";
import {
  ASSOCIATION_IMPLIES,
  ASSOCIATION_NAMES,
  associationsLabel,
  associationsSourceLabel,
} from "~/domain/institutions/associations";
import { faithBlock, reportedListingFacts } from "~/domain/institutions/faith-block";
import { representHref } from "~/domain/schools/school-links";
import { getInstitutionBySlug, listRelatedInstitutions } from "~/domain/institutions/institutions.server";
import {
  degreeOfferedLabel,
  degreeOnlineLabel,
  hasDegreeFacts,
  SEMINARY_DEGREE_LABELS,
  SEMINARY_DEGREE_NAMES,
  SEMINARY_DEGREES,
} from "~/domain/institutions/seminary-degrees";
import { getLocationMap } from "~/domain/institutions/location-map.server";
import { searchHref } from "~/domain/institutions/search-options";
import { regionLabel } from "~/domain/institutions/us-states";
import { getInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import { nearValueFor } from "~/domain/places/places.server";
import { externalUrl, formatDate, formatLocation, formatMoney, formatNumber } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta, pageTitle } from "~/lib/seo";
import { getSessionUser } from "~/domain/accounts/session.server";
import { isFavorite } from "~/domain/favorites/favorites.server";
import { requestContext, servicesContext } from "~/lib/services.server";
import { breadcrumbList, collegeOrUniversity } from "~/lib/structured-data";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";

const AlertTriangle = icon(alertTriangleDrawing);
const ArrowLeft = icon(arrowLeftDrawing);
const ChevronDown = icon(chevronDownDrawing);
const ExternalLink = icon(externalLinkDrawing);
const Globe = icon(globeDrawing);
const MapPin = icon(mapPinDrawing);
const Navigation = icon(navigationDrawing);
const Pencil = icon(pencilDrawing);
const SearchIcon = icon(searchIconDrawing);

export const RELATED_ON_PAGE = 4;
const NOT_REPORTED = "Not reported";
/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const institution = await getInstitutionBySlug(services.db, params.slug);
  if (!institution) throw data({ message: "Institution not found" }, { status: 404 });
  const [related, user, locationMap, outcomes] = await Promise.all([
    listRelatedInstitutions(services.db, institution, RELATED_ON_PAGE),
    getSessionUser(request, services),
    getLocationMap(institution),
    getInstitutionOutcomes(services.db, institution),
  ]);
  const saved = user ? await isFavorite(services.db, user.id, institution.id) : false;
  context.get(requestContext).events.push({
    kind: "institution_view",
    subject: institution.slug,
    institutionId: institution.id,
  });
  // Memberships are worded here, on the server, so the page's JavaScript carries no association texts.
  const memberships = {
    label: associationsLabel(institution),
    source: associationsSourceLabel(institution),
    list: institution.associations.map((association) => ({
      association,
      name: ASSOCIATION_NAMES[association],
      implies: ASSOCIATION_IMPLIES[association],
    })),
  };
  // The faith and campus-life facts are worded here too: the page ships none of their wording code.
  const faith = faithBlock(institution);
  const reported = reportedListingFacts(institution);
  const accreditation = { ...explainAccreditation(institution), terms: ACCREDITATION_TERMS };
  // Seminary degrees: shown for seminaries and graduate schools, and for any school with a verified answer.
  const degrees =
    hasDegreeFacts(institution.seminary_degrees) ||
    ["Seminary", "Graduate School"].includes(institution.institution_type)
      ? {
          rows: SEMINARY_DEGREES.map((degree) => {
            const facts = institution.seminary_degrees[degree];
            return {
              degree,
              label: SEMINARY_DEGREE_LABELS[degree],
              name: SEMINARY_DEGREE_NAMES[degree],
              offered: degreeOfferedLabel(facts),
              online: degreeOnlineLabel(facts),
            };
          }),
          onlineApproval:
            institution.degrees_online_approved === null
              ? "Not yet verified"
              : institution.degrees_online_approved
                ? "Approved"
                : "Not approved",
          sourceUrl: institution.degrees_source_url,
          verifiedOn: institution.degrees_verified_on,
        }
      : null;
  // The description and the structured data are written here, on the server, so that the code that
  // writes them does not ship to browsers.
  const url = `${services.env.PUBLIC_URL}/institution/${institution.slug}`;
  const description = institutionDescription(institution);
  const structuredData = [
    collegeOrUniversity(institution, url, description),
    breadcrumbList([
      { name: "Home", url: `${services.env.PUBLIC_URL}/` },
      { name: "Search", url: `${services.env.PUBLIC_URL}/search` },
      { name: institution.institution_name, url },
    ]),
  ];
  return {
    institution,
    related,
    saved,
    nearValue: nearValueFor(institution) ?? null,
    locationMap,
    description,
    structuredData,
    memberships,
    /** "Texas" for TX: the browser needs no table of state names. */
    regionName: institution.state_province ? regionLabel(institution.country, institution.state_province) : null,
    outcomes,
    faith,
    reported,
    accreditation,
    degrees,
  };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** The stored description when it is long enough (120+ characters), else one written from the facts. */
function institutionDescription(institution: Institution): string {
  if (institution.meta_description && institution.meta_description.length >= 120) return institution.meta_description;
  const kind = [affiliationName(institution), institution.institution_type.toLowerCase()].filter(Boolean).join(" ");
  const facts = [
    `${institution.institution_name} is ${article(kind)} ${kind} in ${formatLocation(institution) || institution.country}.`,
    institution.student_body_size ? `About ${formatNumber(institution.student_body_size)} students.` : "",
    "Compare accreditation, programs, tuition and financial aid.",
  ];
  const generated = facts.filter(Boolean).join(" ");
  const description = institution.description?.replace(/\s+/g, " ").trim();
  return description && description.length >= 120 ? description : generated;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const publicUrl = publicUrlFrom(matches);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: pageTitle(notFound ? "Institution Not Found" : "Failed to load institution details") },
      { name: "robots", content: "noindex" },
    ];
  }
  const { institution, description, structuredData } = loaderData;
  return [
    ...pageMeta({
      title: institution.meta_title || institution.institution_name,
      description,
      publicUrl,
      path: `/institution/${institution.slug}`,
      image: institution.image_path ?? undefined,
    }),
    ...structuredData.map((item) => ({ "script:ld+json": item })),
  ];
};

/** Back to the search the visitor came from (kept in the link's state), else to a fresh search. */
function useBackToSearch() {
  const { state } = useLocation();
  const search = (state as { search?: unknown } | null)?.search;
  return typeof search === "string" && search.startsWith("?") ? `/search${search}` : "/search";
}

function availability(value: boolean | null) {
  return value === null ? NOT_REPORTED : value ? "Available" : "Not Available";
}

/** '/search?state=TX&country=United+States' (state first, then country), or the country alone. */
function areaSearchHref(institution: Institution) {
  return searchHref({ country: institution.country, state: institution.state_province ?? undefined });
}

const SECTIONS = [
  { key: "detailed_summary", title: "Institution Overview" },
  { key: "key_programs", title: "Key Academic Programs" },
  { key: "unique_features", title: "Unique Features & Characteristics" },
  { key: "why_choose", title: "Why Choose This Institution" },
  { key: "student_outcomes", title: "Student Outcomes & Success" },
] as const;

const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

export default function InstitutionPage({ loaderData }: Route.ComponentProps) {
  const { institution, related, saved, nearValue, memberships, outcomes, faith, accreditation, degrees } = loaderData;
  const user = useSessionUser();
  const backHref = useBackToSearch();
  const website = externalUrl(institution.website);
  const warning = accreditationWarning(institution.accreditation_status);
  const location = formatLocation(institution) || institution.country;
  const sections = SECTIONS.filter((section) => institution[section.key]?.trim());
  const showAbout = !!institution.description?.trim() && !institution.detailed_summary?.trim();
  const updateHref = representHref(institution.slug);

  const overview: [string, string][] = [
    ["Location", location],
    ["Type", institution.institution_type],
    ["Denomination", denominationLabel(institution) ?? NOT_REPORTED],
    ["Accreditation", institution.accreditation_status ?? NOT_REPORTED],
    ["Accreditor", institution.accreditor ?? NOT_REPORTED],
    ["Accreditor Type", institution.accreditor_type ?? NOT_REPORTED],
    ["Associations", memberships.label ?? NOT_REPORTED],
    ["Founded", foundedLabel(institution) ?? NOT_REPORTED],
    [
      "Student Body Size",
      institution.student_body_size != null ? `${formatNumber(institution.student_body_size)} students` : NOT_REPORTED,
    ],
    [
      "Tuition and Fees",
      institution.tuition != null
        ? `${formatMoney(institution.tuition)}${institution.tuition_year ? ` (${institution.tuition_year})` : ""}`
        : (institution.tuition_range ?? NOT_REPORTED),
    ],
    ["Campus Setting", institution.campus_setting ?? institution.campus_type ?? NOT_REPORTED],
    ["Online Programs", availability(institution.online_programs)],
    ["Financial Aid", availability(institution.financial_aid_available)],
  ];

  return (
    <div className="bg-slate-50 pb-16">
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

      <div className="mx-auto mt-8 grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <section className={cardClass} aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="font-serif text-2xl font-bold text-brand-800">
              Quick Overview
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {overview.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm font-semibold text-slate-600">{term}</dt>
                  <dd className={value === NOT_REPORTED ? "text-slate-500 italic" : "text-slate-800"}>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {outcomes && <CostOutcomes outcomes={outcomes} className={cardClass} />}
          <section
            className={`rounded-xl border p-5 shadow-sm sm:p-6 ${accreditation.caution ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
            aria-labelledby="accreditation-heading"
            data-caution={accreditation.caution ? "true" : "false"}
          >
            <h2
              id="accreditation-heading"
              className="flex items-center gap-2 font-serif text-2xl font-bold text-brand-800"
            >
              {accreditation.caution && <AlertTriangle className="size-6 shrink-0 text-amber-700" aria-hidden="true" />}
              What This Accreditation Means
            </h2>
            <p className={`mt-3 leading-relaxed ${accreditation.caution ? "text-amber-950" : "text-slate-700"}`}>
              {accreditation.status}
            </p>
            <p className={`mt-2 leading-relaxed ${accreditation.caution ? "text-amber-950" : "text-slate-700"}`}>
              {accreditation.accreditor}
            </p>
            <details className="group mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
                What candidate, applicant, warning, probation and show cause mean
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <dl className="mt-2 grid gap-2 text-sm">
                {accreditation.terms.map(({ term, meaning }) => (
                  <div key={term}>
                    <dt className="inline font-semibold text-slate-800">{`${term}:`}</dt>{" "}
                    <dd className="inline text-slate-700">{meaning}</dd>
                  </div>
                ))}
              </dl>
            </details>
            <p className="mt-3 text-sm text-slate-700">
              Status and accreditor source: {institution.data_source ?? NOT_REPORTED}; last updated{" "}
              {formatDate(institution.updated_at)}. What they mean, and how to check them yourself:{" "}
              <Link
                to={ACCREDITATION_ARTICLE_PATH}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                Understanding accreditation
              </Link>
            </p>
          </section>

          {degrees && (
            <section className={cardClass} aria-labelledby="degrees-heading">
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
                          className={`py-2 pr-4 ${row.offered === "Not yet verified" ? "text-slate-600 italic" : "text-slate-800"}`}
                        >
                          {row.offered}
                        </td>
                        <td
                          className={`py-2 ${row.online === "Not yet verified" ? "text-slate-600 italic" : "text-slate-800"}`}
                        >
                          {row.online}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="mt-3 text-slate-800">
                <span className="font-semibold">Accreditor&apos;s approval of fully online degrees:</span>{" "}
                <span className={degrees.onlineApproval === "Not yet verified" ? "text-slate-600 italic" : undefined}>
                  {degrees.onlineApproval}
                </span>
              </p>
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
                ) : (
                  "Not yet verified: no source has been checked for these degrees yet."
                )}
              </p>
            </section>
          )}

          {memberships.list.length > 0 && (
            <section className={cardClass} aria-labelledby="associations-heading">
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
                Source: {memberships.source ?? NOT_REPORTED}; what membership means is the association&apos;s own
                statement.
              </p>
            </section>
          )}

          <FaithCampusLife {...faith} updateHref={updateHref} />

          {sections.map((section, index) => (
            <details
              key={section.key}
              open={index === 0 && section.key === "detailed_summary"}
              className={`group ${cardClass}`}
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-serif text-xl font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
                <h2>{section.title}</h2>
                <ChevronDown
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{institution[section.key]}</div>
            </details>
          ))}

          {showAbout && (
            <section className={cardClass} aria-labelledby="about-heading">
              <h2 id="about-heading" className="font-serif text-2xl font-bold text-brand-800">
                About {institution.institution_name}
              </h2>
              <p className="mt-3 leading-relaxed text-slate-700">{institution.description}</p>
            </section>
          )}

          <p className="text-sm text-slate-600">
            {institution.data_source && `Source: ${institution.data_source}. `}
            Last updated {formatDate(institution.updated_at)}.
          </p>
        </div>

        <aside className="flex flex-col gap-6" aria-label="More about this school">
          <section className={cardClass} aria-labelledby="actions-heading">
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
                to={updateHref}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
              >
                <Pencil className="size-5" aria-hidden="true" />
                Update this School
              </Link>
            </div>
          </section>

          <ReportedBySchool facts={loaderData.reported} />

          {related.length > 0 && (
            <section className={cardClass} aria-labelledby="related-heading">
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

          <section className={cardClass} aria-labelledby="location-heading">
            <h2 id="location-heading" className="font-serif text-xl font-bold text-brand-800">
              Location
            </h2>
            <address className="mt-3 leading-relaxed text-slate-700 not-italic">
              {institution.street_address && <span className="block">{institution.street_address}</span>}
              <span className="block">
                {[institution.city, [loaderData.regionName, institution.postal_code].filter(Boolean).join(" ")]
                  .filter(Boolean)
                  .join(", ")}
              </span>
              <span className="block">{institution.country}</span>
            </address>
            {!institution.postal_code && <p className="mt-2 text-sm text-slate-600">Postal code: {NOT_REPORTED}</p>}
            <LocationMap
              map={loaderData.locationMap}
              place={{ ...institution, state_province: loaderData.regionName }}
            />
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
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand-800">
        {notFound ? "Institution Not Found" : "Failed to load institution details"}
      </h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? "The institution you're looking for doesn't exist."
          : "Something went wrong while loading this school. Please try again in a moment."}
      </p>
      <Link
        to="/search"
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Search
      </Link>
    </section>
  );
}
