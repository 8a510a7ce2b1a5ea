/** Browser side of the filter values: GET /api/filters/states. */

/** The states or provinces of a country's institutions; empty when offline or on failure. */
export async function fetchStates(country: string, signal?: AbortSignal): Promise<string[]> {
  const response = await fetch(`/api/filters/states?country=${encodeURIComponent(country)}`, { signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: { states?: string[] } };
  return body.data?.states ?? [];
}
