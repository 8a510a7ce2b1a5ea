import { ChevronLeft as chevronLeftDrawing, ChevronRight as chevronRightDrawing } from "lucide";
import { Link } from "react-router";
import { icon } from "~/components/ui/icon";

const ChevronLeft = icon(chevronLeftDrawing);
const ChevronRight = icon(chevronRightDrawing);

const MAX_PAGE_NUMBERS = 5;

/** At most five page numbers around the current one; null marks a gap ('...'). */
function pageNumbers(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= MAX_PAGE_NUMBERS) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const start = Math.min(Math.max(1, page - 2), totalPages - MAX_PAGE_NUMBERS + 1);
  const numbers: (number | null)[] = Array.from({ length: MAX_PAGE_NUMBERS }, (_, i) => start + i);
  if (start > 1) numbers.unshift(null);
  if (start + MAX_PAGE_NUMBERS - 1 < totalPages) numbers.push(null);
  return numbers;
}

interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}

const itemClass =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors";

/** Links, so paging works without JavaScript and every page has its own address. */
export function Pagination({ page, totalPages, hrefFor, label = "Pagination" }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={`${itemClass} border-slate-300 text-slate-700 hover:bg-slate-50`}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      {pageNumbers(page, totalPages).map((number, index) =>
        number === null ? (
          <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
            ...
          </span>
        ) : number === page ? (
          <span key={number} aria-current="page" className={`${itemClass} border-brand-700 bg-brand-700 text-white`}>
            <span className="sr-only">Page </span>
            {number}
          </span>
        ) : (
          <Link
            key={number}
            to={hrefFor(number)}
            className={`${itemClass} border-slate-300 text-slate-700 hover:bg-slate-50`}
            aria-label={`Page ${number}`}
          >
            {number}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={`${itemClass} border-slate-300 text-slate-700 hover:bg-slate-50`}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
