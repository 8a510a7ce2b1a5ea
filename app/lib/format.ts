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
