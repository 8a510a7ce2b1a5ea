import { List as listDrawing, Map as mapIconDrawing } from "lucide";
import { Link, useLocation } from "react-router";
import type { SearchView } from "~/domain/institutions/search-options";
import { icon } from "~/components/ui/icon";

const List = icon(listDrawing);
const MapIcon = icon(mapIconDrawing);

const VIEWS: { view: SearchView; label: string; Icon: typeof List }[] = [
  { view: "list", label: "List", Icon: List },
  { view: "map", label: "Map", Icon: MapIcon },
];

/**
 * List or map: plain links that keep the search and change only `view`, so the choice is in the
 * address (shareable, Back works) and works before JavaScript has loaded.
 */
export function SearchViewToggle({ view }: { view: SearchView }) {
  const location = useLocation();
  const hrefFor = (next: SearchView) => {
    const query = new URLSearchParams(location.search);
    if (next === "map") query.set("view", "map");
    else query.delete("view");
    const search = query.toString();
    return search ? `/search?${search}` : "/search";
  };
  return (
    <nav aria-label="Show results as" className="ml-auto inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {VIEWS.map(({ view: option, label, Icon }) => {
        const isCurrent = option === view;
        return (
          <Link
            key={option}
            to={hrefFor(option)}
            preventScrollReset
            aria-current={isCurrent ? "page" : undefined}
            className={`inline-flex min-h-10 items-center gap-2 rounded-md px-4 font-semibold ${
              isCurrent ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"
            }`}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
