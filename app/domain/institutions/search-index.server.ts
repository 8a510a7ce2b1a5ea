/**
 * The search index: what filtering, counting, ordering and paging a search needs of every
 * institution (facet values, yes/no fields, coordinates and its place in each sort order), held in
 * memory per institutions data version. PostgreSQL stays the source of truth: the index is read
 * from it in one statement whenever the data version moves on (a statement trigger raises it on
 * every change, through any app process), and text matching and relevance stay SQL
 * (institution-search.server.ts). Everything else a search does happens here, without a query.
 *
 * A row is an institution's position in the index (0 .. size-1); ids are institution ids. The
 * index holds only the listed rows (listed.server.ts): a row waiting for review is in no search,
 * count, facet or map until an administrator confirms it.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accreditationGroup } from "./accreditation";
import { ACCREDITOR_TYPE_BY_NAME, NO_ACCREDITOR } from "./accreditor-types";
import { ASSOCIATIONS, type Association } from "./associations";
import { FAITH_FILTERS, type FaithFilter } from "./faith-filters";
import { LISTED_SQL } from "./listed.server";
import type { DegreeCounts, Facets, SearchHit, SearchOrigin } from "./institution.schemas";
import { DEGREE_FILTERS, type DegreeFilter } from "./seminary-degrees";
import { FACETS, type FacetName } from "./search-options";

export type IndexSort = "name" | "enrollment" | "tuition" | "net_price" | "graduation_rate";
export const INDEX_SORTS: readonly IndexSort[] = ["name", "enrollment", "tuition", "net_price", "graduation_rate"];

export interface SearchIndex {
  version: number;
  size: number;
  ids: Int32Array;
  rowOfId: Map<number, number>;
  /** Per facet: the value of each code (code 0 is "none"), and each row's code. */
  facetValues: Record<FacetName, (string | null)[]>;
  facetCodes: Record<FacetName, Uint16Array>;
  /** -1 not reported, 0 no, 1 yes. */
  online: Int8Array;
  aid: Int8Array;
  /**
   * Each row's memberships, one bit per association (ASSOCIATIONS order): a school can belong to
   * several, so membership narrows the set like the yes/no filters instead of being a facet.
   */
  associations: Uint8Array;
  /**
   * College Scorecard figures (institution_outcomes), NaN where none is reported: the average net
   * price in dollars and the graduation rate as a fraction.
   */
  netPrice: Float64Array;
  graduationRate: Float64Array;
  /**
   * Each row's verified faith profile facts, one bit per faith filter (FAITH_FILTERS order): a
   * fact not yet verified leaves its bit off, so it never matches.
   */
  faith: Uint8Array;
  /** Each row's verified seminary degrees, one bit per degree filter (DEGREE_FILTERS order). */
  degrees: Uint8Array;
  /** NaN without coordinates. */
  latitude: Float64Array;
  longitude: Float64Array;
  /** Each row's position in each sort order, and the rows in that order. */
  rank: Record<IndexSort, Int32Array>;
  order: Record<IndexSort, Int32Array>;
  /** Distances from recent origins, per row (NaN without coordinates). */
  distances: Map<string, Float64Array>;
  /** Narrowed sets, keyed on what narrowed them (see `subset`). */
  subsets: Map<string, Subset>;
  subsetRows: number;
  /** Result cards read for this data version, by id (at most CARDS_HELD). */
  cards: Map<number, SearchHit>;
  /** Other answers about the whole directory, worked out once for this data version (see `perDataVersion`). */
  answers: Map<string, Promise<unknown>>;
  /** The whole directory as a subset. */
  all: Subset;
}

/** How many rows share each combination of facet values; facet counts follow from it. */
export interface Combination {
  codes: number[];
  count: number;
}

/** A set of rows in a known order, with its facet combinations and its other orders made on demand. */
export interface Subset {
  rows: Int32Array;
  combinations: Combination[];
  sorted: Map<string, Int32Array>;
  counted: Map<string, { total: number; facets: Facets }>;
  faithCounted: Map<string, Record<FaithFilter, number>>;
  /** Degree filter counts, keyed like `counted`. */
  degreeCounts: Map<string, DegreeCounts>;
  /** The rows passing the facet filters, in an order: keyed by the order and the filters. */
  filtered: Map<string, Int32Array>;
}

type IndexRow = {
  id: number;
  facets: (string | null)[];
  online_programs: boolean | null;
  financial_aid_available: boolean | null;
  associations: number;
  faith: number;
  degrees: number;
  latitude: number | null;
  longitude: number | null;
  net_price: number | null;
  graduation_rate: number | null;
};

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The accreditor's type in SQL, from the one table of accreditor-types.ts. */
const ACCREDITOR_TYPE_SQL = `case when nullif(btrim(accreditor), '') is null then ${quoted(NO_ACCREDITOR)}
  else case lower(btrim(accreditor)) ${Object.entries(ACCREDITOR_TYPE_BY_NAME)
    .map(([name, type]) => `when ${quoted(name)} then ${quoted(type)}`)
    .join(" ")} end end`;

/** When each faith filter's bit is on: the fact verified (a null column never matches). */
const FAITH_FILTER_SQL: Record<FaithFilter, string> = {
  faculty_affirm_faith: "faith_affirmed_by_faculty",
  students_affirm_faith: "faith_affirmed_by_students",
  chapel_required: "chapel = 'required'",
  no_covenant: "lifestyle_covenant = false",
};
const FAITH_BITS_SQL = FAITH_FILTERS.map(
  (filter, position) => `(case when ${FAITH_FILTER_SQL[filter]} then ${1 << position} else 0 end)`,
).join(" | ");

/** Each facet's column, or the expression that gives it. */
const FACET_COLUMNS: Record<FacetName, string> = {
  country: "country",
  state: "state_province",
  denomination: "denomination",
  tradition: "tradition",
  institution_type: "institution_type",
  accreditation_status: "accreditation_status",
  // Read as the status, then grouped by the same rule the pages use (FACET_FROM_COLUMN).
  accreditation_group: "accreditation_status",
  accreditor_type: ACCREDITOR_TYPE_SQL,
};

/** Facets whose value follows from their column's by a rule kept in TypeScript; every row has one. */
const FACET_FROM_COLUMN: Partial<Record<FacetName, (value: string | null) => string | null>> = {
  accreditation_group: accreditationGroup,
};

/**
 * The degree filters' bits in SQL, the same rule as passesDegreeFilter (seminary-degrees.ts): only
 * a verified yes counts, and "MDiv fully online" needs the MDiv offered too.
 */
const DEGREE_FILTER_SQL: Record<DegreeFilter, string> = {
  mdiv: "degree_mdiv is true",
  mdiv_online: "degree_mdiv is true and degree_mdiv_online is true",
  dmin: "degree_dmin is true",
};
const DEGREE_BITS_SQL = DEGREE_FILTERS.map(
  (filter, position) => `(case when ${DEGREE_FILTER_SQL[filter]} then ${1 << position} else 0 end)`,
).join(" + ");

/** The bit of a degree filter in `SearchIndex.degrees`. */
export function degreeBit(filter: DegreeFilter): number {
  return 1 << DEGREE_FILTERS.indexOf(filter);
}

/** Field and row separators of the packed rows (control characters no stored value holds). */
const FIELD = "\x1f";
const RECORD = "\x1e";

/**
 * Every row's fields, packed into one text (fields joined by FIELD, rows by RECORD, no value as an
 * empty field; the separators are taken out of the text fields): 100,000 rows arrive and split in
 * a fraction of the time row objects take.
 */
const ROWS_STATEMENT = sql.raw(`
  select coalesce(string_agg(concat_ws(E'\\x1f', id,
      coalesce(online_programs::text, ''), coalesce(financial_aid_available::text, ''),
      coalesce(latitude::text, ''), coalesce(longitude::text, ''),
      array_to_string(associations, ','),
      coalesce(o.net_price::text, ''), coalesce(o.graduation_rate::text, ''),
      ${FAITH_BITS_SQL}, (${DEGREE_BITS_SQL})::text,
      ${FACETS.map((facet) => `translate(coalesce(${FACET_COLUMNS[facet]}, ''), E'\\x1e\\x1f', '')`).join(", ")}
    ), E'\\x1e'), '') as packed
  from institutions left join institution_outcomes o on o.institution_id = institutions.id
  where ${LISTED_SQL}`);

/** The bits of the faith filters that are on (0 for none). */
export function faithMask(filters: Partial<Record<FaithFilter, boolean>>): number {
  return FAITH_FILTERS.reduce((mask, filter, position) => (filters[filter] ? mask | (1 << position) : mask), 0);
}

/** The bit of an association in `SearchIndex.associations` (0 for a name the directory doesn't know). */
export function associationBit(association: Association): number {
  const position = ASSOCIATIONS.indexOf(association);
  return position < 0 ? 0 : 1 << position;
}

function unpack(packed: string): IndexRow[] {
  if (!packed) return [];
  const text = (value: string | undefined) => (value ? value : null);
  const yesNo = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : null);
  const number = (value: string | undefined) => (value ? Number(value) : null);
  return packed.split(RECORD).map((record) => {
    const [id, online, aid, latitude, longitude, memberships, netPrice, graduationRate, faith, degrees, ...facets] =
      record.split(FIELD);
    return {
      id: Number(id),
      online_programs: yesNo(online),
      financial_aid_available: yesNo(aid),
      associations: (memberships ? memberships.split(",") : []).reduce(
        (bits, name) => bits | associationBit(name as Association),
        0,
      ),
      faith: Number(faith) || 0,
      degrees: Number(degrees),
      latitude: number(latitude),
      longitude: number(longitude),
      net_price: number(netPrice),
      graduation_rate: number(graduationRate),
      facets: FACETS.map((facet, position) => {
        const value = text(facets[position]);
        const derive = FACET_FROM_COLUMN[facet];
        return derive ? derive(value) : value;
      }),
    };
  });
}

/**
 * The sort orders, with the same tie-breakers as the SQL orders elsewhere (name, then id), each
 * read along its btree index (no sort), in PostgreSQL's collation.
 */
const ORDER_STATEMENTS: Record<IndexSort, SQL> = {
  name: sql.raw(`select id from institutions where ${LISTED_SQL} order by institution_name, id`),
  enrollment: sql.raw(
    `select id from institutions where ${LISTED_SQL} order by student_body_size desc nulls last, institution_name, id`,
  ),
  tuition: sql.raw(
    `select id from institutions where ${LISTED_SQL} order by tuition asc nulls last, institution_name, id`,
  ),
  net_price: sql.raw(`select i.id from institutions i left join institution_outcomes o on o.institution_id = i.id
    where ${LISTED_SQL} order by o.net_price asc nulls last, i.institution_name, i.id`),
  graduation_rate: sql.raw(`select i.id from institutions i left join institution_outcomes o on o.institution_id = i.id
    where ${LISTED_SQL} order by o.graduation_rate desc nulls last, i.institution_name, i.id`),
};

/** The narrowed sets of one index hold at most this many rows in all (4 bytes each), whatever the queries. */
const SUBSET_ROW_BUDGET = 2_000_000;
/** Distances from at most this many origins are kept (8 bytes per row each). */
const DISTANCE_ORIGINS = 16;
/** Result cards kept per index (about 400 bytes each): the first pages of common searches. */
const CARDS_HELD = 5000;
/** Facet counts for at most this many filter combinations are kept per subset. */
const COUNTED_PER_SUBSET = 64;

function build(version: number, rows: IndexRow[], orders: Record<IndexSort, number[]>): SearchIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const rowOfId = new Map<number, number>();
  const facetValues = Object.fromEntries(FACETS.map((facet) => [facet, [null]])) as unknown as Record<
    FacetName,
    (string | null)[]
  >;
  const codeOf = Object.fromEntries(FACETS.map((facet) => [facet, new Map<string, number>()])) as Record<
    FacetName,
    Map<string, number>
  >;
  const facetCodes = Object.fromEntries(FACETS.map((facet) => [facet, new Uint16Array(size)])) as Record<
    FacetName,
    Uint16Array
  >;
  const online = new Int8Array(size);
  const aid = new Int8Array(size);
  const associations = new Uint8Array(size);
  const faith = new Uint8Array(size);
  const degrees = new Uint8Array(size);
  const latitude = new Float64Array(size);
  const longitude = new Float64Array(size);
  const netPrice = new Float64Array(size);
  const graduationRate = new Float64Array(size);
  const rank = Object.fromEntries(INDEX_SORTS.map((sort) => [sort, new Int32Array(size)])) as Record<
    IndexSort,
    Int32Array
  >;
  const order = Object.fromEntries(INDEX_SORTS.map((sort) => [sort, new Int32Array(size)])) as Record<
    IndexSort,
    Int32Array
  >;
  const yesNo = (value: boolean | null) => (value === null ? -1 : value ? 1 : 0);
  rows.forEach((row, index) => {
    ids[index] = row.id;
    rowOfId.set(row.id, index);
    for (const [position, facet] of FACETS.entries()) {
      const value = row.facets[position] ?? null;
      if (value === null) continue;
      let code = codeOf[facet].get(value);
      if (code === undefined) {
        code = facetValues[facet].length;
        facetValues[facet].push(value);
        codeOf[facet].set(value, code);
      }
      facetCodes[facet][index] = code;
    }
    online[index] = yesNo(row.online_programs);
    aid[index] = yesNo(row.financial_aid_available);
    associations[index] = row.associations;
    faith[index] = row.faith;
    degrees[index] = row.degrees;
    latitude[index] = row.latitude ?? Number.NaN;
    longitude[index] = row.longitude ?? Number.NaN;
    netPrice[index] = row.net_price ?? Number.NaN;
    graduationRate[index] = row.graduation_rate ?? Number.NaN;
  });
  for (const sort of INDEX_SORTS) {
    // A row added between the statements is not in the rows read: such ids are skipped (the same
    // snapshot makes it impossible, but an order must never point outside the index).
    let position = 0;
    for (const id of orders[sort]) {
      const row = rowOfId.get(id);
      if (row === undefined) continue;
      rank[sort][row] = position;
      order[sort][position] = row;
      position += 1;
    }
  }
  const index: SearchIndex = {
    version,
    size,
    ids,
    rowOfId,
    facetValues,
    facetCodes,
    online,
    aid,
    associations,
    netPrice,
    graduationRate,
    faith,
    degrees,
    latitude,
    longitude,
    rank,
    order,
    distances: new Map(),
    subsets: new Map(),
    subsetRows: 0,
    cards: new Map(),
    answers: new Map(),
    all: undefined as unknown as Subset,
  };
  index.all = makeSubset(index, order.name);
  for (const sort of INDEX_SORTS) index.all.sorted.set(sort, order[sort]);
  return index;
}

interface Held {
  index?: SearchIndex;
  loading?: Promise<SearchIndex>;
}
const held = new WeakMap<Database, Held>();

export async function readDataVersion(db: Database): Promise<number> {
  const { rows } = await db.execute<{ version: string }>(
    sql`select version from data_versions where name = 'institutions'`,
  );
  return Number(rows[0]?.version ?? 0);
}

/** Everything the index holds, and its data version, read in one snapshot. */
async function load(db: Database): Promise<SearchIndex> {
  return db.transaction(
    async (tx) => {
      const { rows: versions } = await tx.execute<{ version: string }>(
        sql`select version from data_versions where name = 'institutions'`,
      );
      const { rows: packed } = await tx.execute<{ packed: string }>(ROWS_STATEMENT);
      const rows = unpack(packed[0]?.packed ?? "");
      const orders = {} as Record<IndexSort, number[]>;
      for (const sort of INDEX_SORTS) {
        orders[sort] = (await tx.execute<{ id: number }>(ORDER_STATEMENTS[sort])).rows.map((row) => row.id);
      }
      return build(Number(versions[0]?.version ?? 0), rows, orders);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * The index of the data version given (or read now), or of a later one: an index older than the
 * version asked for is never used. Concurrent callers share one load.
 */
export async function searchIndex(db: Database, knownVersion?: number): Promise<SearchIndex> {
  const version = knownVersion ?? (await readDataVersion(db));
  let state = held.get(db);
  if (!state) held.set(db, (state = {}));
  const current = state;
  for (;;) {
    if (current.index && current.index.version >= version) return current.index;
    if (!current.loading) {
      const loading: Promise<SearchIndex> = load(db)
        .then((index) => {
          if (!current.index || current.index.version < index.version) current.index = index;
          return index;
        })
        .finally(() => {
          if (current.loading === loading) current.loading = undefined;
        });
      current.loading = loading;
    }
    const index = await current.loading;
    if (index.version >= version) return index;
    // That load began before the version asked for existed: the next turn loads again.
  }
}

// ---------------------------------------------------------------------------------------------
// Subsets: the rows a search's text, yes/no filters and radius leave, before its facet filters.

/**
 * Each row's facet codes as one number in mixed radix (exact while the product of the facets'
 * sizes stays below 2^53, which it does by many orders of magnitude), counted per combination.
 */
function combinationsOf(index: SearchIndex, rows: Int32Array): Combination[] {
  const radices = FACETS.map((facet) => index.facetValues[facet].length);
  if (radices.reduce((product, radix) => product * radix, 1) > Number.MAX_SAFE_INTEGER) {
    throw new Error("the facets have too many values to combine");
  }
  const counts = new Map<number, number>();
  for (const row of rows) {
    let key = 0;
    for (let facet = 0; facet < FACETS.length; facet += 1) {
      key = key * radices[facet]! + index.facetCodes[FACETS[facet]!][row]!;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => {
    const codes = new Array<number>(FACETS.length);
    for (let facet = FACETS.length - 1; facet >= 0; facet -= 1) {
      codes[facet] = key % radices[facet]!;
      key = Math.floor(key / radices[facet]!);
    }
    return { codes, count };
  });
}

function makeSubset(index: SearchIndex, rows: Int32Array): Subset {
  return {
    rows,
    combinations: combinationsOf(index, rows),
    sorted: new Map(),
    counted: new Map(),
    faithCounted: new Map(),
    degreeCounts: new Map(),
    filtered: new Map(),
  };
}

/** The subset cached under `key`, made by `make` (rows in their order) when absent. */
export function subset(index: SearchIndex, key: string, make: () => Int32Array): Subset {
  const hit = index.subsets.get(key);
  if (hit) {
    index.subsets.delete(key);
    index.subsets.set(key, hit);
    return hit;
  }
  const made = makeSubset(index, make());
  index.subsets.set(key, made);
  index.subsetRows += Math.max(1, made.rows.length);
  for (const [oldest, entry] of index.subsets) {
    if (index.subsetRows <= SUBSET_ROW_BUDGET || oldest === key) break;
    index.subsets.delete(oldest);
    index.subsetRows -= Math.max(1, entry.rows.length);
  }
  return made;
}

// ---------------------------------------------------------------------------------------------
// Distance

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles from the origin to every row (haversine); NaN for a row without coordinates. */
export function distancesFrom(index: SearchIndex, origin: Pick<SearchOrigin, "latitude" | "longitude">): Float64Array {
  const key = `${origin.latitude},${origin.longitude}`;
  const hit = index.distances.get(key);
  if (hit) return hit;
  const miles = new Float64Array(index.size);
  const latitude = radians(origin.latitude);
  const cosLatitude = Math.cos(latitude);
  for (let row = 0; row < index.size; row += 1) {
    const rowLatitude = index.latitude[row]!;
    const rowLongitude = index.longitude[row]!;
    if (Number.isNaN(rowLatitude) || Number.isNaN(rowLongitude)) {
      miles[row] = Number.NaN;
      continue;
    }
    const a =
      Math.sin(radians(rowLatitude - origin.latitude) / 2) ** 2 +
      cosLatitude * Math.cos(radians(rowLatitude)) * Math.sin(radians(rowLongitude - origin.longitude) / 2) ** 2;
    miles[row] = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  }
  index.distances.set(key, miles);
  if (index.distances.size > DISTANCE_ORIGINS) index.distances.delete(index.distances.keys().next().value!);
  return miles;
}

// ---------------------------------------------------------------------------------------------
// Orders, facet filters, counts

/** The subset's rows in another order: an index sort, or nearest first (rows without coordinates last). */
export function sortedRows(
  index: SearchIndex,
  set: Subset,
  sort: IndexSort | { distanceKey: string; miles: Float64Array },
): Int32Array {
  const key = typeof sort === "string" ? sort : `distance ${sort.distanceKey}`;
  const hit = set.sorted.get(key);
  if (hit) return hit;
  const rows = Int32Array.from(set.rows);
  const name = index.rank.name;
  if (typeof sort === "string") {
    const rank = index.rank[sort];
    rows.sort((a, b) => rank[a]! - rank[b]!);
  } else {
    const miles = sort.miles;
    rows.sort((a, b) => {
      const da = miles[a]!;
      const db = miles[b]!;
      const aMissing = Number.isNaN(da);
      const bMissing = Number.isNaN(db);
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      return (aMissing ? 0 : da - db) || name[a]! - name[b]!;
    });
  }
  set.sorted.set(key, rows);
  return rows;
}

/** The facet filters as codes: a value the directory doesn't hold matches nothing. */
export function filterCodes(
  index: SearchIndex,
  filters: Partial<Record<FacetName, string>>,
): Array<[Uint16Array, number]> {
  const tests: Array<[Uint16Array, number]> = [];
  for (const facet of FACETS) {
    const value = filters[facet];
    if (value === undefined) continue;
    const code = index.facetValues[facet].indexOf(value);
    tests.push([index.facetCodes[facet], code <= 0 ? -1 : code]);
  }
  return tests;
}

/** How many filtered orders a subset keeps (the oldest goes first). */
const FILTERED_PER_SUBSET = 16;

/**
 * Rows `offset` .. `offset + limit` of `ordered` (an order of the subset's rows, named by
 * `orderKey`) that pass every facet filter (`filtersKey` names them). The filtered order is kept
 * with the subset, so the next page, or the same search again, does not walk the whole order.
 */
export function pageOf(
  set: Subset,
  ordered: Int32Array,
  orderKey: string,
  tests: Array<[Uint16Array, number]>,
  filtersKey: string,
  offset: number,
  limit: number,
): number[] {
  if (!tests.length) return Array.from(ordered.subarray(offset, offset + limit));
  const key = `${orderKey} ${filtersKey}`;
  let rows = set.filtered.get(key);
  if (!rows) {
    rows = filteredRows(ordered, tests);
    set.filtered.set(key, rows);
    if (set.filtered.size > FILTERED_PER_SUBSET) set.filtered.delete(set.filtered.keys().next().value!);
  }
  return Array.from(rows.subarray(offset, offset + limit));
}

/**
 * For each faith filter, how many rows of the set pass the facet filters and have its fact
 * verified: what ticking it would leave (the set already passes the faith filters that are on).
 */
export function countFaith(
  index: SearchIndex,
  set: Subset,
  tests: Array<[Uint16Array, number]>,
  key: string,
): Record<FaithFilter, number> {
  const cacheKey = `faith ${key}`;
  const hit = set.faithCounted.get(cacheKey);
  if (hit) return hit;
  const counts = FAITH_FILTERS.map(() => 0);
  outer: for (const row of set.rows) {
    const bits = index.faith[row]!;
    if (bits === 0) continue;
    for (const [codes, code] of tests) if (codes[row] !== code) continue outer;
    for (let position = 0; position < FAITH_FILTERS.length; position += 1) {
      if (bits & (1 << position)) counts[position]! += 1;
    }
  }
  const result = Object.fromEntries(FAITH_FILTERS.map((filter, position) => [filter, counts[position]!])) as Record<
    FaithFilter,
    number
  >;
  set.faithCounted.set(cacheKey, Object.freeze(result));
  if (set.faithCounted.size > COUNTED_PER_SUBSET) set.faithCounted.delete(set.faithCounted.keys().next().value!);
  return result;
}

/** Every row of `rows` that passes every facet filter. */
export function filteredRows(rows: Int32Array, tests: Array<[Uint16Array, number]>): Int32Array {
  if (!tests.length) return rows;
  return rows.filter((row) => tests.every(([codes, code]) => codes[row] === code));
}

/**
 * The total, and each facet counted under every other active filter. The country facet also
 * ignores the state filter: choosing another country clears the state, so every country stays
 * on offer.
 */
export function countFacets(
  index: SearchIndex,
  set: Subset,
  filters: Partial<Record<FacetName, string>>,
): { total: number; facets: Facets } {
  const key = JSON.stringify(FACETS.map((facet) => filters[facet] ?? null));
  const hit = set.counted.get(key);
  if (hit) return hit;
  const active = FACETS.flatMap((facet, position) => {
    const value = filters[facet];
    if (value === undefined) return [];
    const code = index.facetValues[facet].indexOf(value);
    return [{ position, code: code <= 0 ? -1 : code }];
  });
  const counts = FACETS.map(() => new Map<number, number>());
  const countryPosition = FACETS.indexOf("country");
  const statePosition = FACETS.indexOf("state");
  let total = 0;
  for (const { codes, count } of set.combinations) {
    let failing = 0;
    let failed = -1;
    for (const { position, code } of active) {
      if (codes[position] !== code) {
        failing += 1;
        failed = position;
      }
    }
    if (failing === 0) total += count;
    // A facet counts rows that pass every other filter (the country facet: the state aside too).
    for (let position = 0; position < FACETS.length; position += 1) {
      const passes =
        failing === 0 ||
        (failing === 1 && failed === position) ||
        (position === countryPosition && failing <= 2 && failsOnlyPlace(codes));
      if (!passes) continue;
      const code = codes[position]!;
      if (code === 0) continue;
      counts[position]!.set(code, (counts[position]!.get(code) ?? 0) + count);
    }
  }
  const facets = Object.fromEntries(
    FACETS.map((facet, position) => [
      facet,
      [...counts[position]!]
        .map(([code, count]) => ({ value: index.facetValues[facet][code]!, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, "en")),
    ]),
  ) as Facets;
  for (const values of Object.values(facets)) {
    for (const entry of values) Object.freeze(entry);
    Object.freeze(values);
  }
  // Shared by every search of this subset and filters (and written to JSON once): never changed.
  const result = Object.freeze({ total, facets: Object.freeze(facets) });
  set.counted.set(key, result);
  if (set.counted.size > COUNTED_PER_SUBSET) set.counted.delete(set.counted.keys().next().value!);
  return result;

  /** Whether the only filters this combination fails are the country and the state. */
  function failsOnlyPlace(codes: number[]) {
    return active.every(
      ({ position, code }) => codes[position] === code || position === countryPosition || position === statePosition,
    );
  }
}

/** How many rows of the subset each degree filter would leave, under the facet filters. */
export function countDegrees(
  index: SearchIndex,
  set: Subset,
  filters: Partial<Record<FacetName, string>>,
): DegreeCounts {
  const key = JSON.stringify(FACETS.map((facet) => filters[facet] ?? null));
  const hit = set.degreeCounts.get(key);
  if (hit) return hit;
  const tests = filterCodes(index, filters);
  const counts = DEGREE_FILTERS.map(() => 0);
  outer: for (const row of set.rows) {
    const bits = index.degrees[row]!;
    if (!bits) continue;
    for (const [codes, code] of tests) if (codes[row] !== code) continue outer;
    for (let position = 0; position < DEGREE_FILTERS.length; position += 1) {
      if (bits & (1 << position)) counts[position]! += 1;
    }
  }
  const result = Object.fromEntries(
    DEGREE_FILTERS.map((filter, position) => [filter, counts[position]!]),
  ) as DegreeCounts;
  set.degreeCounts.set(key, Object.freeze(result));
  if (set.degreeCounts.size > COUNTED_PER_SUBSET) set.degreeCounts.delete(set.degreeCounts.keys().next().value!);
  return result;
}

/** The cards of `ids` held by the index, and the ids it does not hold yet. */
export function heldCards(index: SearchIndex, ids: number[]): { held: Map<number, SearchHit>; missing: number[] } {
  const held = new Map<number, SearchHit>();
  const missing: number[] = [];
  for (const id of ids) {
    const card = index.cards.get(id);
    if (card) held.set(id, card);
    else missing.push(id);
  }
  return { held, missing };
}

/** Keeps cards read for the index's data version (the oldest go first beyond CARDS_HELD). */
export function holdCards(index: SearchIndex, cards: SearchHit[]) {
  // Shared by every search of this data version (and written to JSON once): never changed.
  for (const card of cards) index.cards.set(card.id, Object.freeze(card));
  for (const id of index.cards.keys()) {
    if (index.cards.size <= CARDS_HELD) break;
    index.cards.delete(id);
  }
}

/**
 * An answer about the whole directory (the filter options, the totals), worked out once per data
 * version and shared by every request of that version; a failure is not kept.
 */
export function perDataVersion<T>(index: SearchIndex, key: string, compute: () => Promise<T>): Promise<T> {
  let answer = index.answers.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = compute();
    index.answers.set(key, answer);
    answer.catch(() => index.answers.delete(key));
  }
  return answer;
}
