/**
 * The interactive map of a search's results: Leaflet draws bundled country and U.S. state outlines
 * (TopoJSON served from this site, so no tile server is needed) and, when MAP_TILE_URL is set, a
 * tile layer under them; supercluster groups the schools. Loaded only when the map view opens.
 *
 * Every marker is a focusable button with a name: Enter (or a click) on a school opens its card,
 * on a group zooms in to its members (or lists them when they share one spot); Escape closes the
 * card and returns to the marker.
 */
import "leaflet/dist/leaflet.css";
import "./search-map.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import Supercluster, { type ClusterFeature, type PointFeature } from "supercluster";
import { feature, mesh } from "topojson-client";
import statesUrl from "us-atlas/states-10m.json?url";
import countriesUrl from "world-atlas/countries-110m.json?url";
import type { MapPoint } from "~/domain/institutions/institution-map.schemas";
import { formatLocation, formatNumber } from "~/lib/format";

export interface MapTiles {
  url: string;
  attribution: string;
}

interface Props {
  points: MapPoint[];
  tiles: MapTiles | null;
}

const MAX_ZOOM = 16;
/** Groups form up to the deepest zoom, so markers never overlap; a group left there shares one spot. */
const CLUSTER_MAX_ZOOM = MAX_ZOOM;
/**
 * Markers' centres stay at least this far apart (screen pixels): no marker covers another. A group
 * sits at the centre of its schools, which can lie nearer a lone school than the first school it
 * formed around; the radius leaves room for that (half the largest group and half a school are 37).
 */
const CLUSTER_RADIUS = 60;
/** A group at one spot lists at most this many schools in its card. */
const LISTED_AT_ONE_SPOT = 30;

type Topology = Parameters<typeof feature>[0];
type TopologyObject = NonNullable<Parameters<typeof mesh>[1]>;

let outlines: Promise<{ countries: GeoJSON.GeoJsonObject; states: GeoJSON.GeoJsonObject }> | null = null;

/** Antarctica (ISO 3166 numeric 010): no schools, and its outline wraps the whole globe. */
const ANTARCTICA = "010";

/**
 * Rings that cross the 180th meridian (Russia's far east, Fiji) jump from +180 to -180; drawn as
 * they are, they streak across the whole map. Their western half is moved east by 360 degrees.
 */
function unwrapRing(ring: GeoJSON.Position[]): GeoJSON.Position[] {
  const longitudes = ring.map(([lng]) => lng!);
  if (Math.max(...longitudes) - Math.min(...longitudes) <= 180) return ring;
  return ring.map(([lng, lat]) => [lng! < 0 ? lng! + 360 : lng!, lat!]);
}

function unwrapCountries(collection: GeoJSON.FeatureCollection): GeoJSON.FeatureCollection {
  const features = collection.features
    .filter((country) => country.id !== ANTARCTICA)
    .map((country) => {
      const geometry = country.geometry;
      if (geometry.type === "Polygon") {
        return { ...country, geometry: { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) } };
      }
      if (geometry.type === "MultiPolygon") {
        const coordinates = geometry.coordinates.map((polygon) => polygon.map(unwrapRing));
        return { ...country, geometry: { ...geometry, coordinates } };
      }
      return country;
    });
  return { ...collection, features };
}

/** The outlines, fetched from this site once per page load. */
function loadOutlines() {
  outlines ??= Promise.all([countriesUrl, statesUrl].map((url) => fetch(url).then((response) => response.json())))
    .then(([world, us]: Topology[]) => ({
      countries: unwrapCountries(
        feature(world!, world!.objects.countries as TopologyObject) as GeoJSON.FeatureCollection,
      ),
      states: mesh(us!, us!.objects.states as TopologyObject, (a, b) => a !== b),
    }))
    .catch((error: unknown) => {
      outlines = null;
      throw error;
    });
  return outlines;
}

type Feature = ClusterFeature<MapPoint> | PointFeature<MapPoint>;

const isCluster = (item: Feature): item is ClusterFeature<MapPoint> =>
  "cluster" in item.properties && item.properties.cluster === true;

const keyOf = (item: Feature) => (isCluster(item) ? `c${item.properties.cluster_id}` : `p${item.properties.slug}`);

const placeOf = (point: MapPoint) => formatLocation(point) || point.country;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export default function SearchMapCanvas({ points, tiles }: Props) {
  // The root data is new after every navigation; only a different tile source redraws the map.
  const tileUrl = tiles?.url;
  const tileAttribution = tiles?.attribution ?? "";
  const containerRef = useRef<HTMLDivElement>(null);
  const announceRef = useRef<HTMLParagraphElement>(null);
  const navigate = useNavigate();
  const { search } = useLocation();
  // The latest values for Leaflet's handlers, which are bound once.
  const navigationRef = useRef({ navigate, search });
  useEffect(() => {
    navigationRef.current = { navigate, search };
  }, [navigate, search]);

  useEffect(() => {
    const container = containerRef.current!;
    const map = L.map(container, {
      minZoom: 0,
      // Half steps let the whole world fit a phone's width; the buttons still zoom by whole steps.
      zoomSnap: 0.5,
      maxZoom: MAX_ZOOM,
      maxBounds: [
        [-85, -220],
        [85, 220],
      ],
      maxBoundsViscosity: 0.8,
      worldCopyJump: false,
      // The page scrolls past the map; the wheel zooms only once the map has been focused.
      scrollWheelZoom: false,
      zoomControl: false,
      attributionControl: false,
      preferCanvas: true,
    });
    L.control.zoom({ position: "topleft", zoomInTitle: "Zoom in", zoomOutTitle: "Zoom out" }).addTo(map);
    L.control
      .attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' })
      .addAttribution("Natural Earth, U.S. Census Bureau")
      .addTo(map);
    if (tileUrl) {
      // The operator's credit is shown as text, never as markup.
      L.tileLayer(tileUrl, { attribution: escapeHtml(tileAttribution), maxZoom: MAX_ZOOM }).addTo(map);
    }
    map.on("focus", () => map.scrollWheelZoom.enable());
    map.on("blur", () => map.scrollWheelZoom.disable());
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", "Map of the search results");

    let isLive = true;
    loadOutlines()
      .then(({ countries, states }) => {
        if (!isLive) return;
        const pane = map.createPane("outlines");
        pane.style.zIndex = "250";
        // A canvas for the outlines: thousands of vertices, drawn once per frame rather than as SVG.
        const shared = { pane: "outlines", renderer: L.canvas({ pane: "outlines" }), interactive: false };
        L.geoJSON(countries, {
          ...shared,
          style: {
            color: "#8a9bb0",
            weight: 0.8,
            fillColor: "#f8f6ef",
            fillOpacity: tileUrl ? 0 : 1,
            opacity: tileUrl ? 0.5 : 1,
          },
        }).addTo(map);
        L.geoJSON(states, {
          ...shared,
          style: { color: "#a9b6c6", weight: 0.6, opacity: tileUrl ? 0.5 : 1 },
        }).addTo(map);
      })
      .catch(() => {
        // Without outlines the schools are still placed; the frame's colour stands in for the land.
      });

    const index = new Supercluster<MapPoint>({ radius: CLUSTER_RADIUS, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
    index.load(
      points.map((point) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: [point.longitude, point.latitude] },
        properties: point,
      })),
    );

    const markers = new Map<string, L.Marker>();
    /** The marker whose card is open, to return to when the card closes with Escape. */
    let openedFrom: string | null = null;
    let isCardOpen = false;

    const announce = (text: string) => {
      if (announceRef.current) announceRef.current.textContent = text;
    };

    const focusMarker = (key: string) => {
      (markers.get(key)?.getElement() as HTMLElement | undefined)?.focus({ preventScroll: true });
    };

    function schoolCard(point: MapPoint) {
      const card = element("div", "ced-map-card");
      const link = element("a", "ced-map-card-name", point.name);
      link.href = `/institution/${point.slug}`;
      link.addEventListener("click", (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const { navigate: go, search: from } = navigationRef.current;
        go(`/institution/${point.slug}`, { state: { search: from } });
      });
      card.append(link, element("p", "ced-map-card-place", placeOf(point)));
      card.append(element("p", "ced-map-card-type", point.institution_type));
      return card;
    }

    function spotCard(members: MapPoint[], total: number) {
      const card = element("div", "ced-map-card");
      card.append(element("p", "ced-map-card-heading", `${formatNumber(total)} schools at this spot`));
      const list = element("ul", "ced-map-card-list");
      for (const point of members) {
        const item = element("li", "");
        const card = schoolCard(point);
        item.append(...card.childNodes);
        list.append(item);
      }
      card.append(list);
      if (total > members.length) {
        card.append(element("p", "ced-map-card-more", `and ${formatNumber(total - members.length)} more in the list`));
      }
      return card;
    }

    function openCard(key: string, at: L.LatLngExpression, content: HTMLElement, label: string, focus: boolean) {
      const popup = L.popup({ maxWidth: 280, minWidth: 200, autoPanPadding: [24, 24], closeButton: true })
        .setLatLng(at)
        .setContent(content)
        .openOn(map);
      openedFrom = key;
      isCardOpen = true;
      const root = popup.getElement();
      root?.setAttribute("role", "dialog");
      root?.setAttribute("aria-label", label);
      root?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", "Close");
      if (focus) content.querySelector("a")?.focus({ preventScroll: true });
    }

    function activate(item: Feature, byKeyboard: boolean) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      if (!isCluster(item)) {
        openCard(keyOf(item), [lat, lng], schoolCard(item.properties), item.properties.name, byKeyboard);
        return;
      }
      const id = item.properties.cluster_id;
      const zoom = index.getClusterExpansionZoom(id);
      if (zoom > CLUSTER_MAX_ZOOM || map.getZoom() >= MAX_ZOOM) {
        const members = index.getLeaves(id, LISTED_AT_ONE_SPOT).map((leaf) => leaf.properties);
        const count = item.properties.point_count;
        openCard(keyOf(item), [lat, lng], spotCard(members, count), `${count} schools at this spot`, byKeyboard);
        return;
      }
      const children = index.getChildren(id) as Feature[];
      map.closePopup();
      map.once("moveend", () => {
        announce(
          `Zoomed in: ${formatNumber(item.properties.point_count)} schools in ${children.length} ${children.length === 1 ? "group" : "places"}.`,
        );
        if (byKeyboard && children[0]) focusMarker(keyOf(children[0]));
      });
      map.flyTo([lat, lng], Math.min(zoom, MAX_ZOOM), { duration: 0.4 });
    }

    function markerFor(item: Feature): L.Marker {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      let label: string;
      let icon: L.DivIcon;
      if (isCluster(item)) {
        const count = item.properties.point_count;
        const names = index.getLeaves(item.properties.cluster_id, 2).map((leaf) => leaf.properties.name);
        label = `Group of ${formatNumber(count)} schools, including ${names.join(" and ")}`;
        const size = count < 10 ? 34 : count < 100 ? 40 : 46;
        icon = L.divIcon({
          className: "ced-map-cluster",
          html: `<span aria-hidden="true">${escapeHtml(item.properties.point_count_abbreviated.toString())}</span>`,
          iconSize: [size, size],
        });
      } else {
        label = `${item.properties.name}, ${placeOf(item.properties)}`;
        icon = L.divIcon({ className: "ced-map-point", html: '<span aria-hidden="true"></span>', iconSize: [28, 28] });
      }
      const marker = L.marker([lat, lng], { icon, keyboard: true, title: label, riseOnHover: true });
      marker.on("add", () => {
        const node = marker.getElement();
        if (!node) return;
        node.setAttribute("aria-label", label);
        node.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            event.stopPropagation();
            activate(item, true);
          }
        });
      });
      marker.on("click", () => activate(item, false));
      return marker;
    }

    function render() {
      const bounds = map.getBounds();
      const items = index.getClusters(
        [bounds.getWest(), Math.max(-85, bounds.getSouth()), bounds.getEast(), Math.min(85, bounds.getNorth())],
        // Grouped for the zoom below a half step, so markers spread further apart, never closer.
        Math.floor(map.getZoom()),
      ) as Feature[];
      // North to south, then west to east: the order Tab visits them in.
      items.sort(
        (a, b) =>
          b.geometry.coordinates[1]! - a.geometry.coordinates[1]! ||
          a.geometry.coordinates[0]! - b.geometry.coordinates[0]!,
      );
      const wanted = new Map(items.map((item) => [keyOf(item), item]));
      for (const [key, marker] of markers) {
        if (!wanted.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
      for (const [key, item] of wanted) {
        if (!markers.has(key)) markers.set(key, markerFor(item).addTo(map));
      }
      // Moving a focused element would drop its focus: keep the order as it is while one has it.
      const pane = map.getPane("markerPane");
      if (pane && !pane.contains(document.activeElement)) {
        for (const key of wanted.keys()) {
          const node = markers.get(key)?.getElement();
          if (node) pane.append(node);
        }
      }
    }

    container.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !isCardOpen) return;
      event.preventDefault();
      event.stopPropagation();
      const returnTo = openedFrom;
      map.closePopup();
      if (returnTo) focusMarker(returnTo);
    });
    map.on("popupclose", () => {
      isCardOpen = false;
    });
    map.on("moveend", render);

    if (points.length) {
      const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: 10 });
    } else {
      map.setView([20, 0], 1);
    }
    render();

    return () => {
      isLive = false;
      map.remove();
    };
  }, [points, tileUrl, tileAttribution]);

  return (
    <>
      <div ref={containerRef} className="ced-map h-full w-full" />
      <p ref={announceRef} className="sr-only" aria-live="polite" />
    </>
  );
}
