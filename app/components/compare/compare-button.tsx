import { Check as checkDrawing, Columns3 as columns3Drawing } from "lucide";
import { CARD_ACTION_ON_PHONE } from "~/components/ui/card-action";
import { useCompareList } from "./compare-list";
import { icon } from "~/components/ui/icon";

const Check = icon(checkDrawing);
const Columns3 = icon(columns3Drawing);

/**
 * Adds a school to the compare tray, or takes it out again (a toggle button). Without JavaScript
 * the same form opens the compare page with this school.
 */
export function CompareButton({
  slug,
  name,
  className = "",
  onCard = false,
}: {
  slug: string;
  name: string;
  className?: string;
  /** On a result card: shaped for a phone (see CARD_ACTION_ON_PHONE). */
  onCard?: boolean;
}) {
  const { has, add, remove, isReady } = useCompareList();
  const selected = isReady && has(slug);
  return (
    <form
      method="get"
      action="/compare"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) remove(slug);
        else add({ slug, institution_name: name });
      }}
    >
      <input type="hidden" name="schools" value={slug} />
      <button
        type="submit"
        aria-pressed={selected}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors ${
          onCard ? CARD_ACTION_ON_PHONE : ""
        } ${
          selected
            ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
            : "border-brand-700 bg-white text-brand-700 hover:bg-brand-50"
        }`}
      >
        {selected ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Columns3 className="size-4" aria-hidden="true" />
        )}
        Compare<span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}
