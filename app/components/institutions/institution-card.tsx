import { MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { CompareButton } from "~/components/compare/compare-button";
import { LazyImage } from "~/components/ui/lazy-image";
import type { InstitutionCard as Card } from "~/domain/institutions/institution.schemas";
import { formatLocation, formatNumber } from "~/lib/format";
import { InstitutionCrest } from "./institution-crest";

interface Props {
  institution: Card;
  /** The search (query string) the card was found by, so the detail page can lead back to it. */
  fromSearch?: string;
  /** The card's heading level: 2 where the cards sit right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

export function InstitutionCard({ institution, fromSearch, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {institution.image_path ? (
        <LazyImage src={institution.image_path} alt="" className="aspect-[16/9] w-full" />
      ) : (
        <InstitutionCrest
          name={institution.institution_name}
          denomination={institution.denomination}
          className="aspect-[16/9] w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-lg font-bold text-brand-800">
          <Link
            to={`/institution/${institution.slug}`}
            state={fromSearch !== undefined ? { search: fromSearch } : undefined}
            className="after:absolute after:inset-0 hover:underline"
          >
            {institution.institution_name}
          </Link>
        </Heading>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {formatLocation(institution)}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
            {institution.institution_type}
          </span>
          {institution.denomination && (
            <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-medium text-gold-700">
              {institution.denomination}
            </span>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          {institution.student_body_size != null && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <Users className="size-4 shrink-0" aria-hidden="true" />
              {formatNumber(institution.student_body_size)} students
            </p>
          )}
          {/* Above the card's stretched link, so it can be pressed. */}
          <CompareButton
            slug={institution.slug}
            name={institution.institution_name}
            className="relative z-10 ml-auto"
          />
        </div>
      </div>
    </article>
  );
}
