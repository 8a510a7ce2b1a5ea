import type { Institution } from "~/domain/institutions/institution.schemas";
import { isPageKind, listedBecauseDate, pageKindInWords } from "~/domain/institutions/listed-because";

interface Props {
  listed: Institution["listed_because"];
  className?: string;
}

/**
 * "Listed because: <what the source states> — <source> (<kind of page>), <year or date read>", the
 * source linked: why the school is in the directory at all.
 */
export function ListedBecause({ listed, className }: Props) {
  if (!listed) return null;
  const words = isPageKind(listed.kind) ? `“${listed.quote}”` : listed.quote;
  const kind = pageKindInWords(listed.kind);
  return (
    <p className={className} data-testid="listed-because">
      <span className="font-semibold text-slate-800">Listed because: </span>
      <span className="text-slate-800">{words}</span>
      {" — "}
      <a
        href={listed.url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {listed.source}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {`${kind ? ` (${kind})` : ""}, ${listedBecauseDate(listed)}`}
    </p>
  );
}

/** The page a founding year was read from, with its words, when the year comes from a checked page. */
export function FoundedEvidence({
  institution,
  className,
}: {
  institution: Pick<Institution, "founded_year" | "founded_source" | "founded_source_url" | "founded_quote">;
  className?: string;
}) {
  const { founded_year: year, founded_source: source, founded_source_url: url, founded_quote: quote } = institution;
  if (!year || !url) return null;
  return (
    <p className={className} data-testid="founded-evidence">
      <span className="font-semibold text-slate-800">Founded {year}: </span>
      {quote && <span className="text-slate-800">{`“${quote}” — `}</span>}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {source ?? url}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
