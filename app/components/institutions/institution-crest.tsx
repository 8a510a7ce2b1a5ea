const SMALL_WORDS = new Set(["of", "the", "and", "at", "in", "for", "de", "la", "del", "di", "do", "da", "&", "-"]);

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => word[0]!.toUpperCase()).join("");
  return letters.slice(0, 3) || "?";
}

interface Props {
  name: string;
  denomination: string | null;
  className?: string;
}

/**
 * A crest drawn from the school's initials, coloured by its denomination family: schools without a
 * photo get a distinct, readable emblem instead of a broken or generic image. Drawn by CSS (the
 * crest class in app.css, coloured by `data-family`), so that a page of cards carries no SVG.
 */
export function InstitutionCrest({ name, denomination, className }: Props) {
  const initials = initialsOf(name);
  return (
    <div
      role="img"
      aria-label={`${name} crest`}
      className={`crest ${className ?? ""}`}
      data-family={denomination ?? "Other"}
    >
      <span className={initials.length > 2 ? "crest-initials-long" : undefined}>{initials}</span>
    </div>
  );
}
