/**
 * The map view's data and words: fetches every point of the search from /api/institutions/map,
 * says how many are placed, and draws them (search-map-canvas). Loaded with the map, never before.
 */
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { fetchInstitutionMap } from "~/clients/institution-map";
import type { SearchParams } from "~/domain/institutions/institution.schemas";
import type { InstitutionMap } from "~/domain/institutions/institution-map.schemas";
import { searchHref } from "~/domain/institutions/search-options";
import { formatNumber } from "~/lib/format";
import SearchMapCanvas, { type MapTiles } from "./search-map-canvas";
import { MAP_FAILED, MapFrame } from "./search-map-frame";

/** The API's query for the whole result set: the search's filters and text, without paging or order. */
function mapQuery(params: SearchParams): string {
  const href = searchHref({ ...params, sort: undefined, page: 1, page_size: undefined });
  return href.includes("?") ? href.slice(href.indexOf("?") + 1) : "";
}

type Loaded = { query: string; map: InstitutionMap } | { query: string; error: true };

function describe(map: InstitutionMap): string {
  const placed = map.points.length;
  if (placed === 0) return "None of these schools has a recorded location to show on the map.";
  const missing = map.without_coordinates;
  return (
    `${formatNumber(placed)} ${placed === 1 ? "school" : "schools"} on the map` +
    (missing > 0
      ? `; ${formatNumber(missing)} without a recorded location ${missing === 1 ? "is" : "are"} only in the list.`
      : ".")
  );
}

export default function SearchMapView({ params }: { params: SearchParams }) {
  const query = mapQuery(params);
  const tiles = (useRouteLoaderData("root") as { mapTiles?: MapTiles | null } | undefined)?.mapTiles ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchInstitutionMap(query, controller.signal)
      .then((map) => setLoaded({ query, map }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ query, error: true });
      });
    return () => controller.abort();
  }, [query]);

  // While a new search loads, the previous points stay on the map.
  const map = loaded && "map" in loaded ? loaded.map : null;
  const isCurrent = loaded?.query === query;
  let status = "Placing the schools on the map...";
  if (loaded && isCurrent) status = "error" in loaded ? MAP_FAILED : describe(loaded.map);

  return (
    <>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      {map ? (
        <div className="relative mt-2 h-[60vh] max-h-[640px] min-h-80 overflow-hidden rounded-xl border border-slate-300 shadow-sm">
          <SearchMapCanvas points={map.points} tiles={tiles} />
        </div>
      ) : (
        <MapFrame>{loaded && "error" in loaded ? MAP_FAILED : "Loading the map..."}</MapFrame>
      )}
      <p className="mt-2 text-sm text-slate-600">
        On the map, Tab moves between schools and groups, Enter opens one and Escape closes its card; the + and -
        buttons zoom and the arrow keys move the map.
      </p>
    </>
  );
}
