/**
 * What a directory search can ask for, and the helpers the pages share to build and read search
 * addresses. Kept free of Zod (institution.schemas.ts validates, with the constants here): this
 * module ships to browsers, and imports nothing of the schemas.
 */
import { FAITH_FILTERS } from "./faith-filters";

export const SEARCH_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_SORTS = [
  "relevance",
  "distance",
  "name",
  "enrollment",
  "tuition",
  "net_price",
  "graduation_rate",
  "graduates",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** How far from a place a search may reach, in miles; "any" keeps every distance. */
export const SEARCH_RADII = ["10", "25", "50", "100", "250", "500", "any"] as const;
export type SearchRadius = (typeof SEARCH_RADII)[number];
export const DEFAULT_RADIUS: SearchRadius = "50";
export const MAX_PLACE_LENGTH = 100;

/**
 * The order a search is shown in: the one asked for, else relevance with a query, else distance
 * around a place, else name. Distance needs a place; graduates (in the chosen program) a program.
 */
export function effectiveSort(params: Pick<SearchAddress, "sort" | "q" | "near" | "program">): SearchSort {
  const sort =
    (params.sort === "distance" && !params.near) || (params.sort === "graduates" && !params.program)
      ? undefined
      : params.sort;
  return sort ?? (params.q ? "relevance" : params.near ? "distance" : "name");
}

/** The radius of a search in miles, or null for any distance. */
export function radiusMiles(radius: SearchRadius | undefined): number | null {
  const value = radius ?? DEFAULT_RADIUS;
  return value === "any" ? null : Number(value);
}

export const FACETS = [
  "country",
  "state",
  "denomination",
  "tradition",
  "institution_type",
  "accreditation_status",
  "accreditation_group",
  "accreditor_type",
] as const;
export type FacetName = (typeof FACETS)[number];

/** The cost and outcome filters' bounds: average net price in dollars, graduation rate in percent. */
export const MAX_NET_PRICE_LIMIT = 200_000;
export const NET_PRICE_CHOICES = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000] as const;
export const GRADUATION_RATE_CHOICES = [40, 50, 60, 70, 80, 90] as const;

/** The filters that narrow a search, in URL order. */
export const FILTER_KEYS = [
  "program",
  "level",
  ...FACETS,
  "association",
  ...FAITH_FILTERS,
  "seminary_degree",
  "online_programs",
  "financial_aid_available",
  "max_net_price",
  "min_graduation_rate",
] as const;

/** The country select lists these first, then the rest alphabetically. */
export const PRIORITY_COUNTRIES = ["United States", "Canada", "United Kingdom"] as const;

export function sortCountries<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const rank = (name: string) => {
    const index = (PRIORITY_COUNTRIES as readonly string[]).indexOf(name);
    return index === -1 ? PRIORITY_COUNTRIES.length : index;
  };
  return [...items].sort((a, b) => rank(nameOf(a)) - rank(nameOf(b)) || nameOf(a).localeCompare(nameOf(b), "en"));
}

/** How /search shows its results: the list (the default) or the map of every match. */
export type SearchView = "list" | "map";

/**
 * A search as its address holds it: any of the parameters, each value already checked
 * (SearchParamsSchema in institution.schemas.ts gives them their exact types).
 */
export type SearchAddress = {
  q?: string | undefined;
  near?: string | undefined;
  radius?: SearchRadius | undefined;
  sort?: SearchSort | undefined;
  page?: number | undefined;
  page_size?: number | undefined;
  view?: SearchView | undefined;
} & { [Key in (typeof FILTER_KEYS)[number]]?: string | number | boolean | undefined };

/** The address of a search: only the parameters that differ from the defaults, in a stable order. */
export function searchHref(params: SearchAddress): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.near) {
    query.set("near", params.near);
    if (params.radius && params.radius !== DEFAULT_RADIUS) query.set("radius", params.radius);
  }
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== "") query.set(key, String(value));
  }
  if (params.sort) query.set("sort", params.sort);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  if (params.page_size && params.page_size !== SEARCH_PAGE_SIZE) query.set("page_size", String(params.page_size));
  if (params.view === "map") query.set("view", "map");
  const search = query.toString();
  return search ? `/search?${search}` : "/search";
}

const isSet = (params: SearchAddress, key: (typeof FILTER_KEYS)[number]) =>
  params[key] !== undefined && params[key] !== "";

/** Whether the search is narrowed by any filter (what Clear All Filters removes). */
export function hasActiveFilters(params: SearchAddress): boolean {
  return FILTER_KEYS.some((key) => isSet(params, key));
}

/** The filters inside the search page's Filters panel (the program and its level have their own field). */
export type PanelFilterKey = Exclude<(typeof FILTER_KEYS)[number], "program" | "level">;

/** The panel's filters that are set, in URL order. */
export function activePanelFilters(params: SearchAddress): PanelFilterKey[] {
  return FILTER_KEYS.filter((key): key is PanelFilterKey => key !== "program" && key !== "level" && isSet(params, key));
}

/** How many of the Filters panel's filters are set: the panel's badge. */
export function countPanelFilters(params: SearchAddress): number {
  return activePanelFilters(params).length;
}

/**
 * The address of a search without one of its filters, back on page 1 (a state goes with its
 * country): what an active filter's Remove link opens.
 */
export function searchHrefWithout(params: SearchAddress, key: PanelFilterKey): string {
  return searchHref({
    ...params,
    [key]: undefined,
    ...(key === "country" ? { state: undefined } : {}),
    page: undefined,
  });
}

/**
 * What the search form calls each of its filters: the label of its control, and the words of its
 * Remove link when it is set (a check box's label is the whole of it).
 */
export const FILTER_NAMES = {
  country: "Country",
  state: "State / Province",
  institution_type: "Type",
  denomination: "Denomination",
  tradition: "Tradition",
  accreditation_group: "Accreditation",
  accreditation_status: "Exact Accreditation Status",
  accreditor_type: "Accreditor Type",
  association: "Association",
  max_net_price: "Net price after aid",
  min_graduation_rate: "Graduation rate",
  seminary_degree: "Seminary Degree",
  online_programs: "Offers online programs",
  financial_aid_available: "Financial aid available",
} as const satisfies Partial<Record<PanelFilterKey, string>>;

/** The address of the CSV download of a search: every match, with the same filters and order. */
export function searchCsvHref(params: SearchAddress): string {
  const href = searchHref({ ...params, page: undefined, page_size: undefined, view: undefined });
  return href.replace(/^\/search/, "/api/institutions.csv");
}

/** The view a search address asks for; anything but view=map is the list. */
export function searchViewFrom(searchParams: URLSearchParams): SearchView {
  return searchParams.get("view") === "map" ? "map" : "list";
}
