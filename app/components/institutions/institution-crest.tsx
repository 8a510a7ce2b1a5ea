import type { CSSProperties } from "react";

/**
 * A crest drawn from the school's initials, coloured by its denomination family: schools without a
 * photo get a distinct, readable emblem instead of a broken or generic image.
 */
const FAMILY_COLOURS: Record<string, [string, string]> = {
  Catholic: ["#7a1f2b", "#b8434f"],
  Baptist: ["#1d4e89", "#3f7cc4"],
  Methodist: ["#8a3b12", "#c4662b"],
  Lutheran: ["#2c3e7a", "#5569b0"],
  Presbyterian: ["#0f5c55", "#2b8f84"],
  Reformed: ["#3f2c70", "#6a53a6"],
  Pentecostal: ["#9c2f1c", "#d4553b"],
  Adventist: ["#215a36", "#3f8b5a"],
  Nazarene: ["#5a2a6e", "#8c4fa6"],
  Mennonite: ["#4d5a1e", "#7a8a35"],
  Evangelical: ["#114b6b", "#2f7ea6"],
  "Non-denominational": ["#1b3a68", "#2f5d9c"],
  Other: ["#4a4f5c", "#737a8c"],
};

const SMALL_WORDS = new Set(["of", "the", "and", "at", "in", "for", "de", "la", "del", "di", "do", "da", "&", "-"]);

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s&-]/gu, " ")
    .split(/\s+/)
    .filter((word) => word && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words.map((word) => word[0]!.toUpperCase()).join("");
  return letters.slice(0, 3) || "?";
}

export function crestColours(denomination: string | null): [string, string] {
  return FAMILY_COLOURS[denomination ?? "Other"] ?? FAMILY_COLOURS.Other!;
}

interface Props {
  name: string;
  denomination: string | null;
  className?: string;
}

/** Drawn by CSS (the crest class in app.css), so that a page of cards carries no per-card SVG. */
export function InstitutionCrest({ name, denomination, className }: Props) {
  const [dark, light] = crestColours(denomination);
  const initials = initialsOf(name);
  return (
    <div
      role="img"
      aria-label={`${name} crest`}
      className={`crest ${className ?? ""}`}
      style={{ "--crest-dark": dark, "--crest-light": light } as CSSProperties}
    >
      <span className={initials.length > 2 ? "crest-initials-long" : undefined}>{initials}</span>
    </div>
  );
}
