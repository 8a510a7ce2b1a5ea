import { ArrowLeft as arrowLeftDrawing } from "lucide";
import { data, isRouteErrorResponse, Link, redirect, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/institution";
import { AssociationMemberships } from "~/components/institutions/association-memberships";
import { InstitutionAside } from "~/components/institutions/institution-aside";
import { InstitutionHero } from "~/components/institutions/institution-hero";
import { InstitutionWriteUps } from "~/components/institutions/institution-write-ups";
import { ProgramsSection } from "~/components/institutions/programs-section";
import { ServerMarkup } from "~/components/ui/server-markup";
import { icon } from "~/components/ui/icon";
import { getSessionUser } from "~/domain/accounts/session.server";
import { isFavorite } from "~/domain/favorites/favorites.server";
import { getInstitutionPage } from "~/domain/institutions/institution-page.server";
import { representHref } from "~/domain/schools/school-links";
import { findRenamedSlug } from "~/domain/institutions/institutions.server";
import { formatDate } from "~/lib/format";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta, pageTitle } from "~/lib/seo";
import { requestContext, servicesContext } from "~/lib/services.server";
import { pageShown } from "./institution.server";

const ArrowLeft = icon(arrowLeftDrawing);

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, user] = await Promise.all([
    getInstitutionPage(services.db, params.slug, services.env.PUBLIC_URL),
    getSessionUser(request, services),
  ]);
  if (!page) {
    const renamed = await findRenamedSlug(services.db, params.slug);
    if (renamed) throw redirect(`/institution/${encodeURIComponent(renamed)}`, 301);
    throw data({ message: "Institution not found" }, { status: 404 });
  }
  const { institution } = page;
  const facts = context.get(requestContext);
  const saved = user ? await isFavorite(services.db, user.id, institution.id) : false;
  facts.events.push({
    kind: "institution_view",
    subject: institution.slug,
    institutionId: institution.id,
  });
  return { ...pageShown(page, representHref(institution.slug), facts), saved };
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

export default function InstitutionPage({ loaderData }: Route.ComponentProps) {
  const { institution, related, saved, nearValue, memberships, sections, programs } = loaderData;
  const backHref = useBackToSearch();
  return (
    <div className="bg-slate-50 pb-16">
      <InstitutionHero institution={institution} memberships={memberships} saved={saved} backHref={backHref} />

      <div className="mx-auto mt-8 grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ServerMarkup markup={sections.overview} />
          {sections.costOutcomes && <ServerMarkup markup={sections.costOutcomes} />}
          <ProgramsSection programs={programs} />
          <ServerMarkup markup={sections.accreditation} />
          {sections.degrees && <ServerMarkup markup={sections.degrees} />}
          {memberships.list.length > 0 && <AssociationMemberships memberships={memberships} />}
          <ServerMarkup markup={sections.faith} />
          <InstitutionWriteUps institution={institution} />

          <p className="text-sm text-slate-600">
            {institution.data_source && `Source: ${institution.data_source}. `}
            Last updated {formatDate(institution.updated_at)}.
          </p>
        </div>

        <InstitutionAside
          institution={institution}
          related={related}
          locationMap={sections.location}
          regionName={loaderData.regionName}
          nearValue={nearValue}
          reported={sections.reported}
        />
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
