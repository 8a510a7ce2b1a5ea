import { foldText } from "./fold-text";

/** 'Université Laval!' -> 'universite-laval'. Empty input gives an empty string. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** slugify(), kept to at most `max` characters without cutting a word in half. */
export function slugifyShort(text: string, max = 80): string {
  const slug = slugify(text);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastDash = cut.lastIndexOf("-");
  return lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, max);
}
