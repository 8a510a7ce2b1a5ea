export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/** 'January 30, 2025' */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * 'March 3, 2026, 14:05 UTC': a moment read across time zones. The clock is built from its parts
 * (24-hour, 00-23) because ICU's own 24-hour format differs between Node and browsers (Node writes
 * '24:05' just after midnight), and the server's text must be the text the browser hydrates.
 */
export function formatDateTimeUtc(value: string | Date): string {
  const moment = new Date(value);
  const clock = [moment.getUTCHours(), moment.getUTCMinutes()].map((part) => String(part).padStart(2, "0")).join(":");
  return `${formatDate(moment)}, ${clock} UTC`;
}

/** 'Wheaton, IL' or 'Leuven, Belgium': city and state for US schools, city and country elsewhere. */
export function formatLocation(place: { city: string | null; state_province: string | null; country: string }): string {
  const region = place.country === "United States" ? place.state_province : place.state_province || null;
  const parts = [place.city, region, place.country === "United States" ? null : place.country];
  return parts.filter(Boolean).join(", ");
}

/** An address for a link to another site: http(s) only, so stored data can never run script. */
export function externalUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** '$10,900' */
export function formatMoney(value: number): string {
  return `$${formatNumber(value)}`;
}

/** '12 miles away', '1 mile away', 'Less than 1 mile away'. */
export function formatDistance(miles: number): string {
  const rounded = Math.round(miles);
  if (miles < 1) return "Less than 1 mile away";
  return rounded === 1 ? "1 mile away" : `${formatNumber(rounded)} miles away`;
}
