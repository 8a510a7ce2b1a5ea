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
 *
 * This module loads and holds the index (and the subsets, cards and program columns kept with it); its rows are read
 * by search-index-rows.server.ts, filtered and counted by search-index-counts.server.ts, and ordered
 * and paged by search-index-order.server.ts.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Facets, DegreeCounts, SearchHit, SearchResult } from "./institution.schemas";
import type { FaithFilter } from "./faith-filters";
import {
  INDEX_SORTS,
  ORDER_STATEMENTS,
  programColumnStatements,
  ROWS_STATEMENT,
  unpack,
  type IndexRow,
  type IndexSort,
  type ProgramColumnRow,
} from "./search-index-rows.server";
import { FACETS, type FacetName } from "./search-options";
import { PROGRAM_YEARS } from "~/domain/programs/program-sources";
import { AppError } from "~/lib/errors";

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
  /** What the schools awarded of the CIP codes searched for recently (see `programColumn`). */
  programs: Map<string, Promise<ProgramColumn>>;
  /** Other answers about the whole directory, worked out once for this data version (see `perDataVersion`). */
  answers: Map<string, Promise<unknown>>;
  /** The whole directory as a subset. */
  all: Subset;
}

/**
 * What the rows awarded of one CIP code (a family, series or program; "" for every program): one
 * entry per row and level, with the graduates of each year of PROGRAM_YEARS.
 */
export interface ProgramColumn {
  code: string;
  title: string;
  /** Per index row: the levels awarded, a bit per level (PROGRAM_LEVELS order); 0 for none. */
  levels: Uint8Array;
  /** The entries: each one's row, level position and graduates per year (-1: none reported). */
  entryRows: Int32Array;
  entryLevels: Uint8Array;
  entryGraduates: Int32Array;
  /** Graduates per row for a set of levels, by level mask (see programFigures). */
  figures: Map<number, { graduates: Int32Array; years: Int16Array }>;
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
  /** Program level counts, keyed by the code and the facet filters. */
  levelCounts: Map<string, SearchResult["level_counts"]>;
  /** The rows passing the facet filters, in an order: keyed by the order and the filters. */
  filtered: Map<string, Int32Array>;
}
/** The narrowed sets of one index hold at most this many rows in all (4 bytes each), whatever the queries. */
const SUBSET_ROW_BUDGET = 2_000_000;
/** Result cards kept per index (about 400 bytes each): the first pages of common searches. */
const CARDS_HELD = 5000;
/** Program columns kept per index (the most recently used; about 1 byte per row and 30 per entry each). */
const PROGRAM_COLUMNS_HELD = 24;

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
    programs: new Map(),
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
    levelCounts: new Map(),
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

// ---------------------------------------------------------------------------------------------
// Program columns: what the schools awarded of a CIP code, read once per code and data version.

async function loadProgramColumn(db: Database, index: SearchIndex, code: string): Promise<ProgramColumn> {
  const statements = programColumnStatements(code);
  let title = "Every program";
  if (code) {
    const { rows } = await db.execute<{ title: string }>(statements.title);
    if (!rows[0]) {
      const message = `program ${code} is not a CIP 2020 code`;
      throw new AppError("invalid", message, { program: message });
    }
    title = rows[0].title;
  }
  const { rows } = await db.execute<ProgramColumnRow>(statements.rows);
  const years = PROGRAM_YEARS.length;
  const levels = new Uint8Array(index.size);
  const entryRows: number[] = [];
  const entryLevels: number[] = [];
  const entryGraduates: number[] = [];
  for (const entry of rows) {
    // A school added since the index was read (or not listed) is not in it.
    const row = index.rowOfId.get(entry.id);
    if (row === undefined) continue;
    levels[row]! |= 1 << entry.level;
    entryRows.push(row);
    entryLevels.push(entry.level);
    for (let year = 0; year < years; year += 1) entryGraduates.push(entry.graduates[year] ?? -1);
  }
  return {
    code,
    title,
    levels,
    entryRows: Int32Array.from(entryRows),
    entryLevels: Uint8Array.from(entryLevels),
    entryGraduates: Int32Array.from(entryGraduates),
    figures: new Map(),
  };
}

/**
 * What the index's rows awarded of a CIP code ("" for any program), read once per code and kept
 * with the index; a code CIP 2020 does not have is an `invalid` error on `program`.
 */
export function programColumn(db: Database, index: SearchIndex, code: string): Promise<ProgramColumn> {
  let column = index.programs.get(code);
  if (column) {
    index.programs.delete(code);
  } else {
    column = loadProgramColumn(db, index, code);
    column.catch(() => index.programs.delete(code));
  }
  index.programs.set(code, column);
  if (index.programs.size > PROGRAM_COLUMNS_HELD) index.programs.delete(index.programs.keys().next().value!);
  return column;
}
