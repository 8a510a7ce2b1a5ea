/** Browser side of the search map: GET /api/institutions/map. */
import type { InstitutionMap } from "~/domain/institutions/institution-map.schemas";

/**
 * Every placeable match of a search, given the search's query string (without the leading ?);
 * throws on a failed answer, so the map can say it could not load.
 */
export async function fetchInstitutionMap(query: string, signal?: AbortSignal): Promise<InstitutionMap> {
  const response = await fetch(`/api/institutions/map${query ? `?${query}` : ""}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The map answered ${response.status}`);
  const { data } = (await response.json()) as { data: InstitutionMap };
  return data;
}
