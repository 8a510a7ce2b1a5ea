import { Search as searchIconDrawing } from "lucide";
import { icon } from "~/components/ui/icon";
import { MAX_QUERY_LENGTH } from "~/domain/institutions/search-options";

const SearchIcon = icon(searchIconDrawing);

/**
 * The directory's search box and its Search button (the home page's and the search page's): the
 * query field `q`, labelled for screen readers. Given `value`, the page holds what is typed.
 */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value?: string;
  onChange?: (text: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
          placeholder={placeholder}
          autoComplete={value === undefined ? undefined : "off"}
          maxLength={MAX_QUERY_LENGTH}
          className="min-h-12 w-full rounded-lg border border-slate-300 py-3 pr-3 pl-10 text-base focus:border-brand-500"
        />
      </div>
      <button
        type="submit"
        className="min-h-12 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </div>
  );
}
