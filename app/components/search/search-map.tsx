import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";
import type { SearchParams } from "~/domain/institutions/institution.schemas";
import { MapFrame } from "./search-map-frame";

// Everything else (the data, Leaflet, the clustering, the outlines) loads only when the map is
// shown: the search page's own code stays the size it is without a map.
const SearchMapView = lazy(() => import("./search-map-view"));

const noSubscription = () => () => {};

/** A failed download of the map's code shows a message instead of taking the page down. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <MapFrame>The map could not be loaded. The list below shows every result.</MapFrame>
    ) : (
      this.props.children
    );
  }
}

/**
 * Every result of the search on a map, above the list (which stays the full, accessible
 * alternative). The server's HTML holds an empty frame; the map itself needs JavaScript.
 */
export function SearchMap({ params }: { params: SearchParams }) {
  // False in the server's HTML and during hydration, true afterwards: Leaflet needs a browser.
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <MapFrame>Loading the map...</MapFrame>;
  return (
    <section aria-labelledby="search-map-heading" className="mt-4">
      <h2 id="search-map-heading" className="sr-only">
        Map of the results
      </h2>
      {isHydrated ? (
        <MapErrorBoundary>
          <Suspense fallback={loading}>
            <SearchMapView params={params} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        loading
      )}
      <noscript>
        <p className="mt-2 font-semibold text-slate-800">
          The map needs JavaScript. The list below shows every result.
        </p>
      </noscript>
    </section>
  );
}
