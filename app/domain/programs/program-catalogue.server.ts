/**
 * The program catalogue: every CIP 2020 family, series and program with the listed schools that
 * awarded it, and at which levels, in at least one year 2020-2024. Held in memory per data version
 * (programs, titles and schools all raise the institutions version), so the typeahead, the
 * Ministry Pathways counts and the program filters count without reading the programs again.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { readDataVersion } from "~/domain/institutions/search-index.server";
import { LISTED } from "~/domain/institutions/listed.server";
import { foldText } from "~/lib/fold-text";
import { versionedCache } from "~/lib/versioned-cache";
import { PROGRAM_ALIASES, type ProgramAlias } from "./program-aliases";
import { AWARD_LEVEL_TO_LEVEL, PROGRAM_LEVELS, PROGRAM_LEVEL_LABELS, type ProgramLevel } from "./program-levels";
import { COMPLETIONS_SOURCE } from "./program-sources";
import type { ProgramMatch, ProgramSearchParams, ProgramSearchResult } from "./programs.schemas";

export type CipKind = "family" | "series" | "program";

export interface CatalogueEntry {
  code: string;
  title: string;
  kind: CipKind;
  /** The family's code ("39"), the entry's own for a family. */
  family: string;
  /** The folded words of the title, for matching what people type. */
  words: string[];
}

export interface ProgramCatalogue {
  version: number;
  entries: CatalogueEntry[];
  byCode: Map<string, CatalogueEntry>;
  /** For each code (family, series and program): listed school id -> the levels it awarded (a bit per level). */
  offerings: Map<string, Map<number, number>>;
}

export function kindOfCode(code: string): CipKind {
  return code.length === 2 ? "family" : code.length === 5 ? "series" : "program";
}

/** The bit of each level in an offering's mask, and the mask of several levels (none: every level). */
const LEVEL_BIT = new Map(PROGRAM_LEVELS.map((level, index) => [level, 1 << index]));
export function levelMask(levels: readonly ProgramLevel[]): number {
  return levels.length
    ? levels.reduce((mask, level) => mask | LEVEL_BIT.get(level)!, 0)
    : (1 << PROGRAM_LEVELS.length) - 1;
}

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

async function loadCatalogue(db: Database): Promise<ProgramCatalogue> {
  return db.transaction(
    async (tx) => {
      const { rows: versions } = await tx.execute<{ version: string }>(
        sql`select version from data_versions where name = 'institutions'`,
      );
      const { rows: codes } = await tx.execute<{ code: string; title: string }>(
        sql`select code, title from cip_codes order by code`,
      );
      const { rows: offered } = await tx.execute<{ id: number; cip: string; award: number }>(sql`
        select p.institution_id as id, p.cip, p.award_level as award
          from institution_programs p
          join institutions i on i.id = p.institution_id and ${LISTED}`);
      const entries = codes.map((row) => ({
        code: row.code,
        title: row.title,
        kind: kindOfCode(row.code),
        family: row.code.slice(0, 2),
        words: wordsOf(row.title),
      }));
      const offerings = new Map<string, Map<number, number>>();
      const add = (code: string, id: number, mask: number) => {
        let schools = offerings.get(code);
        if (!schools) offerings.set(code, (schools = new Map()));
        schools.set(id, (schools.get(id) ?? 0) | mask);
      };
      for (const row of offered) {
        const level = AWARD_LEVEL_TO_LEVEL[row.award];
        if (!level) continue;
        for (const code of [row.cip, row.cip.slice(0, 5), row.cip.slice(0, 2)])
          add(code, row.id, LEVEL_BIT.get(level)!);
      }
      return {
        version: Number(versions[0]?.version ?? 0),
        entries,
        byCode: new Map(entries.map((entry) => [entry.code, entry])),
        offerings,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

const heldCatalogue = versionedCache(loadCatalogue);

/** The catalogue of the data version given (or read now), or of a later one. */
export async function programCatalogue(db: Database, dataVersion?: number): Promise<ProgramCatalogue> {
  return heldCatalogue(db, dataVersion ?? (await readDataVersion(db)));
}

/** The listed schools that awarded a code (or a program within it) at any of the levels (none: any level). */
export function schoolsOffering(
  catalogue: ProgramCatalogue,
  code: string,
  levels: readonly ProgramLevel[] = [],
): Set<number> {
  const mask = levelMask(levels);
  const schools = new Set<number>();
  for (const [id, offered] of catalogue.offerings.get(code) ?? []) if (offered & mask) schools.add(id);
  return schools;
}

/** How many schools awarded a code at each level (only levels with schools), within the levels asked. */
function countsByLevel(catalogue: ProgramCatalogue, code: string, levels: readonly ProgramLevel[]) {
  const schools = catalogue.offerings.get(code) ?? new Map<number, number>();
  return PROGRAM_LEVELS.filter((level) => !levels.length || levels.includes(level))
    .map((level) => {
      const bit = LEVEL_BIT.get(level)!;
      let count = 0;
      for (const offered of schools.values()) if (offered & bit) count++;
      return { level, label: PROGRAM_LEVEL_LABELS[level], schools: count };
    })
    .filter((entry) => entry.schools > 0);
}

/** "M.Div." -> "mdiv": what an alias is compared on. */
const compact = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, "");

/** A word of the query matches a title word it begins (a plural "s" of a longer word aside). */
function matchesWord(queryWord: string, titleWords: string[]) {
  const stem = queryWord.length > 4 && queryWord.endsWith("s") ? queryWord.slice(0, -1) : queryWord;
  return titleWords.some((word) => word.startsWith(queryWord) || word.startsWith(stem));
}

/** An alias matches the whole query, or a query of three letters or more begins it. */
function aliasMatches(alias: ProgramAlias, query: string): string | null {
  const typed = compact(query);
  if (!typed) return null;
  const word = alias.words.find((candidate) => {
    const written = compact(candidate);
    return written === typed || (typed.length >= 3 && written.startsWith(typed));
  });
  return word ?? null;
}

interface Candidate {
  entry: CatalogueEntry;
  levels: readonly ProgramLevel[] | null;
  alias: ProgramAlias | null;
  /** 0 an alias, 1 a title that begins with the query, 2 any other title or code match. */
  rank: number;
}

/**
 * The typeahead: the families, series and programs whose titles hold every word typed (or whose
 * code begins with it), and the everyday words for them (program-aliases.ts), each with the
 * listed schools that awarded it in at least one year 2020-2024. Only what some school awarded is
 * offered; aliases first, then titles that begin with the query, then by schools.
 */
export async function searchPrograms(
  db: Database,
  params: ProgramSearchParams,
  options: { dataVersion?: number } = {},
): Promise<ProgramSearchResult> {
  const catalogue = await programCatalogue(db, options.dataVersion);
  const asked = params.level;
  const candidates: Candidate[] = [];
  for (const alias of PROGRAM_ALIASES) {
    const entry = catalogue.byCode.get(alias.cip);
    if (entry && aliasMatches(alias, params.q)) {
      // A level asked for narrows the levels an alias names (or stands in for them).
      const named = alias.levels ?? null;
      const levels = named && asked.length ? named.filter((level) => asked.includes(level)) : named;
      if (levels && !levels.length) continue;
      candidates.push({ entry, levels, alias, rank: 0 });
    }
  }
  const folded = foldText(params.q);
  const queryWords = wordsOf(params.q);
  const isCode = /^\d{2}(\.\d{0,4})?$/.test(params.q.trim());
  for (const entry of catalogue.entries) {
    if (
      isCode
        ? entry.code.startsWith(params.q.trim())
        : queryWords.length && queryWords.every((word) => matchesWord(word, entry.words))
    ) {
      candidates.push({
        entry,
        levels: null,
        alias: null,
        rank: !isCode && foldText(entry.title).startsWith(folded) ? 1 : 2,
      });
    }
  }

  const seen = new Set<string>();
  const matches: (ProgramMatch & { rank: number })[] = [];
  for (const candidate of candidates) {
    const levels = candidate.levels ?? asked;
    const key = `${candidate.entry.code}|${levels.join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const schools = schoolsOffering(catalogue, candidate.entry.code, levels).size;
    if (!schools) continue;
    matches.push({ ...describeMatch(catalogue, candidate, levels, schools), rank: candidate.rank });
  }
  matches.sort((a, b) => a.rank - b.rank || b.schools - a.schools || a.code.localeCompare(b.code));
  // A series with one program of the same title (Social Work: 44.07 and 44.0701) is one match.
  const shown = matches.filter(
    (match, index) =>
      !matches.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.title === match.title &&
          other.schools === match.schools &&
          other.code.length < match.code.length &&
          match.code.startsWith(other.code),
      ),
  );
  return {
    q: params.q,
    level: asked,
    programs: shown.slice(0, params.limit).map(({ rank: _rank, ...match }) => match),
    source: { name: COMPLETIONS_SOURCE.name, year: COMPLETIONS_SOURCE.years },
  };
}

/**
 * The program words name, as the typeahead would list it first (a CIP code names itself): what a
 * search form sent without JavaScript asks for. Null when nothing any school awarded matches.
 */
export async function findProgramByWords(
  db: Database,
  words: string,
  dataVersion?: number,
): Promise<Pick<ProgramMatch, "code" | "levels"> | null> {
  const { programs } = await searchPrograms(db, { q: words, level: [], limit: 1 }, { dataVersion });
  return programs[0] ?? null;
}

function describeMatch(
  catalogue: ProgramCatalogue,
  candidate: Candidate,
  levels: readonly ProgramLevel[],
  schools: number,
): ProgramMatch {
  const { entry, alias } = candidate;
  const family = entry.kind === "family" ? null : catalogue.byCode.get(entry.family);
  const named = candidate.levels?.length
    ? candidate.levels.map((level) => PROGRAM_LEVEL_LABELS[level]).join(" or ")
    : null;
  const label = `${entry.title}${named ? `, ${named}` : ""}${alias ? ` (${alias.label})` : ""}`;
  return {
    code: entry.code,
    title: entry.title,
    kind: entry.kind,
    family: family ? { code: family.code, title: family.title } : null,
    levels: candidate.levels ? [...candidate.levels] : null,
    label,
    matched_alias: alias?.label ?? null,
    schools,
    schools_by_level: countsByLevel(catalogue, entry.code, levels),
  };
}
