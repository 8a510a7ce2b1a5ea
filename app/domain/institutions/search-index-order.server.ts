/**
 * Ordering and paging a search in the index (search-index.server.ts): distances from a place,
 * a subset's rows in another order, and one page of the rows that pass the facet filters.
 */
import type { SearchOrigin } from "./institution.schemas";
import { filteredRows } from "./search-index-counts.server";
import type { IndexSort } from "./search-index-rows.server";
import type { SearchIndex, Subset } from "./search-index.server";

/** Distances from at most this many origins are kept (8 bytes per row each). */
const DISTANCE_ORIGINS = 16;
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
