/**
 * Institution search: everything a plain substring match finds, plus accent-folding, typo
 * tolerance on names, St./Saint and state-name aliases and multi-word queries in any order.
 *
 * A row matches when any of these holds (each backed by a GIN index):
 * - `search_text` (folded text of the searched columns) contains the query or one of its spellings;
 * - `search_document` (weighted tsvector) matches every query word, stemmed, in any order;
 * - the query is word-similar to the name (pg_trgm `<%`): 'Wheaten' -> Wheaton College;
 * - the whole query names a U.S. state and the row is in it.
 *
 * Ranking with a query: exact name (or alias), then name prefix, then relevance (ts_rank +
 * trigram similarity), then name. When more than RANK_ALL_LIMIT rows match, only the name-prefix
 * candidates (at most RANKED_CANDIDATES, found through a btree) are ranked and every other match
 * follows in name order, so a one-word query matching half the directory stays cheap.
 *
 * The total and the facet counts are exact; they are cached per database, keyed on the
 * institutions data version that a statement trigger raises on every change.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { requirePlace } from "~/domain/places/places.server";
import type { Facets, SearchHit, SearchOrigin, SearchParams, SearchResult } from "./institution.schemas";
import { effectiveSort, FACETS, radiusMiles, type FacetName, type SearchSort } from "./search-options";
import { escapeLike, parseSearchQuery, type ParsedQuery } from "./search-query";

/** Up to this many matches are ranked in full. */
export const RANK_ALL_LIMIT = 2000;
/** Broad queries rank at most this many name-prefix candidates per spelling before the rest (in name order). */
export const RANKED_CANDIDATES = 200;
/** Trigram similarity needs a few letters to mean anything. */
const MIN_FUZZY_QUERY = 4;
/**
 * Typo-tolerant name matches are added when the exact matches are fewer than this. A misspelt
 * name finds (almost) nothing exactly; a common word like 'university' needs no typo tolerance,
 * and testing word similarity against every row would make it slow.
 */
export const FUZZY_BELOW = 50;

const CARD_COLUMNS = sql.raw(
  `id, slug, institution_name, city, state_province, country, institution_type, denomination,
   tradition, accreditation_status, student_body_size, image_path, online_programs, financial_aid_available,
   tuition, tuition_year`,
);

type FilterName = Exclude<keyof SearchParams, "q" | "near" | "radius" | "sort" | "page" | "page_size">;

const FACET_COLUMNS: Record<FacetName, string> = {
  country: "country",
  state: "state_province",
  denomination: "denomination",
  tradition: "tradition",
  institution_type: "institution_type",
  accreditation_status: "accreditation_status",
};

function filterConditions(params: SearchParams): Partial<Record<FilterName, SQL>> {
  const conditions: Partial<Record<FilterName, SQL>> = {};
  for (const facet of FACETS) {
    const value = params[facet];
    if (value !== undefined) conditions[facet] = sql`${sql.identifier(FACET_COLUMNS[facet])} = ${value}`;
  }
  if (params.online_programs !== undefined) {
    conditions.online_programs = sql`online_programs = ${params.online_programs}`;
  }
  if (params.financial_aid_available !== undefined) {
    conditions.financial_aid_available = sql`financial_aid_available = ${params.financial_aid_available}`;
  }
  return conditions;
}

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const or = (conditions: SQL[]) => (conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`);
const folded = (value: string) => sql`lower(f_unaccent(${value}))`;

// ---------------------------------------------------------------------------------------------
// Distance

const EARTH_RADIUS_MILES = 3958.8;
/** The fewest miles a degree of latitude spans (at the equator), so bounding boxes never fall short. */
const MILES_PER_DEGREE = 68.7;

/** The place a search is around, or null without `near`; an unknown place is an `invalid` error. */
function searchOrigin(params: Pick<SearchParams, "near" | "radius">): SearchOrigin | null {
  if (!params.near) return null;
  return { query: params.near, ...requirePlace(params.near), radius_miles: radiusMiles(params.radius) };
}

/** Great-circle miles from the origin (haversine); null for a row without coordinates. */
function distanceExpression(origin: SearchOrigin): SQL {
  const latitude = sql`${origin.latitude}::float8`;
  const longitude = sql`${origin.longitude}::float8`;
  // least() skips nulls: the case keeps a row without coordinates at null, not at the antipode.
  return sql`(case when latitude is null or longitude is null then null
    else ${2 * EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
      power(sin(radians(latitude - ${latitude}) / 2), 2)
      + cos(radians(${latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${longitude}) / 2), 2))))
    end)`;
}

/** West, south, east, north: one box, or two when the circle crosses the 180th meridian. */
type Box = [number, number, number, number];

function boundingBoxes({ latitude, longitude }: SearchOrigin, miles: number): Box[] {
  const dLatitude = miles / MILES_PER_DEGREE;
  const south = Math.max(-90, latitude - dLatitude);
  const north = Math.min(90, latitude + dLatitude);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  if (widest >= 89.9) return [[-180, south, 180, north]];
  const dLongitude = dLatitude / Math.cos((widest * Math.PI) / 180);
  if (dLongitude >= 180) return [[-180, south, 180, north]];
  const west = longitude - dLongitude;
  const east = longitude + dLongitude;
  if (west < -180)
    return [
      [west + 360, south, 180, north],
      [-180, south, east, north],
    ];
  if (east > 180)
    return [
      [west, south, 180, north],
      [-180, south, east - 360, north],
    ];
  return [[west, south, east, north]];
}

/** Rows within the radius: the GiST index on point(longitude, latitude) finds the box, then the exact distance. */
function withinCondition(origin: SearchOrigin): SQL | null {
  if (origin.radius_miles === null) return null;
  const boxes = boundingBoxes(origin, origin.radius_miles).map(
    ([west, south, east, north]) =>
      sql`point(longitude, latitude) <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`,
  );
  return sql`(latitude is not null and longitude is not null and ${or(boxes)}
    and ${distanceExpression(origin)} <= ${origin.radius_miles}::float8)`;
}

/** The full-text query: terms joined by &&, alternatives by ||; never a syntax error whatever was typed. */
function tsQuery(query: ParsedQuery): SQL | null {
  if (!query.terms.length) return null;
  const terms = query.terms.map((alternatives) => {
    const parts = alternatives.map((alternative) => {
      const words = alternative.words.join(" ");
      if (alternative.prefix) return sql`to_tsquery('english', ${`${alternative.words[0]}:*`})`;
      return alternative.words.length > 1
        ? sql`phraseto_tsquery('english', ${words})`
        : sql`plainto_tsquery('english', ${words})`;
    });
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return sql`(${sql.join(terms, sql` && `)})`;
}

/** `fuzzy` adds the typo-tolerant name match, which is worth its cost only for rare queries. */
function matchCondition(query: ParsedQuery, fuzzy: boolean): SQL {
  const parts = query.variants.map((variant) => sql`search_text like ${folded(`%${escapeLike(variant)}%`)}`);
  const fullText = tsQuery(query);
  if (fullText) parts.push(sql`search_document @@ ${fullText}`);
  if (fuzzy) {
    // Each word must be close to a word of the name: 'wheaten colege' finds Wheaton College, but
    // 'moody bible institute' does not find every other '... Bible Institute'.
    const words = query.words.filter((word) => word.length >= 3);
    if (words.length) parts.push(sql`(${and(words.map((word) => sql`${folded(word)} <% name_search`))})`);
  }
  if (query.stateCodes.length) {
    parts.push(sql`(country = 'United States' and state_province in (${sql.join(query.stateCodes, sql`, `)}))`);
  }
  return or(parts);
}

/** `^@` (starts with) is answered by the text_pattern_ops btree; LIKE would pick the trigram index. */
function prefixCondition(query: ParsedQuery): SQL {
  return or(query.variants.map((variant) => sql`name_search ^@ ${folded(variant)}`));
}

/**
 * 0: the name (or one of its aliases) is the query; 1: the name starts with it; 2: anything else.
 * The cheap LIKE tests on `name_search` come first, so the folding functions run on few rows.
 */
function tierExpression(query: ParsedQuery): SQL {
  const variants = sql.join(
    query.variants.map((variant) => folded(variant)),
    sql`, `,
  );
  const inName = or(query.variants.map((variant) => sql`name_search like ${folded(`%${escapeLike(variant)}%`)}`));
  return sql`case
    when ${prefixCondition(query)} then case when lower(f_unaccent(institution_name)) in (${variants}) then 0 else 1 end
    when alias is not null and ${inName}
      and regexp_split_to_array(lower(f_unaccent(alias)), '\\s*\\|\\s*') && array[${variants}] then 0
    else 2 end`;
}

function relevanceExpression(query: ParsedQuery): SQL {
  const text = folded(query.text);
  const fullText = tsQuery(query);
  const rank = fullText ? sql`ts_rank(search_document, ${fullText})` : sql`0`;
  return sql`(${rank} + word_similarity(${text}, name_search) + 0.5 * similarity(${text}, name_search))`;
}

const SORT_ORDER: Record<Exclude<SearchSort, "relevance" | "distance">, SQL> = {
  name: sql`institution_name, id`,
  enrollment: sql`student_body_size desc nulls last, institution_name, id`,
  tuition: sql`tuition asc nulls last, institution_name, id`,
};

// ---------------------------------------------------------------------------------------------
// Totals and facets

/**
 * How many matching rows share each combination of facet values. A few thousand rows even at
 * 100,000 institutions; every facet count and the total follow from it in memory, so changing a
 * filter never runs the (possibly broad) text match again. Cached per data version.
 */
type Combination = Record<FacetName, string | null> & { count: number };

interface Matches {
  /** Whether the typo-tolerant name match is part of the match condition. */
  fuzzy: boolean;
  combinations: Combination[];
}

/** The cache holds at most this many combination rows in all (a few MB), whatever the queries. */
const CACHE_ROW_BUDGET = 100_000;

interface MatchesCache {
  version: number;
  entries: Map<string, Matches>;
  rows: number;
}

const matchesCaches = new WeakMap<Database, MatchesCache>();

async function dataVersion(db: Database): Promise<number> {
  const { rows } = await db.execute<{ version: string }>(
    sql`select version from data_versions where name = 'institutions'`,
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * What an entry costs the budget: its rows, and at least one, or queries that match nothing (a
 * stream of typos) would add entries the budget never evicts.
 */
const budgetRows = (matches: Matches) => Math.max(1, matches.combinations.length);

async function cached(
  db: Database,
  key: object,
  compute: () => Promise<Matches>,
  knownVersion: number | undefined,
): Promise<Matches> {
  const version = knownVersion ?? (await dataVersion(db));
  let cache = matchesCaches.get(db);
  // Another version means other data: everything cached before is of no use.
  if (cache?.version !== version) matchesCaches.set(db, (cache = { version, entries: new Map(), rows: 0 }));
  const cacheKey = JSON.stringify(key);
  const hit = cache.entries.get(cacheKey);
  if (hit) {
    // A Map keeps insertion order: re-inserting makes the oldest entry the least recently used.
    cache.entries.delete(cacheKey);
    cache.entries.set(cacheKey, hit);
    return hit;
  }
  const matches = await compute();
  // A concurrent call may have cached the same key meanwhile; count each entry once.
  const previous = cache.entries.get(cacheKey);
  if (previous) cache.rows -= budgetRows(previous);
  cache.entries.set(cacheKey, matches);
  cache.rows += budgetRows(matches);
  for (const [oldest, entry] of cache.entries) {
    if (cache.rows <= CACHE_ROW_BUDGET || oldest === cacheKey) break;
    cache.entries.delete(oldest);
    cache.rows -= budgetRows(entry);
  }
  return matches;
}

async function facetCombinations(db: Database, where: SQL): Promise<Combination[]> {
  const columns = sql.raw(FACETS.map((facet) => `${FACET_COLUMNS[facet]} as ${facet}`).join(", "));
  const groups = sql.raw(FACETS.map((_, index) => index + 1).join(", "));
  const { rows } = await db.execute<Combination>(
    sql`select ${columns}, count(*)::int as count from institutions where ${where} group by ${groups}`,
  );
  return rows;
}

const sum = (combinations: readonly Combination[]) => combinations.reduce((total, row) => total + row.count, 0);

/**
 * The total, and each facet counted under every other active filter. The country facet also
 * ignores the state filter: choosing another country clears the state, so every country stays
 * on offer.
 */
export function countFacets(
  combinations: readonly Combination[],
  filters: Partial<Record<FacetName, string>>,
): { total: number; facets: Facets } {
  const active = FACETS.filter((facet) => filters[facet] !== undefined);
  const counts = Object.fromEntries(FACETS.map((facet) => [facet, new Map<string, number>()])) as Record<
    FacetName,
    Map<string, number>
  >;
  let total = 0;
  const countsUnder = (facet: FacetName, failing: FacetName[]) =>
    failing.every((other) => other === facet || (facet === "country" && other === "state"));
  for (const combination of combinations) {
    const failing = active.filter((facet) => combination[facet] !== filters[facet]);
    if (failing.length === 0) total += combination.count;
    for (const facet of FACETS) {
      if (!countsUnder(facet, failing)) continue;
      const value = combination[facet];
      if (value) counts[facet].set(value, (counts[facet].get(value) ?? 0) + combination.count);
    }
  }
  const facets = Object.fromEntries(
    FACETS.map((facet) => [
      facet,
      [...counts[facet]]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "en")),
    ]),
  ) as Facets;
  return { total, facets };
}

// ---------------------------------------------------------------------------------------------

export interface SearchOptions {
  /** Tests lower it to exercise the broad-query ranking on the small real data set. */
  rankAllLimit?: number;
  /** The institutions data version when the request already read it (the guest cache does). */
  dataVersion?: number;
}

/** Which rows a search matches, and the exact total and facet counts of that set. */
interface MatchingSet {
  query: ParsedQuery | null;
  /** Every condition of the search: its filters and its text match. */
  where: SQL;
  total: number;
  facets: Facets;
}

async function matchingSet(
  db: Database,
  params: SearchParams,
  origin: SearchOrigin | null,
  knownVersion: number | undefined,
): Promise<MatchingSet> {
  const query = params.q ? parseSearchQuery(params.q) : null;
  const hasQuery = !!query?.text;
  const conditions = filterConditions(params);
  const within = origin && withinCondition(origin);
  // The conditions that are not facets narrow the set the facet counts are taken from.
  const booleanFilters = [conditions.online_programs, conditions.financial_aid_available, within].filter(
    (condition): condition is SQL => !!condition,
  );

  const matches = await cached(
    db,
    {
      query: hasQuery ? { variants: query.variants, terms: query.terms, states: query.stateCodes } : null,
      online: params.online_programs ?? null,
      aid: params.financial_aid_available ?? null,
      within: within ? [origin.latitude, origin.longitude, origin.radius_miles] : null,
    },
    async () => {
      if (!hasQuery) return { fuzzy: false, combinations: await facetCombinations(db, and(booleanFilters)) };
      const exact = await facetCombinations(db, and([matchCondition(query, false), ...booleanFilters]));
      if (query.text.length < MIN_FUZZY_QUERY || sum(exact) >= FUZZY_BELOW)
        return { fuzzy: false, combinations: exact };
      return {
        fuzzy: true,
        combinations: await facetCombinations(db, and([matchCondition(query, true), ...booleanFilters])),
      };
    },
    knownVersion,
  );
  const match = hasQuery ? matchCondition(query, matches.fuzzy) : sql`true`;
  const filters = and([...Object.values(conditions), ...(within ? [within] : [])]);
  const { total, facets } = countFacets(matches.combinations, params);
  return { query: hasQuery ? query : null, where: sql`${filters} and ${match}`, total, facets };
}

/**
 * The SQL condition selecting every row a search matches (its filters and its text match, with
 * the typo tolerance the search itself would use), for views of the whole result set.
 */
export async function searchCondition(
  db: Database,
  params: SearchParams,
  options: Pick<SearchOptions, "dataVersion"> = {},
): Promise<SQL> {
  return (await matchingSet(db, params, searchOrigin(params), options.dataVersion)).where;
}

export async function searchInstitutions(
  db: Database,
  params: SearchParams,
  { rankAllLimit = RANK_ALL_LIMIT, dataVersion }: SearchOptions = {},
): Promise<SearchResult> {
  const origin = searchOrigin(params);
  const { query, where, total, facets } = await matchingSet(db, params, origin, dataVersion);
  const hasQuery = !!query;
  const pageSize = params.page_size;
  const offset = (params.page - 1) * pageSize;
  const columns = cardColumns(origin);

  const sort = effectiveSort({ sort: params.sort, q: hasQuery ? params.q : undefined, near: origin?.query });
  let institutions: SearchHit[] = [];
  if (offset < total) {
    if (sort === "distance" && origin) {
      institutions = await nearestPage(db, origin, where, columns, offset, pageSize);
    } else if (sort !== "relevance" || !hasQuery) {
      const order = SORT_ORDER[sort === "relevance" || sort === "distance" ? "name" : sort];
      // Page through ids first: without a query the offset is walked in an index-only scan.
      institutions = await selectCards(
        db,
        sql`select ${columns} from institutions
            where id in (
              select id from institutions where ${where}
              order by ${order} limit ${pageSize} offset ${offset}
            )
            order by ${order}`,
      );
    } else if (total <= rankAllLimit) {
      institutions = await selectCards(
        db,
        sql`select ${columns} from institutions where ${where}
            order by ${tierExpression(query)}, ${relevanceExpression(query)} desc, institution_name, id
            limit ${pageSize} offset ${offset}`,
      );
    } else {
      institutions = await broadQueryPage(db, query, where, columns, offset, pageSize);
    }
  }

  return {
    institutions,
    pagination: { total, page: params.page, pageSize, totalPages: Math.ceil(total / pageSize) },
    facets,
    near: origin,
  };
}

/** The card columns, and the distance from the origin when there is one. */
function cardColumns(origin: SearchOrigin | null): SQL {
  return origin ? sql`${CARD_COLUMNS}, ${distanceExpression(origin)} as distance_miles` : CARD_COLUMNS;
}

/** Nearest-first pages look this far first, then four times as far each time, up to the radius. */
const FIRST_RING_MILES = 5;
/** Half the Earth's circumference: every point is nearer than this. */
const WHOLE_EARTH_MILES = 12_500;

/**
 * A page of the nearest matches. Sorting every match by distance costs as many rows as the radius
 * holds (tens of thousands within 500 miles of a city at 100,000 schools), so the page is looked
 * for in growing circles: when the rows within r miles fill the page, every other row is farther
 * than r and the page is exact. Rows without coordinates come last, as the full sort puts them.
 */
async function nearestPage(
  db: Database,
  origin: SearchOrigin,
  where: SQL,
  columns: SQL,
  offset: number,
  pageSize: number,
): Promise<SearchHit[]> {
  const order = sql`${distanceExpression(origin)} nulls last, institution_name, id`;
  const limit = origin.radius_miles ?? WHOLE_EARTH_MILES;
  for (let miles = Math.min(FIRST_RING_MILES, limit); miles < limit; miles *= 4) {
    const ring = withinCondition({ ...origin, radius_miles: miles })!;
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from institutions where ${where} and ${ring} order by ${order} limit ${pageSize + offset}`,
    );
    if (rows.length < pageSize + offset) continue;
    const ids = rows.slice(offset).map((row) => row.id);
    return selectCards(
      db,
      sql`select ${columns} from institutions where id = any(${`{${ids.join(",")}}`}::int[]) order by ${order}`,
    );
  }
  return selectCards(
    db,
    sql`select ${columns} from institutions where id in (
          select id from institutions where ${where} order by ${order} limit ${pageSize} offset ${offset}
        )
        order by ${order}`,
  );
}

/** Ranked name-prefix candidates first, then every other match in name order. */
async function broadQueryPage(
  db: Database,
  query: ParsedQuery,
  where: SQL,
  columns: SQL,
  offset: number,
  pageSize: number,
): Promise<SearchHit[]> {
  // One ordered index scan per spelling, each stopping after RANKED_CANDIDATES rows.
  const perSpelling = query.variants.map(
    (variant) => sql`(select id from institutions where ${where} and name_search ^@ ${folded(variant)}
      order by name_search using ~<~, id limit ${RANKED_CANDIDATES})`,
  );
  const candidates = await selectCards(
    db,
    sql`select ${columns} from institutions
        where id in (${sql.join(perSpelling, sql` union `)})
        order by ${tierExpression(query)}, ${relevanceExpression(query)} desc, institution_name, id`,
  );
  const page = candidates.slice(offset, offset + pageSize);
  if (page.length === pageSize) return page;
  const ids = candidates.map((candidate) => candidate.id);
  const rest = await selectCards(
    db,
    sql`select ${columns} from institutions
        where ${where} and id <> all(${`{${ids.join(",")}}`}::int[])
        order by institution_name, id
        limit ${pageSize - page.length} offset ${Math.max(0, offset - candidates.length)}`,
  );
  return [...page, ...rest];
}

/** Distances are shown to a tenth of a mile. */
const roundMiles = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

async function selectCards(db: Database, query: SQL): Promise<SearchHit[]> {
  const { rows } = await db.execute<SearchHit>(query);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    institution_name: row.institution_name,
    city: row.city,
    state_province: row.state_province,
    country: row.country,
    institution_type: row.institution_type,
    denomination: row.denomination,
    tradition: row.tradition,
    accreditation_status: row.accreditation_status,
    student_body_size: row.student_body_size,
    image_path: row.image_path,
    online_programs: row.online_programs,
    financial_aid_available: row.financial_aid_available,
    tuition: row.tuition,
    tuition_year: row.tuition_year,
    ...(row.distance_miles !== undefined && { distance_miles: roundMiles(row.distance_miles) }),
  }));
}
