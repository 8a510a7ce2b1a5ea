import { ChevronLeft as chevronLeftDrawing, ChevronRight as chevronRightDrawing } from "lucide";
import { Link } from "react-router";
import { icon } from "~/components/ui/icon";

const ChevronLeft = icon(chevronLeftDrawing);
const ChevronRight = icon(chevronRightDrawing);

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/** Previous and Next pages, as plain links so they work without JavaScript. */
export function ArticlePagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Article pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
