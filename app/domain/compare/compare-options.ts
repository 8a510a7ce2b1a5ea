/**
 * The compare list a visitor builds and its addresses, for the compare tray on every public page
 * as well as the server. Kept free of Zod (compare.schemas.ts validates): this module ships to
 * browsers on every page.
 */

export const MAX_COMPARE = 4;
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${MAX_COMPARE} schools at a time. Remove one to add another.`;

/** The groups of rows, in the order the page shows them. */
export const COMPARE_GROUPS = [
  "Overview",
  "Cost and aid",
  "Cost and outcomes",
  "Academics",
  "Programs",
  "Accreditation",
  "Faith and campus life",
  "Location",
  "Data",
] as const;
export type CompareGroup = (typeof COMPARE_GROUPS)[number];

/** A school on a compare list: what the tray needs to name it and link to it. */
export interface CompareItem {
  slug: string;
  institution_name: string;
}

/** The items of a list kept in the browser, if it still holds what the tray wrote there. */
export function compareItemsFrom(value: unknown): CompareItem[] | null {
  if (!Array.isArray(value)) return null;
  const isItem = (item: unknown): item is CompareItem =>
    typeof item === "object" &&
    item !== null &&
    typeof (item as CompareItem).slug === "string" &&
    typeof (item as CompareItem).institution_name === "string";
  return value.every(isItem)
    ? value.map(({ slug, institution_name }) => ({ slug, institution_name })).slice(0, MAX_COMPARE)
    : null;
}

/** 'a, b,,a' -> ['a', 'b']: trimmed, empty entries dropped, each school once. */
export function splitSchools(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The page address of a comparison; `diff` keeps "Show only differences" on, `near` the distances,
 * `program` the program put side by side.
 */
export function compareHref(
  slugs: readonly string[],
  diff = false,
  near?: string | null,
  program?: string | null,
): string {
  const query = [
    slugs.length ? `schools=${slugs.map(encodeURIComponent).join(",")}` : "",
    diff ? "diff=1" : "",
    near ? `near=${encodeURIComponent(near)}` : "",
    program ? `program=${encodeURIComponent(program)}` : "",
  ]
    .filter(Boolean)
    .join("&");
  return query ? `/compare?${query}` : "/compare";
}
