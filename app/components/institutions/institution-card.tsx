import { Heart as heartDrawing } from "lucide";
import { Link } from "react-router";
import { CompareButton } from "~/components/compare/compare-button";
import { SaveInstitutionButton } from "~/components/favorites/save-institution-button";
import { CARD_ACTION_ON_PHONE } from "~/components/ui/card-action";
import { LazyImage } from "~/components/ui/lazy-image";
import { denominationLabel } from "~/domain/institutions/institution-labels";
import type { InstitutionCard as Card, SearchHit } from "~/domain/institutions/institution.schemas";
import { formatDistance, formatLocation, formatMoney } from "~/lib/format";
import { InstitutionCrest } from "./institution-crest";
import { icon } from "~/components/ui/icon";

const Heart = icon(heartDrawing);

interface Props {
  institution: Card & Pick<SearchHit, "distance_miles" | "figures" | "program">;
  /** The search (query string) the card was found by, so the detail page can lead back to it. */
  fromSearch?: string;
  /** The card's heading level: 2 where the cards sit right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /**
   * Search results: whether the visitor saved this school (undefined for a guest, who is offered
   * a sign-in instead). Cards elsewhere leave it out and show no Save action.
   */
  save?: { saved: boolean | undefined; signInHref: string };
}

/**
 * A school in a list: name, place and distance, type and denomination, size and tuition, the
 * program searched for with its graduates, the figures a search is ordered or bounded by (net
 * price, graduation rate), each with its source, with
 * Compare (and, in search results, Save). On a phone it is a dense row without the picture, so
 * that several fit on a screen; from the small breakpoint up it is a card with its picture. Text
 * rather than an icon per fact keeps a page of twenty results light.
 */
export function InstitutionCard({ institution, fromSearch, headingLevel = 3, save }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const distance = institution.distance_miles;
  const sources = [
    ...new Set([
      ...(institution.figures?.map((figure) => figure.source && `${figure.source}, ${figure.source_year}`) ?? []),
      institution.program?.source,
    ]),
  ]
    .filter(Boolean)
    .join("; ");
  return (
    <article className="group relative flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="hidden sm:block">
        {institution.image_path ? (
          <LazyImage src={institution.image_path} alt="" className="aspect-[16/9] w-full" />
        ) : (
          <InstitutionCrest
            name={institution.institution_name}
            denomination={institution.denomination}
            className="aspect-[16/9] w-full"
          />
        )}
      </div>
      <div className="flex flex-1 gap-3 p-3 sm:flex-col sm:gap-0 sm:p-5">
        <div className="min-w-0 flex-1 sm:flex sm:flex-col">
          <Heading className="font-serif text-base leading-snug font-bold text-brand-800 sm:text-lg">
            <Link
              to={`/institution/${institution.slug}`}
              state={fromSearch !== undefined ? { search: fromSearch } : undefined}
              className="after:absolute after:inset-0 hover:underline"
            >
              {institution.institution_name}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-slate-600 sm:mt-1">
            {formatLocation(institution)}
            {distance != null && (
              <>
                {" · "}
                <span className="font-semibold text-brand-700">{formatDistance(distance)}</span>
              </>
            )}
          </p>
          <p className="mt-0.5 text-sm text-slate-700 sm:mt-2">
            {[institution.institution_type, denominationLabel(institution)].filter(Boolean).join(" · ")}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 sm:mt-2">
            {institution.student_body_size_display ?? "Size not reported"}
            {" · "}
            {institution.tuition != null ? (
              <>
                {formatMoney(institution.tuition)} tuition
                {institution.tuition_year ? ` (${institution.tuition_year})` : ""}
              </>
            ) : (
              "Tuition not reported"
            )}
          </p>
          {institution.program && (
            <p data-program className="mt-0.5 text-sm font-semibold text-brand-800 sm:mt-2">
              {institution.program.text}
            </p>
          )}
          {institution.figures?.map((figure) => (
            <p key={figure.measure} data-figure={figure.measure} className="mt-0.5 text-sm text-slate-700 sm:mt-2">
              {figure.label}: <span className="font-semibold">{figure.display}</span>
            </p>
          ))}
          {sources && <p className="mt-0.5 text-xs text-slate-500">Source: {sources}</p>}
        </div>
        {/* Above the card's stretched link, so they can be pressed. */}
        <div className="relative z-10 flex shrink-0 flex-col items-stretch justify-center gap-2 sm:mt-auto sm:flex-row sm:items-center sm:justify-end sm:pt-4">
          <CompareButton slug={institution.slug} name={institution.institution_name} onCard={!!save} />
          {save &&
            (save.saved === undefined ? (
              <Link
                to={save.signInHref}
                className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${CARD_ACTION_ON_PHONE}`}
              >
                <Heart className="size-4" aria-hidden="true" />
                Save<span className="sr-only"> {institution.institution_name} (sign in first)</span>
              </Link>
            ) : (
              <SaveInstitutionButton
                institutionId={institution.id}
                initialSaved={save.saved}
                compact
                name={institution.institution_name}
              />
            ))}
        </div>
      </div>
    </article>
  );
}
