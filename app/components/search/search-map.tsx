import { Component, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { SearchParams } from "~/domain/institutions/institution.schemas";
import { MAP_FAILED, MapFrame } from "./search-map-frame";

type MapView = ComponentType<{ params: SearchParams }>;

// Everything else (the data, Leaflet, the clustering, the outlines) loads only when the map is
// shown: the search page's own code stays the size it is without a map. The download starts once
// the frame is on the page, and its arrival is an ordinary state change: the view does not wait
// on a Suspense boundary that hydration can leave showing its fallback for good.
let viewDownload: Promise<MapView> | null = null;
function downloadView(): Promise<MapView> {
  viewDownload ??= import("./search-map-view").then(
    (module) => module.default,
    (error: unknown) => {
      viewDownload = null; // the next map shown tries again
      throw error;
    },
  );
  return viewDownload;
}

/** A map that fails while it draws shows a message instead of taking the page down. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <MapFrame>{MAP_FAILED}</MapFrame> : this.props.children;
  }
}

/**
 * Every result of the search on a map, above the list (which stays the full, accessible
 * alternative). The server's HTML holds an empty frame; the map itself needs JavaScript.
 */
export function SearchMap({ params }: { params: SearchParams }) {
  // Null in the server's HTML and until the view's code has arrived in the browser.
  const [view, setView] = useState<{ View: MapView } | "failed" | null>(null);
  useEffect(() => {
    let shown = true;
    downloadView().then(
      (View) => shown && setView({ View }),
      () => shown && setView("failed"),
    );
    return () => {
      shown = false;
    };
  }, []);

  // One status region whose words change in place, so that a screen reader announces the failure.
  let content: ReactNode = (
    <MapFrame>
      <span role="status">{view === "failed" ? MAP_FAILED : "Loading the map..."}</span>
    </MapFrame>
  );
  if (view && view !== "failed")
    content = (
      <MapErrorBoundary>
        <view.View params={params} />
      </MapErrorBoundary>
    );
  return (
    <section aria-labelledby="search-map-heading" className="mt-4">
      <h2 id="search-map-heading" className="sr-only">
        Map of the results
      </h2>
      {content}
      <noscript>
        <p className="mt-2 font-semibold text-slate-800">
          The map needs JavaScript. The list below shows every result.
        </p>
      </noscript>
    </section>
  );
}
