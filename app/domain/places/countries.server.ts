/**
 * Country names, as the directory writes them: the English names of ISO 3166-1 from the
 * `i18n-iso-countries` package (its first name for each code), except where that first name is a
 * formal long form and the package also carries the everyday one ("United States" rather than
 * "United States of America"). Every name written comes from the package's own list.
 */
import { createRequire } from "node:module";
import type * as IsoCountries from "i18n-iso-countries";
import { sortCountries } from "~/domain/institutions/search-options";
import { foldText } from "~/lib/fold-text";

const require = createRequire(import.meta.url);

/** Codes whose everyday name (one of the package's names for the code) is used instead of the first. */
export const EVERYDAY_NAMES: Record<string, string> = {
  US: "United States",
  TW: "Taiwan",
  TZ: "Tanzania",
  PS: "Palestine",
  IR: "Iran",
  RU: "Russia",
  CI: "Côte d'Ivoire",
};

interface Countries {
  /** ISO alpha-2 code -> the name the directory writes. */
  names: Map<string, string>;
  /** Every name the package knows (folded), and ours -> code. */
  codes: Map<string, string>;
}

let loaded: Countries | undefined;

function countries(): Countries {
  if (loaded) return loaded;
  const iso = require("i18n-iso-countries") as typeof IsoCountries;
  iso.registerLocale(require("i18n-iso-countries/langs/en.json") as IsoCountries.LocaleData);
  const all = iso.getNames("en", { select: "all" }) as Record<string, string[]>;
  const names = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const [code, list] of Object.entries(all)) {
    const everyday = EVERYDAY_NAMES[code];
    if (everyday && !list.includes(everyday)) throw new Error(`"${everyday}" is not a name of ${code}`);
    names.set(code, everyday ?? list[0]!);
    for (const name of list) codes.set(foldText(name), code);
  }
  for (const [code, name] of names) codes.set(foldText(name), code);
  return (loaded = { names, codes });
}

/** 'KR' -> 'South Korea'; undefined for a code ISO 3166-1 does not have. */
export function countryName(code: string): string | undefined {
  return countries().names.get(code.toUpperCase());
}

/** Any English name the package knows for a country ('Republic of Korea', 'south korea') -> 'KR'. */
export function countryCode(name: string): string | undefined {
  return countries().codes.get(foldText(name.trim()));
}

/** The name the directory writes for a country however it is spelled, or undefined when unknown. */
export function canonicalCountryName(name: string): string | undefined {
  const code = countryCode(name);
  return code ? countryName(code) : undefined;
}

/** Every country name the directory writes, alphabetically. */
export function allCountryNames(): string[] {
  return [...countries().names.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/** The country choices of a form: United States, Canada, United Kingdom, then the rest alphabetically. */
export function countryChoices(): string[] {
  return sortCountries(allCountryNames(), (name) => name);
}
