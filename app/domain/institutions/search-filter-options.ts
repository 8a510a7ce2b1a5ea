/**
 * The search form's options for the accreditation groups, the exact statuses under their group and
 * the seminary degree filters, each labelled with its count. Worded where the search is answered
 * (the page loader), so the page's JavaScript carries neither the grouping rule nor the labels.
 */
import { formatNumber } from "~/lib/format";
import { ACCREDITATION_GROUP_LABELS, ACCREDITATION_GROUPS, accreditationGroup } from "./accreditation";
import type { DegreeCounts, Facets, SearchParams } from "./institution.schemas";
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
}

const counted = (label: string, count: number) => `${label} (${formatNumber(count)})`;

export function searchFilterOptions(
  facets: Facets,
  degreeCounts: DegreeCounts,
  params: Pick<SearchParams, "accreditation_status">,
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
  };
}
