import { ABOUT_THE_LIST } from "~/domain/institutions/listing-rule.server";
import { SlidersHorizontal as slidersHorizontalDrawing, X as xDrawing } from "lucide";
import { lazy, Suspense, useEffect, useEffectEvent, useState } from "react";
import { Form, Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { InstitutionCard } from "~/components/institutions/institution-card";
import { NearField } from "~/components/search/near-field";
import { Pagination } from "~/components/ui/pagination";
import { getSessionUser } from "~/domain/accounts/session.server";
import { searchEvent } from "~/domain/analytics/analytics.server";
import { savedAmong } from "~/domain/favorites/favorites.server";
import { searchParamsFromUrl, type SearchParams } from "~/domain/institutions/institution.schemas";
import {
  countPanelFilters,
  hasActiveFilters,
  searchCsvHref,
  searchHref,
  searchViewFrom,
} from "~/domain/institutions/search-options";
import { programFromWords, searchNear } from "./search.server";
import { regionLabel } from "~/domain/institutions/us-states";
import { activeFilters, searchFilterOptions } from "~/domain/institutions/search-filter-options";
import { versionInStamp } from "~/lib/data-stamp";
import { formatNumber } from "~/lib/format";
import { publicUrlFrom } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { requestContext, servicesContext } from "~/lib/services.server";
import { institutionItemList } from "~/lib/structured-data";
import { SearchViewToggle } from "~/components/search/search-view-toggle";
import { GUEST_CACHED } from "~/lib/guest-cache";
import { icon } from "~/components/ui/icon";
import { SearchBox } from "~/components/search/search-box";
import { ActiveFilters } from "~/components/search/active-filters";

const SlidersHorizontal = icon(slidersHorizontalDrawing);
const X = icon(xDrawing);

// Parts whose code loads after the page's own (the server's HTML holds them in full, and they
// answer once their code is in): the program typeahead, the filters (closed at first) and the note on which schools are listed (closed at the foot of the page).
const ProgramField = lazy(() =>
  import("~/components/search/program-field").then(({ ProgramField }) => ({ default: ProgramField })),
);
const SearchFilters = lazy(() =>
  import("~/components/search/search-filters").then(({ SearchFilters }) => ({ default: SearchFilters })),
);
const AboutTheList = lazy(() =>
  import("~/components/search/about-the-list").then(({ AboutTheList }) => ({ default: AboutTheList })),
);

// The map view's frame loads with the map view only: a list of results needs none of its code.
const SearchMap = lazy(() =>
  import("~/components/search/search-map").then(({ SearchMap }) => ({ default: SearchMap })),
);

export const DEBOUNCE_MS = 300;

/** The same for every guest: the guest response cache may keep it. */
export const handle = GUEST_CACHED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const params = searchParamsFromUrl(url.searchParams);
  const facts = context.get(requestContext);
  const dataVersion = versionInStamp(facts.publicDataStamp, "institutions");
  // Words typed into the program field without JavaScript: the best program they name.
  const study = await programFromWords(services.db, url.searchParams, params, dataVersion);
  if (study.href) throw redirect(study.href);
  const studyError = study.error;
  const [found, user] = await Promise.all([
    searchNear(services.db, params, dataVersion),
    getSessionUser(request, services),
  ]);
  const event = searchEvent(params);
  if (event) facts.events.push(event);
  // Signed-in visitors see which results they saved; guests are offered a sign-in.
  const savedIds = user
    ? await savedAmong(
        services.db,
        user.id,
        found.result.institutions.map((institution) => institution.id),
      )
    : null;
  // The states on offer by name ("TX": "Texas"), so the browser needs no table of state names.
  const regionNames = Object.fromEntries(
    [...found.result.facets.state.map((entry) => entry.value), ...(params.state ? [params.state] : [])].map((value) => [
      value,
      regionLabel(params.country, value),
    ]),
  );
  // What search engines are told, written here so that the browser needs none of its code.
  const publicUrl = services.env.PUBLIC_URL;
  const total = formatNumber(found.result.pagination.total);
  const { pagination } = found.result;
  const description = params.q
    ? `${total} Christian colleges, universities, seminaries and Bible colleges match "${params.q}". Compare denominations, accreditation and programs.`
    : `Search ${total} Christian colleges, universities, seminaries and Bible colleges by name, place, denomination, type and accreditation.`;
  const itemList = institutionItemList(
    found.result.institutions,
    publicUrl,
    (pagination.page - 1) * pagination.pageSize,
    pagination.total,
  );
  const filterOptions = searchFilterOptions(
    found.result.facets,
    found.result.degree_counts,
    found.result.faith_counts,
    params,
  );
  return {
    params,
    ...found,
    programError: found.programError ?? studyError,
    savedIds,
    regionNames,
    description,
    itemList,
    filterOptions,
    activeFilters: activeFilters(params, regionNames),
    about: ABOUT_THE_LIST,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const publicUrl = publicUrlFrom(matches);
  if (!loaderData) return [{ title: "Find Christian Schools" }];
  const { params, description, itemList } = loaderData;
  const tags = pageMeta({
    title: params.q ? `${params.q}: Christian Schools` : "Find Christian Schools",
    description,
    publicUrl,
    path: searchHref({ ...params, sort: undefined }),
  });
  return [...tags, { "script:ld+json": itemList }];
};

/**
 * The parameters the page shows: those of a search this page sent and is waiting for (so a
 * changed filter shows its new value at once), else the ones the server answered for. Nothing is
 * read back from the address in the browser: the server's parser is the only one.
 */
function useShownParams(committed: SearchParams, sent: { href: string; params: SearchParams } | null) {
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === "/search" ? navigation.location : undefined;
  const waitingFor = pending && sent?.href === `${pending.pathname}${pending.search}` ? sent.params : undefined;
  return { shown: waitingFor ?? committed, isSearching: !!pending };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { params, result, placeError, savedIds } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ href: string; params: SearchParams } | null>(null);
  const { shown, isSearching } = useShownParams(params, sent);
  const view = searchViewFrom(new URLSearchParams(location.search));

  const go = (next: Partial<SearchParams>, { replace = false } = {}) => {
    const nextParams = { page_size: params.page_size, ...next, page: 1 } as SearchParams;
    const href = searchHref({ ...nextParams, view });
    setSent({ href, params: nextParams });
    return navigate(href, { replace, preventScrollReset: true });
  };

  // The query box: typed text is sent after a pause; an address change from elsewhere (Back,
  // Clear) is shown in the box unless it is what was typed.
  const committedQuery = params.q ?? "";
  const [text, setText] = useState(committedQuery);
  const [sentQuery, setSentQuery] = useState(committedQuery);
  const [seenQuery, setSeenQuery] = useState(committedQuery);
  if (committedQuery !== seenQuery) {
    setSeenQuery(committedQuery);
    if (committedQuery !== sentQuery) {
      setSentQuery(committedQuery);
      setText(committedQuery);
    }
  }
  const sendQuery = useEffectEvent((query: string) => {
    if (query === (shown.q ?? "")) return;
    setSentQuery(query);
    go({ ...shown, q: query || undefined }, { replace: true });
  });
  useEffect(() => {
    const timer = setTimeout(() => sendQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // The place box is sent with the form (Search, or Enter), not while typing.
  const committedNear = params.near ?? "";
  const [nearText, setNearText] = useState(committedNear);
  const [seenNear, setSeenNear] = useState(committedNear);
  if (committedNear !== seenNear) {
    setSeenNear(committedNear);
    setNearText(committedNear);
  }
  const saved = savedIds ? new Set(savedIds) : null;
  const signInHref = `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  const { total, page, totalPages } = result.pagination;
  const panelFilters = countPanelFilters(params);
  // Closed at first, also with filters set (their Remove links below say which): on a phone the
  // open panel would put the results two screens down.
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="bg-slate-50">
      <section className="surface-dark bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-10 lg:px-8">
          <h1 className="font-serif text-2xl font-bold sm:text-4xl">Find Christian Schools</h1>
          <p className="mt-2 hidden max-w-2xl text-brand-100 sm:block">
            Search by name, city, state, denomination or program. Misspellings and accents are forgiven.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-8 lg:px-8">
        <Form
          method="get"
          action="/search"
          preventScrollReset
          onSubmit={(event) => {
            // With JavaScript, submit at once with a clean address; without it the browser sends the form.
            event.preventDefault();
            setSentQuery(text.trim());
            go({ ...shown, q: text.trim() || undefined, near: nearText.trim() || undefined });
          }}
          className="surface-light rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <SearchBox
            id="search-q"
            label="Search institutions"
            placeholder="Search by name, city, denomination or program"
            value={text}
            onChange={setText}
          />
          <NearField
            near={nearText}
            onNearChange={setNearText}
            radius={shown.radius}
            onRadiusChange={(radius) => {
              if (nearText.trim()) go({ ...shown, q: text.trim() || undefined, near: nearText.trim(), radius });
              else go({ ...shown, radius });
            }}
            onLocate={(near) => {
              setNearText(near);
              go({ ...shown, q: text.trim() || undefined, near });
            }}
            error={placeError}
          />
          <Suspense>
            <ProgramField
              program={result.program}
              level={shown.level}
              levelCounts={result.level_counts}
              withoutProgramHref={searchHref({
                ...params,
                program: undefined,
                level: undefined,
                sort: undefined,
                view,
              })}
              error={loaderData.programError}
              onChoose={({ code, level }) => go({ ...shown, program: code, level })}
              onLevelChange={(level) => go({ ...shown, level })}
            />
          </Suspense>

          <details
            className="group mt-4"
            open={filtersOpen}
            onToggle={(event) => setFiltersOpen(event.currentTarget.open)}
          >
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <SlidersHorizontal className="size-5" aria-hidden="true" />
              Filters
              {panelFilters > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {panelFilters}
                  <span className="sr-only"> active</span>
                </span>
              )}
            </summary>
            <Suspense>
              <SearchFilters
                shown={shown}
                facets={result.facets}
                regionNames={loaderData.regionNames}
                options={loaderData.filterOptions}
                onChange={(next) => go(next)}
              />
            </Suspense>
          </details>
          <ActiveFilters filters={loaderData.activeFilters} params={{ ...params, view }} />
        </Form>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="font-semibold text-slate-800">
            {isSearching
              ? "Searching institutions..."
              : `${formatNumber(total)} ${total === 1 ? "institution" : "institutions"} found${nearWords(result.near)}`}
          </p>
          {hasActiveFilters(params) && (
            <Link
              to={searchHref({ q: params.q, near: params.near, radius: params.radius, view })}
              preventScrollReset
              className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <X className="size-4" aria-hidden="true" />
              Clear All Filters
            </Link>
          )}
          <a
            href={searchCsvHref(params)}
            download
            className="inline-flex min-h-10 items-center rounded-lg px-3 font-semibold text-brand-700 underline hover:bg-brand-50"
          >
            Download CSV
          </a>
          <SearchViewToggle view={view} />
        </div>

        {view === "map" && (
          <Suspense>
            <SearchMap params={params} />
          </Suspense>
        )}

        {result.institutions.length > 0 ? (
          <ul
            className={`mt-4 grid gap-3 transition-opacity sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 ${isSearching ? "opacity-60" : ""}`}
            aria-label="Search results"
          >
            {result.institutions.map((institution) => (
              <li key={institution.id} className="flex">
                <InstitutionCard
                  institution={institution}
                  fromSearch={location.search}
                  headingLevel={2}
                  save={{ saved: saved ? saved.has(institution.id) : undefined, signInHref }}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <h2 className="font-serif text-2xl font-bold text-brand-800">No institutions found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your search criteria or clearing some filters.</p>
          </div>
        )}

        <div className="mt-10">
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(number) => searchHref({ ...params, page: number, view })}
            label="Search results pages"
          />
        </div>
        <Suspense>
          <AboutTheList text={loaderData.about} />
        </Suspense>
      </div>
    </div>
  );
}

/** " within 50 miles of 60187 (Wheaton, IL)", " by distance from Toronto, Canada", or nothing. */
function nearWords(near: Route.ComponentProps["loaderData"]["result"]["near"]): string {
  if (!near) return "";
  return near.radius_miles === null
    ? ` by distance from ${near.label}`
    : ` within ${formatNumber(near.radius_miles)} miles of ${near.label}`;
}
