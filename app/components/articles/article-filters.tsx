import { Search as searchDrawing } from "lucide";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { icon } from "~/components/ui/icon";

const Search = icon(searchDrawing);

interface ArticleFilterValues {
  search: string;
  category: string;
  featured: boolean;
}

/** The listing address for these filters, from page 1, leaving out what is empty. */
export function articleListUrl(path: string, values: Partial<ArticleFilterValues> & { page?: number }) {
  const params = new URLSearchParams();
  if (values.search?.trim()) params.set("search", values.search.trim());
  if (values.category) params.set("category", values.category);
  if (values.featured) params.set("featured", "true");
  if (values.page && values.page > 1) params.set("page", String(values.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A GET form, so it works before (or without) JavaScript. With JavaScript the filters apply as
 * they change: the search box after a 300 ms pause, the select and checkbox at once, and
 * submitting never reloads the page.
 */
export function ArticleFilters({
  action,
  categories,
  values,
  withSearch = true,
  label,
}: {
  action: string;
  categories: string[];
  values: ArticleFilterValues;
  withSearch?: boolean;
  label: string;
}) {
  const navigate = useNavigate();
  // What the controls show; it runs ahead of the address while the next page loads.
  const [draft, setDraft] = useState(values);
  // The address may change without these controls (Back, a link): they follow it, except the
  // search box when the change is one it asked for while the user kept typing.
  const [seen, setSeen] = useState(values);
  const [requested, setRequested] = useState<string | null>(null);
  if (values.search !== seen.search || values.category !== seen.category || values.featured !== seen.featured) {
    setSeen(values);
    setDraft((current) => ({ ...values, search: values.search === requested ? current.search : values.search }));
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (next: ArticleFilterValues, replace = false) => {
    clearTimeout(timer.current);
    setRequested(next.search.trim());
    void navigate(articleListUrl(action, next), { replace, preventScrollReset: true });
  };
  const change = (patch: Partial<ArticleFilterValues>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    go(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(draft);
  };

  return (
    <form
      method="get"
      action={action}
      onSubmit={onSubmit}
      role="search"
      aria-label={label}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
    >
      {withSearch && (
        <div>
          <label htmlFor="article-search" className="block text-sm font-semibold text-slate-800">
            Search articles
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              id="article-search"
              type="search"
              name="search"
              value={draft.search}
              maxLength={200}
              autoComplete="off"
              placeholder="Try 'financial aid' or 'seminary'"
              onChange={(event) => {
                const next = { ...draft, search: event.target.value };
                setDraft(next);
                clearTimeout(timer.current);
                timer.current = setTimeout(() => go(next, true), SEARCH_DEBOUNCE_MS);
              }}
              className="min-h-11 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-500"
            />
          </div>
        </div>
      )}
      <div className={withSearch ? "" : "md:col-span-2"}>
        <label htmlFor="article-category" className="block text-sm font-semibold text-slate-800">
          Category
        </label>
        <select
          id="article-category"
          name="category"
          value={draft.category}
          onChange={(event) => change({ category: event.target.value })}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 md:min-w-56"
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          name="featured"
          value="true"
          checked={draft.featured}
          onChange={(event) => change({ featured: event.target.checked })}
          className="size-5 rounded border-slate-400 accent-brand-700"
        />
        Featured Only
      </label>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {withSearch ? "Search" : "Browse"}
      </button>
    </form>
  );
}
