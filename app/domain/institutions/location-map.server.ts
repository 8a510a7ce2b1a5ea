/**
 * The small map of an institution's page, drawn on the server as SVG paths: the school's U.S. state
 * (or its country) outlined, its neighbours faint around it, and a dot at its coordinates. The
 * outlines are the bundled TopoJSON of `us-atlas` (states) and `world-atlas` (countries, 1:50m),
 * read once per process; each drawn map is kept in memory, keyed on the place and the coordinates.
 */
import { geoBounds, geoCentroid, geoMercator, geoPath, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";
import { feature } from "topojson-client";
import type { LocationMap } from "./location-map.schemas";
import { US_STATES } from "./us-states";

export const LOCATION_MAP_WIDTH = 320;
export const LOCATION_MAP_HEIGHT = 200;
const PADDING = 16;
/** Below this many degrees across, a place is drawn with the land around it (Vatican City, Guam). */
const MIN_SPAN_DEGREES = 3;
const MAX_CACHED = 5000;

/** Our country names where Natural Earth's (world-atlas) differ. */
const COUNTRY_NAMES: Record<string, string> = {
  "United States": "United States of America",
  "Democratic Republic of the Congo": "Dem. Rep. Congo",
  "Dominican Republic": "Dominican Rep.",
  "Vatican City": "Vatican",
  "Bosnia and Herzegovina": "Bosnia and Herz.",
  "Central African Republic": "Central African Rep.",
  "Czech Republic": "Czechia",
  "Ivory Coast": "Côte d'Ivoire",
  "South Sudan": "S. Sudan",
  "Equatorial Guinea": "Eq. Guinea",
  "Solomon Islands": "Solomon Is.",
};

/** Our U.S. state names where the Census Bureau's (us-atlas) differ. */
const STATE_NAMES: Record<string, string> = {
  "Northern Mariana Islands": "Commonwealth of the Northern Mariana Islands",
  "U.S. Virgin Islands": "United States Virgin Islands",
};

interface Shape {
  name: string;
  geometry: GeoJSON.Feature;
  /** [[west, south], [east, north]] in degrees (west > east when it crosses the 180th meridian). */
  bounds: [[number, number], [number, number]];
}

interface Atlas {
  countries: Map<string, Shape>;
  states: Map<string, Shape>;
}

let atlas: Promise<Atlas> | null = null;

function shapesOf(topology: Parameters<typeof feature>[0], object: string): Map<string, Shape> {
  const collection = feature(topology, topology.objects[object]!) as GeoJSON.FeatureCollection;
  const shapes = new Map<string, Shape>();
  for (const geometry of collection.features) {
    const name = String(geometry.properties?.name ?? "");
    if (name && geometry.geometry) shapes.set(name, { name, geometry, bounds: geoBounds(geometry) });
  }
  return shapes;
}

/** The outlines, parsed on first use (a few tens of milliseconds) and kept. */
function loadAtlas(): Promise<Atlas> {
  atlas ??= Promise.all([import("world-atlas/countries-50m.json"), import("us-atlas/states-10m.json")]).then(
    ([world, us]) => ({
      countries: shapesOf(world.default as unknown as Parameters<typeof feature>[0], "countries"),
      states: shapesOf(us.default as unknown as Parameters<typeof feature>[0], "states"),
    }),
  );
  return atlas;
}

/** Whether two longitude/latitude boxes meet (a box crossing the 180th meridian is split in two). */
function overlaps(a: Shape["bounds"], b: Shape["bounds"]): boolean {
  const spans = ([[west, south], [east, north]]: Shape["bounds"]) =>
    (west <= east
      ? [[west, east]]
      : [
          [west, 180],
          [-180, east],
        ]
    ).map(([from, to]) => ({ from: from!, to: to!, south, north }));
  return spans(a).some((one) =>
    spans(b).some(
      (other) => one.from <= other.to && other.from <= one.to && one.south <= other.north && other.south <= one.north,
    ),
  );
}

/**
 * Whole units are fine at this size (a unit is a pixel or two on screen); many points then fall on
 * their neighbour, and a line to where the pen already is draws nothing. This keeps a state's
 * map about ten times lighter than the full-precision path.
 */
export function compactPath(d: string): string {
  let previous = "";
  let out = "";
  for (const [, command, point] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === "L" && point === previous) continue;
    out += command! + point!;
    if (command !== "Z") previous = point!;
  }
  return out;
}

const cache = new Map<string, LocationMap | null>();

export interface MappedPlace {
  latitude: number | null;
  longitude: number | null;
  country: string;
  state_province: string | null;
  state_name: string | null;
}

/** The map for a school, or null when it has no coordinates (nothing is guessed from the address). */
export async function getLocationMap(place: MappedPlace): Promise<LocationMap | null> {
  const { latitude, longitude } = place;
  if (latitude == null || longitude == null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const key = JSON.stringify([place.country, place.state_province, place.state_name, latitude, longitude]);
  if (cache.has(key)) return cache.get(key)!;
  const map = drawLocationMap(await loadAtlas(), place, latitude, longitude);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, map);
  return map;
}

function findArea({ countries, states }: Atlas, place: MappedPlace): { area: Shape | undefined; isState: boolean } {
  if (place.country === "United States") {
    const stateName = place.state_name ?? (place.state_province ? US_STATES[place.state_province] : undefined);
    const state = stateName ? states.get(STATE_NAMES[stateName] ?? stateName) : undefined;
    if (state) return { area: state, isState: true };
  }
  return { area: countries.get(COUNTRY_NAMES[place.country] ?? place.country), isState: false };
}

function drawLocationMap(atlas: Atlas, place: MappedPlace, latitude: number, longitude: number): LocationMap {
  const { area, isState } = findArea(atlas, place);
  const school: GeoJSON.Point = { type: "Point", coordinates: [longitude, latitude] };

  // What the map must show: the area and the school, and at least a few degrees around the school.
  const around: GeoJSON.Feature = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiPoint",
      coordinates: [
        [longitude - MIN_SPAN_DEGREES / 2, latitude - MIN_SPAN_DEGREES / 2],
        [longitude + MIN_SPAN_DEGREES / 2, latitude + MIN_SPAN_DEGREES / 2],
      ],
    },
  };
  const shown: GeoJSON.FeatureCollection = {
    type: "FeatureCollection",
    features: [...(area ? [area.geometry] : []), around, { type: "Feature", properties: {}, geometry: school }],
  };
  // Centred on the area's middle, so a country across the 180th meridian (Russia, Fiji) stays whole.
  const [centreLongitude] = geoCentroid(area?.geometry ?? around);
  const projection: GeoProjection = geoMercator()
    .rotate([-centreLongitude, 0])
    .fitExtent(
      [
        [PADDING, PADDING],
        [LOCATION_MAP_WIDTH - PADDING, LOCATION_MAP_HEIGHT - PADDING],
      ],
      shown,
    )
    .clipExtent([
      [0, 0],
      [LOCATION_MAP_WIDTH, LOCATION_MAP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(0);
  const draw = (shape: GeoPermissibleObjects) => compactPath(path(shape) ?? "");

  // The neighbours: whatever outline meets the box the map shows, countries and (in the U.S.) states.
  const [[west, south], [east, north]] = geoBounds(shown);
  const view: Shape["bounds"] = [
    [west - 2, south - 2],
    [east + 2, north + 2],
  ];
  // In the U.S. the states cover the country: its own outline would only be drawn underneath.
  const unitedStates = atlas.countries.get(COUNTRY_NAMES["United States"]!);
  const neighbours = [...atlas.countries.values(), ...(isState ? atlas.states.values() : [])].filter(
    (shape) => shape !== area && !(isState && shape === unitedStates) && overlaps(shape.bounds, view),
  );
  const [x, y] = projection([longitude, latitude]) ?? [LOCATION_MAP_WIDTH / 2, LOCATION_MAP_HEIGHT / 2];
  return {
    width: LOCATION_MAP_WIDTH,
    height: LOCATION_MAP_HEIGHT,
    area: area ? draw(area.geometry) : "",
    context: neighbours.map((shape) => draw(shape.geometry)).filter(Boolean),
    dot: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 },
    areaName: area ? (isState ? area.name : place.country) : place.country,
  };
}
