import { Columns3 as columns3Drawing, X as xDrawing } from "lucide";
import { useRef } from "react";
import { Link } from "react-router";
import { compareHref, MAX_COMPARE } from "~/domain/compare/compare-options";
import { useCompareList } from "./compare-list";
import { icon } from "~/components/ui/icon";

const Columns3 = icon(columns3Drawing);
const X = icon(xDrawing);

/** The tray's panel: the list with its Remove buttons, Compare now, and the last message. */
export default function CompareTrayPanel() {
  const { items, message, remove } = useCompareList();
  const list = useRef<HTMLUListElement>(null);

  /** Keeps the keyboard in the tray: focus moves to the next school's Remove, or to the page when none is left. */
  function removeAt(index: number) {
    remove(items[index]!.slug);
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll("button");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById("main"))?.focus();
    });
  }
  return (
    <section
      aria-labelledby="compare-tray-heading"
      className="no-print sticky bottom-0 z-30 border-t border-brand-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6 lg:grid-cols-[auto_1fr_auto] lg:px-8">
        <h2 id="compare-tray-heading" className="flex items-center gap-2 font-semibold text-brand-800">
          <Columns3 className="size-5" aria-hidden="true" />
          Compare ({items.length} of {MAX_COMPARE})
        </h2>
        {/* One line on a phone that scrolls sideways, so the tray never covers much of the page. */}
        <ul
          ref={list}
          className="col-span-2 row-start-2 flex min-w-0 gap-2 overflow-x-auto pb-1 lg:col-span-1 lg:row-start-1 lg:col-start-2 lg:flex-wrap lg:overflow-visible lg:pb-0"
        >
          {items.map((item, index) => (
            <li
              key={item.slug}
              className="flex max-w-64 shrink-0 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="truncate">{item.institution_name}</span>
              <button
                type="button"
                onClick={() => removeAt(index)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              >
                <X className="size-4" aria-hidden="true" />
                <span className="sr-only">Remove {item.institution_name} from compare</span>
              </button>
            </li>
          ))}
        </ul>
        <Link
          to={compareHref(items.map((item) => item.slug))}
          className="col-start-2 row-start-1 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 lg:col-start-3"
        >
          Compare now
        </Link>
        {message && <p className="col-span-2 text-sm font-medium text-amber-900 lg:col-span-3">{message}</p>}
      </div>
    </section>
  );
}
