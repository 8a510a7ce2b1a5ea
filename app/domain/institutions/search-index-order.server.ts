/**
 * Ordering and paging a search in the index (search-index.server.ts): distances from a place,
 * graduates in a program, a subset's rows in another order, and one page of the rows that pass
 * the facet filters.
 */
import type { SearchOrigin } from "./institution.schemas";
import { PROGRAM_YEARS } from "~/domain/programs/program-sources";
import { filteredRows } from "./search-index-counts.server";
import type { IndexSort } from "./search-index-rows.server";
import type { ProgramColumn, SearchIndex, Subset } from "./search-index.server";

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

/** Figures kept per program column (one per set of levels asked). */
const FIGURES_PER_COLUMN = 8;

/**
 * Each row's graduates of the column's code at the levels of `mask`, in the latest year it
 * reported any of them, and that year (-1 for both where the row awarded none of them).
 */
export function programFigures(index: SearchIndex, column: ProgramColumn, mask: number) {
  const hit = column.figures.get(mask);
  if (hit) return hit;
  const years = PROGRAM_YEARS.length;
  const totals = new Int32Array(index.size * years).fill(-1);
  for (let entry = 0; entry < column.entryRows.length; entry += 1) {
    if (!(mask & (1 << column.entryLevels[entry]!))) continue;
    const base = column.entryRows[entry]! * years;
    for (let year = 0; year < years; year += 1) {
      const graduates = column.entryGraduates[entry * years + year]!;
      if (graduates >= 0) totals[base + year] = Math.max(0, totals[base + year]!) + graduates;
    }
  }
  const graduates = new Int32Array(index.size).fill(-1);
  const latest = new Int16Array(index.size).fill(-1);
  for (let row = 0; row < index.size; row += 1) {
    for (let year = years - 1; year >= 0; year -= 1) {
      const total = totals[row * years + year]!;
      if (total < 0) continue;
      graduates[row] = total;
      latest[row] = PROGRAM_YEARS[year]!;
      break;
    }
  }
  const figures = { graduates, years: latest };
  column.figures.set(mask, figures);
  if (column.figures.size > FIGURES_PER_COLUMN) column.figures.delete(column.figures.keys().next().value!);
  return figures;
}

export type RowOrder =
  IndexSort | { distanceKey: string; miles: Float64Array } | { graduatesKey: string; graduates: Int32Array };

/**
 * The subset's rows in another order: an index sort, nearest first (rows without coordinates
 * last), or most graduates first (rows without a figure last); ties by name.
 */
export function sortedRows(index: SearchIndex, set: Subset, sort: RowOrder): Int32Array {
  const key =
    typeof sort === "string"
      ? sort
      : "miles" in sort
        ? `distance ${sort.distanceKey}`
        : `graduates ${sort.graduatesKey}`;
  const hit = set.sorted.get(key);
  if (hit) return hit;
  const rows = Int32Array.from(set.rows);
  const name = index.rank.name;
  if (typeof sort === "string") {
    const rank = index.rank[sort];
    rows.sort((a, b) => rank[a]! - rank[b]!);
  } else if ("graduates" in sort) {
    const graduates = sort.graduates;
    rows.sort((a, b) => graduates[b]! - graduates[a]! || name[a]! - name[b]!);
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
