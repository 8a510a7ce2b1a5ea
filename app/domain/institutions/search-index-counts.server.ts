/**
 * Filtering and counting in the search index (search-index.server.ts): the facet filters as codes,
 * the rows that pass them, and the total and counts of facets, faith and degree filters and
 * program levels.
 */
import type { DegreeCounts, Facets, SearchResult } from "./institution.schemas";
import { FAITH_FILTERS, type FaithFilter } from "./faith-filters";
import { DEGREE_FILTERS } from "./seminary-degrees";
import { PROGRAM_LEVELS, PROGRAM_LEVEL_LABELS } from "~/domain/programs/program-levels";
import type { ProgramColumn, SearchIndex, Subset } from "./search-index.server";
import { FACETS, type FacetName } from "./search-options";

/** Facet counts for at most this many filter combinations are kept per subset. */
const COUNTED_PER_SUBSET = 64;

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

/**
 * How many rows of the subset (which every other filter has narrowed) awarded the column's code at
 * each level, under the facet filters: what choosing each level would leave. Levels without a
 * school are left out.
 */
export function countLevels(
  index: SearchIndex,
  set: Subset,
  column: ProgramColumn,
  filters: Partial<Record<FacetName, string>>,
): SearchResult["level_counts"] {
  const key = `levels ${column.code} ${JSON.stringify(FACETS.map((facet) => filters[facet] ?? null))}`;
  const hit = set.levelCounts.get(key);
  if (hit) return hit;
  const tests = filterCodes(index, filters);
  const counts = PROGRAM_LEVELS.map(() => 0);
  outer: for (const row of set.rows) {
    const bits = column.levels[row]!;
    if (!bits) continue;
    for (const [codes, code] of tests) if (codes[row] !== code) continue outer;
    for (let position = 0; position < PROGRAM_LEVELS.length; position += 1) {
      if (bits & (1 << position)) counts[position]! += 1;
    }
  }
  const result = PROGRAM_LEVELS.flatMap((level, position) =>
    counts[position] ? [Object.freeze({ level, label: PROGRAM_LEVEL_LABELS[level], count: counts[position]! })] : [],
  );
  set.levelCounts.set(key, Object.freeze(result) as SearchResult["level_counts"]);
  if (set.levelCounts.size > COUNTED_PER_SUBSET) set.levelCounts.delete(set.levelCounts.keys().next().value!);
  return result;
}
