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

export function InstitutionCrest({ name, denomination, className }: Props) {
  const [dark, light] = crestColours(denomination);
  const initials = initialsOf(name);
  const id = `crest-${initials}-${dark.slice(1)}`;
  return (
    <svg
      viewBox="0 0 320 180"
      className={className}
      role="img"
      aria-label={`${name} crest`}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={dark} />
          <stop offset="1" stopColor={light} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <path
        d="M160 28 L206 44 V92 C206 122 186 142 160 154 C134 142 114 122 114 92 V44 Z"
        fill="rgba(255,255,255,0.14)"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="3"
      />
      <text
        x="160"
        y="104"
        textAnchor="middle"
        fontFamily="Georgia, Cambria, serif"
        fontWeight="700"
        fontSize={initials.length > 2 ? 30 : 36}
        fill="#ffffff"
        letterSpacing="1"
      >
        {initials}
      </text>
    </svg>
  );
}
