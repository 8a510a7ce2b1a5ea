/**
 * The search form's worded options: the accreditation groups, the exact statuses under their group
 * and the seminary degree filters, each labelled with its count; the associations, the net price
 * and graduation rate bounds, the faith filters (with their counts) and the sort orders. Worded
 * where the search is answered (the page loader), so the page's JavaScript carries neither the
 * rules nor the labels.
 */
import { formatNumber } from "~/lib/format";
import { ACCREDITATION_GROUP_LABELS, ACCREDITATION_GROUPS, accreditationGroup } from "./accreditation";
import { ASSOCIATION_NAMES, ASSOCIATIONS } from "./associations";
import { FAITH_FILTER_LABELS, FAITH_FILTERS, type FaithFilter } from "./faith-filters";
import type { DegreeCounts, Facets, FaithCounts, SearchParams } from "./institution.schemas";
import {
  activePanelFilters,
  FILTER_NAMES,
  GRADUATION_RATE_CHOICES,
  NET_PRICE_CHOICES,
  type PanelFilterKey,
  type SearchSort,
} from "./search-options";
import { DEGREE_FILTER_LABELS, DEGREE_FILTERS } from "./seminary-degrees";

export interface LabelledOption {
  value: string;
  label: string;
  group?: string;
}

export interface SearchFilterOptions {
  accreditationGroups: LabelledOption[];
  accreditationStatuses: LabelledOption[];
  degrees: LabelledOption[];
  associations: LabelledOption[];
  netPrices: LabelledOption[];
  graduationRates: LabelledOption[];
  faith: Array<{ value: FaithFilter; label: string }>;
  sorts: Record<SearchSort, string>;
}

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  distance: "Distance (nearest first)",
  name: "Name (A-Z)",
  enrollment: "Enrollment (largest first)",
  tuition: "Tuition (lowest first)",
  net_price: "Net price after aid (lowest first)",
  graduation_rate: "Graduation rate (highest first)",
  graduates: "Graduates in the program (most first)",
};

/** The preset bounds, plus the one in the address when it is another amount. */
function choices(preset: readonly number[], chosen: number | undefined, label: (value: number) => string) {
  const values = chosen === undefined || preset.includes(chosen) ? preset : [...preset, chosen].sort((a, b) => a - b);
  return values.map((value) => ({ value: String(value), label: label(value) }));
}

const counted = (label: string, count: number) => `${label} (${formatNumber(count)})`;
const netPriceWords = (value: number) => `Up to $${formatNumber(value)} a year`;
const graduationRateWords = (value: number) => `${value}% or higher`;

export function searchFilterOptions(
  facets: Facets,
  degreeCounts: DegreeCounts,
  faithCounts: FaithCounts,
  params: Pick<SearchParams, "accreditation_status" | "max_net_price" | "min_graduation_rate">,
): SearchFilterOptions {
  const groupCounts = new Map(facets.accreditation_group.map((entry) => [entry.value, entry.count]));
  const statuses = [...facets.accreditation_status];
  // The chosen status stays on offer even when nothing matches it now.
  const selected = params.accreditation_status;
  if (selected && !statuses.some((entry) => entry.value === selected)) statuses.push({ value: selected, count: 0 });
  statuses.sort((a, b) => a.value.localeCompare(b.value, "en"));
  return {
    accreditationGroups: ACCREDITATION_GROUPS.map((group) => ({
      value: group,
      label: counted(ACCREDITATION_GROUP_LABELS[group], groupCounts.get(group) ?? 0),
    })),
    accreditationStatuses: ACCREDITATION_GROUPS.flatMap((group) =>
      statuses
        .filter((entry) => accreditationGroup(entry.value) === group)
        .map((entry) => ({
          value: entry.value,
          label: counted(entry.value, entry.count),
          group: ACCREDITATION_GROUP_LABELS[group],
        })),
    ),
    degrees: DEGREE_FILTERS.map((filter) => ({
      value: filter,
      label: counted(DEGREE_FILTER_LABELS[filter], degreeCounts[filter]),
    })),
    associations: ASSOCIATIONS.map((association) => ({
      value: association,
      label: `${association} member (${ASSOCIATION_NAMES[association]})`,
    })),
    netPrices: choices(NET_PRICE_CHOICES, params.max_net_price, netPriceWords),
    graduationRates: choices(GRADUATION_RATE_CHOICES, params.min_graduation_rate, graduationRateWords),
    faith: FAITH_FILTERS.map((filter) => ({
      value: filter,
      label: counted(FAITH_FILTER_LABELS[filter], faithCounts[filter]),
    })),
    sorts: SORT_LABELS,
  };
}

/** A filter the search has set, in words: "Type: Seminary", "Chapel required". */
export interface ActiveFilter {
  key: PanelFilterKey;
  words: string;
}

const isFaithFilter = (key: PanelFilterKey): key is FaithFilter => (FAITH_FILTERS as readonly string[]).includes(key);

/**
 * The Filters panel's filters that the search has set, each in the words of its control, so that a
 * closed panel still says what narrows the results. `regionNames` names the states ("TX": "Texas").
 */
export function activeFilters(params: SearchParams, regionNames: Record<string, string>): ActiveFilter[] {
  return activePanelFilters(params).map((key) => ({ key, words: filterWords(key, params, regionNames) }));
}

function filterWords(key: PanelFilterKey, params: SearchParams, regionNames: Record<string, string>): string {
  if (isFaithFilter(key)) return FAITH_FILTER_LABELS[key];
  const value = String(params[key]);
  const named = (words: string) => `${FILTER_NAMES[key]}: ${words}`;
  switch (key) {
    case "online_programs":
    case "financial_aid_available":
      return FILTER_NAMES[key];
    case "state":
      return named(regionNames[value] ?? value);
    case "accreditation_group":
      return named(params.accreditation_group ? ACCREDITATION_GROUP_LABELS[params.accreditation_group] : value);
    case "association":
      return named(`${value} member`);
    case "seminary_degree":
      return named(params.seminary_degree ? DEGREE_FILTER_LABELS[params.seminary_degree] : value);
    case "max_net_price":
      return named(netPriceWords(Number(value)));
    case "min_graduation_rate":
      return named(graduationRateWords(Number(value)));
    default:
      return named(value);
  }
}
