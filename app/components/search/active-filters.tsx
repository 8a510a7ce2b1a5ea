import { X as xDrawing } from "lucide";
import { Link } from "react-router";
import { icon } from "~/components/ui/icon";
import type { ActiveFilter } from "~/domain/institutions/search-filter-options";
import { searchHrefWithout, type SearchAddress } from "~/domain/institutions/search-options";

const X = icon(xDrawing);

/**
 * The filters a search has set, named under the Filters panel (which stays closed until asked),
 * each a link to the same search without it.
 */
export function ActiveFilters({ filters, params }: { filters: ActiveFilter[]; params: SearchAddress }) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
      {filters.map(({ key, words }) => (
        <li key={key}>
          <Link
            to={searchHrefWithout(params, key)}
            preventScrollReset
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            <span className="sr-only">Remove filter </span>
            {words}
            <X className="size-4 shrink-0" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
