/** Figures as the site rounds them, and the names it gives to sources. Server side: pages receive the text. */
import { externalUrl, formatNumber } from "./format";

/** The site a page is on, as a source is named: 'https://www.utsnyc.edu/about/' -> 'utsnyc.edu'. */
export function siteName(url: string): string {
  return externalUrl(url)?.hostname.replace(/^www\d?\./, "") ?? url;
}

/**
 * A count as a round figure with a plus, never more than 10% below it: 793 -> '790+', 1,093 ->
 * '1,000+', 102 -> '100+'; below ten the count itself.
 */
export function roundedCount(value: number): string {
  if (value < 10) return String(value);
  let step = 10 ** Math.floor(Math.log10(value));
  while (Math.floor(value / step) * step < value * 0.9) step /= 10;
  return `${formatNumber(Math.floor(value / step) * step)}+`;
}
