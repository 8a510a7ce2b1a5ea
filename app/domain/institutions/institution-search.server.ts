/**
 * Institution search: everything a plain substring match finds, plus accent-folding, typo
 * tolerance on names, St./Saint and state-name aliases and multi-word queries in any order.
 *
 * A row matches the text when any of these holds (each backed by a GIN index):
 * - `search_text` (folded text of the searched columns) contains the query or one of its spellings;
 * - `search_document` (weighted tsvector) matches every query word, stemmed, in any order;
 * - the query is word-similar to the name (pg_trgm `<%`): 'Wheaten' -> Wheaton College;
 * - the whole query names a U.S. state and the row is in it.
 *
 * Ranking with a query: exact name (or alias), then name prefix, then relevance (ts_rank +
 * trigram similarity), then name. When more than RANK_ALL_LIMIT rows match, only the name-prefix
 * candidates (at most RANKED_CANDIDATES, found through a btree) are ranked and every other match
 * follows in name order, so a one-word query matching half the directory stays cheap.
 *
 * PostgreSQL answers the text match and its ranking once per query and data version; the search
 * index (search-index.server.ts) does the rest in memory: filters, radius, exact facet counts,
 * orders and pages. A page then costs one query, for its cards.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrollmentMeasure } from "~/db/current-facts";
import { enrollmentDisplay } from "./current-fact-labels";
import { requirePlace } from "~/domain/places/places.server";
import type {
  InstitutionCard,
  InstitutionSummary,
  SearchHit,
  SearchHitProgram,
  SearchOrigin,
  SearchParams,
  SearchResult,
} from "./institution.schemas";
import { LISTED } from "./listed.server";
import { effectiveSort, FACETS, radiusMiles } from "./search-options";
import type { OutcomeMeasure } from "~/domain/outcomes/outcome-measures";
import { listInstitutionOutcomes } from "~/domain/outcomes/outcomes.server";
import {
  countDegrees,
  countFacets,
  countFaith,
  countLevels,
  filterCodes,
  filteredRows,
} from "./search-index-counts.server";
import { distancesFrom, pageOf, programFigures, sortedRows, type RowOrder } from "./search-index-order.server";
import { associationBit, degreeBit, faithMask, INDEX_SORTS, type IndexSort } from "./search-index-rows.server";
import {
  heldCards,
  holdCards,
  programColumn,
  searchIndex,
  subset,
  type ProgramColumn,
  type SearchIndex,
  type Subset,
} from "./search-index.server";
import { levelMask } from "~/domain/programs/program-catalogue.server";
import {
  isProgramLevel,
  PROGRAM_LEVEL_LABELS,
  PROGRAM_LEVELS,
  type ProgramLevel,
} from "~/domain/programs/program-levels";
import { COMPLETIONS_SOURCE } from "~/domain/programs/program-sources";
import { escapeLike, parseSearchQuery, type ParsedQuery } from "./search-query";

/** Up to this many matches are ranked in full. */
export const RANK_ALL_LIMIT = 2000;
/** Broad queries rank at most this many name-prefix candidates per spelling before the rest (in name order). */
export const RANKED_CANDIDATES = 200;
/** Trigram similarity needs a few letters to mean anything. */
const MIN_FUZZY_QUERY = 4;
/**
 * Typo-tolerant name matches are added when the exact matches are fewer than this. A misspelt
 * name finds (almost) nothing exactly; a common word like 'university' needs no typo tolerance,
 * and testing word similarity against every row would make it slow.
 */
export const FUZZY_BELOW = 50;

const CARD_COLUMNS = sql.raw(
  `id, slug, institution_name, city, state_province, country, institution_type, denomination,
   tradition, accreditation_status, student_body_size, student_body_size_measure, image_path, online_programs,
   financial_aid_available, tuition, tuition_year, tuition_source`,
);

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const or = (conditions: SQL[]) => (conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`);
const folded = (value: string) => sql`lower(f_unaccent(${value}))`;
const idArray = (ids: Iterable<number>) => sql`${`{${[...ids].join(",")}}`}::int[]`;

/** The fields that name a school and place it: the start of every card (and of the admin search's items). */
export function institutionSummary(card: InstitutionCard): InstitutionSummary {
  return {
    id: card.id,
    slug: card.slug,
    institution_name: card.institution_name,
    city: card.city,
    state_province: card.state_province,
    country: card.country,
    institution_type: card.institution_type,
  };
}

/** The place a search is around, or null without `near`; an unknown place is an `invalid` error. */
function searchOrigin(params: Pick<SearchParams, "near" | "radius">): SearchOrigin | null {
  if (!params.near) return null;
  return { query: params.near, ...requirePlace(params.near), radius_miles: radiusMiles(params.radius) };
}

/** The full-text query: terms joined by &&, alternatives by ||; never a syntax error whatever was typed. */
function tsQuery(query: ParsedQuery): SQL | null {
  if (!query.terms.length) return null;
  const terms = query.terms.map((alternatives) => {
    const parts = alternatives.map((alternative) => {
      const words = alternative.words.join(" ");
      if (alternative.prefix) return sql`to_tsquery('english', ${`${alternative.words[0]}:*`})`;
      return alternative.words.length > 1
        ? sql`phraseto_tsquery('english', ${words})`
        : sql`plainto_tsquery('english', ${words})`;
    });
    return sql`(${sql.join(parts, sql` || `)})`;
  });
  return sql`(${sql.join(terms, sql` && `)})`;
}

/** `fuzzy` adds the typo-tolerant name match, which is worth its cost only for rare queries. */
function matchCondition(query: ParsedQuery, fuzzy: boolean): SQL {
  const parts = query.variants.map((variant) => sql`search_text like ${folded(`%${escapeLike(variant)}%`)}`);
  const fullText = tsQuery(query);
  if (fullText) parts.push(sql`search_document @@ ${fullText}`);
  if (fuzzy) {
    // Each word must be close to a word of the name: 'wheaten colege' finds Wheaton College, but
    // 'moody bible institute' does not find every other '... Bible Institute'.
    const words = query.words.filter((word) => word.length >= 3);
    if (words.length) parts.push(sql`(${and(words.map((word) => sql`${folded(word)} <% name_search`))})`);
  }
  if (query.stateCodes.length) {
    parts.push(sql`(country = 'United States' and state_province in (${sql.join(query.stateCodes, sql`, `)}))`);
  }
  return or(parts);
}

/** `^@` (starts with) is answered by the text_pattern_ops btree; LIKE would pick the trigram index. */
function prefixCondition(query: ParsedQuery): SQL {
  return or(query.variants.map((variant) => sql`name_search ^@ ${folded(variant)}`));
}

/**
 * 0: the name (or one of its aliases) is the query; 1: the name starts with it; 2: anything else.
 * The cheap LIKE tests on `name_search` come first, so the folding functions run on few rows.
 */
function tierExpression(query: ParsedQuery): SQL {
  const variants = sql.join(
    query.variants.map((variant) => folded(variant)),
    sql`, `,
  );
  const inName = or(query.variants.map((variant) => sql`name_search like ${folded(`%${escapeLike(variant)}%`)}`));
  return sql`case
    when ${prefixCondition(query)} then case when lower(f_unaccent(institution_name)) in (${variants}) then 0 else 1 end
    when alias is not null and ${inName}
      and regexp_split_to_array(lower(f_unaccent(alias)), '\\s*\\|\\s*') && array[${variants}] then 0
    else 2 end`;
}

function relevanceExpression(query: ParsedQuery): SQL {
  const text = folded(query.text);
  const fullText = tsQuery(query);
  const rank = fullText ? sql`ts_rank(search_document, ${fullText})` : sql`0`;
  return sql`(${rank} + word_similarity(${text}, name_search) + 0.5 * similarity(${text}, name_search))`;
}

// ---------------------------------------------------------------------------------------------
// The text match, ranked: once per query and data version

async function matchingIds(db: Database, query: ParsedQuery, fuzzy: boolean): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from institutions where ${matchCondition(query, fuzzy)}`,
  );
  return rows.map((row) => row.id);
}

/** The rows matching the text, best first. */
async function textMatches(
  db: Database,
  index: SearchIndex,
  query: ParsedQuery,
  rankAllLimit: number,
): Promise<Subset> {
  const key = `text ${JSON.stringify([query.variants, query.terms, query.stateCodes, rankAllLimit])}`;
  const known = index.subsets.get(key);
  if (known) return subset(index, key, () => known.rows);

  let ids = await matchingIds(db, query, false);
  let fuzzy = false;
  if (query.text.length >= MIN_FUZZY_QUERY && ids.length < FUZZY_BELOW) {
    ids = await matchingIds(db, query, true);
    fuzzy = true;
  }
  const ranking = sql`${tierExpression(query)}, ${relevanceExpression(query)} desc, institution_name, id`;
  let ranked: number[];
  if (ids.length <= rankAllLimit) {
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from institutions where id = any(${idArray(ids)}) order by ${ranking}`,
    );
    ranked = rows.map((row) => row.id);
  } else {
    // One ordered index scan per spelling, each stopping after RANKED_CANDIDATES rows; every
    // other match follows in name order.
    const match = matchCondition(query, fuzzy);
    const perSpelling = query.variants.map(
      (variant) => sql`(select id from institutions where ${match} and name_search ^@ ${folded(variant)}
        order by name_search using ~<~, id limit ${RANKED_CANDIDATES})`,
    );
    const { rows } = await db.execute<{ id: number }>(
      sql`select id from institutions where id in (${sql.join(perSpelling, sql` union `)}) order by ${ranking}`,
    );
    ranked = rows.map((row) => row.id);
    const candidates = new Set(ranked);
    const others = ids.filter((id) => !candidates.has(id) && index.rowOfId.has(id));
    others.sort((a, b) => index.rank.name[index.rowOfId.get(a)!]! - index.rank.name[index.rowOfId.get(b)!]!);
    ranked.push(...others);
  }
  // A row added since the index was read is left out until the index catches up.
  const rows = ranked.map((id) => index.rowOfId.get(id)).filter((row): row is number => row !== undefined);
  return subset(index, key, () => Int32Array.from(rows));
}

// ---------------------------------------------------------------------------------------------

export interface SearchOptions {
  /** Tests lower it to exercise the broad-query ranking on the small real data set. */
  rankAllLimit?: number;
  /** The institutions data version when the request already read it (the guest cache does). */
  dataVersion?: number;
}

/** What a search narrows the directory to before its facet filters, and how far each row is. */
interface Narrowed {
  index: SearchIndex;
  query: ParsedQuery | null;
  origin: SearchOrigin | null;
  miles: Float64Array | null;
  /** With program (or level): what the rows awarded of the code ("" for any program), and the levels asked. */
  program: { column: ProgramColumn; mask: number } | null;
  set: Subset;
}

/** The levels of a search's `level` ("bachelor,master"); none for every level. */
function levelsOf(params: Pick<SearchParams, "level">): ProgramLevel[] {
  return (params.level ?? "").split(",").filter(isProgramLevel);
}

async function narrowed(db: Database, params: SearchParams, options: SearchOptions): Promise<Narrowed> {
  const index = await searchIndex(db, options.dataVersion);
  const parsed = params.q ? parseSearchQuery(params.q) : null;
  const query = parsed?.text ? parsed : null;
  const origin = searchOrigin(params);
  const miles = origin ? distancesFrom(index, origin) : null;
  const base = query ? await textMatches(db, index, query, options.rankAllLimit ?? RANK_ALL_LIMIT) : index.all;
  const program =
    params.program || params.level
      ? { column: await programColumn(db, index, params.program ?? ""), mask: levelMask(levelsOf(params)) }
      : null;

  const online = params.online_programs;
  const aid = params.financial_aid_available;
  const member = params.association === undefined ? 0 : associationBit(params.association);
  const faith = faithMask(params);
  const degree = params.seminary_degree === undefined ? 0 : degreeBit(params.seminary_degree);
  const radius = origin?.radius_miles ?? null;
  const maxNetPrice = params.max_net_price;
  // Percent in the address, a fraction in the data.
  const minGraduation = params.min_graduation_rate === undefined ? undefined : params.min_graduation_rate / 100;
  if (
    online === undefined &&
    aid === undefined &&
    params.association === undefined &&
    !faith &&
    params.seminary_degree === undefined &&
    radius === null &&
    maxNetPrice === undefined &&
    minGraduation === undefined &&
    !program
  ) {
    return { index, query, origin, miles, program, set: base };
  }
  const key = JSON.stringify([
    query ? [query.variants, query.terms, query.stateCodes, options.rankAllLimit ?? RANK_ALL_LIMIT] : null,
    online ?? null,
    aid ?? null,
    params.association ?? null,
    faith,
    params.seminary_degree ?? null,
    radius === null ? null : [origin!.latitude, origin!.longitude, radius],
    maxNetPrice ?? null,
    minGraduation ?? null,
    program ? [program.column.code, program.mask] : null,
  ]);
  const offered = program?.column.levels;
  const levels = program?.mask ?? 0;
  const set = subset(index, key, () =>
    base.rows.filter(
      (row) =>
        (online === undefined || index.online[row] === (online ? 1 : 0)) &&
        (aid === undefined || index.aid[row] === (aid ? 1 : 0)) &&
        (params.association === undefined || (index.associations[row]! & member) !== 0) &&
        (index.faith[row]! & faith) === faith &&
        (degree === 0 || (index.degrees[row]! & degree) !== 0) &&
        // No coordinates (NaN) is never within the radius; no reported figure (NaN) never passes a bound.
        (radius === null || miles![row]! <= radius) &&
        (maxNetPrice === undefined || index.netPrice[row]! <= maxNetPrice) &&
        (minGraduation === undefined || index.graduationRate[row]! >= minGraduation - 1e-9) &&
        (offered === undefined || (offered[row]! & levels) !== 0),
    ),
  );
  return { index, query, origin, miles, program, set };
}

/**
 * The SQL condition selecting every row a search matches (its filters and its text match, with
 * the typo tolerance the search itself would use), for views of the whole result set.
 */
export async function searchCondition(
  db: Database,
  params: SearchParams,
  options: Pick<SearchOptions, "dataVersion"> = {},
): Promise<SQL> {
  const { index, set } = await narrowed(db, params, options);
  const tests = filterCodes(index, params);
  if (set === index.all && !tests.length) return LISTED;
  const rows = filteredRows(set.rows, tests);
  return sql`id = any(${idArray(Array.from(rows, (row) => index.ids[row]!))})`;
}

/** A search's matches that pass its facet filters, in the order it is shown, with what the cards need. */
interface Ordered {
  narrowed: Narrowed;
  sort: ReturnType<typeof effectiveSort>;
  ordered: Int32Array;
  orderKey: string;
  tests: Array<[Uint16Array, number]>;
  filtersKey: string;
  /** With program: each row's graduates in it and their year. */
  figures: ReturnType<typeof programFigures> | null;
}

async function orderedMatches(db: Database, params: SearchParams, options: SearchOptions): Promise<Ordered> {
  const found = await narrowed(db, params, options);
  const { index, query, origin, miles, program, set } = found;
  const tests = filterCodes(index, params);
  const filtersKey = JSON.stringify(FACETS.map((facet) => params[facet] ?? null));
  const sort = effectiveSort({
    sort: params.sort,
    q: query ? params.q : undefined,
    near: origin?.query,
    program: program?.column.code || undefined,
  });
  const figures = program?.column.code ? programFigures(index, program.column, program.mask) : null;
  const indexSort = (INDEX_SORTS as readonly string[]).includes(sort) ? (sort as IndexSort) : "name";
  let order: RowOrder | "relevance" = indexSort;
  if (sort === "relevance" && query) order = "relevance";
  else if (sort === "distance" && origin && miles)
    order = { distanceKey: `${origin.latitude},${origin.longitude}`, miles };
  else if (sort === "graduates" && figures && program)
    order = { graduatesKey: `${program.column.code} ${program.mask}`, graduates: figures.graduates };
  const ordered = order === "relevance" ? set.rows : sortedRows(index, set, order);
  const orderKey =
    typeof order === "string"
      ? order
      : "miles" in order
        ? `distance ${order.distanceKey}`
        : `graduates ${order.graduatesKey}`;
  return { narrowed: found, sort, ordered, orderKey, tests, filtersKey, figures };
}

export async function searchInstitutions(
  db: Database,
  params: SearchParams,
  options: SearchOptions = {},
): Promise<SearchResult> {
  const found = await orderedMatches(db, params, options);
  const { index, origin, miles, program, set } = found.narrowed;
  const { total, facets } = countFacets(index, set, params);
  const faithCounts = countFaith(index, set, found.tests, found.filtersKey);
  const again = (changed: Partial<SearchParams>) =>
    narrowed(db, { ...params, ...changed }, { ...options, dataVersion: index.version });
  // Each degree filter counted under every other filter of the search (its own choice aside).
  const withoutDegree = params.seminary_degree === undefined ? set : (await again({ seminary_degree: undefined })).set;
  const degree_counts = countDegrees(index, withoutDegree, params);
  // Each level likewise, under every other filter (the program's included).
  const level_counts = program
    ? countLevels(index, params.level ? (await again({ level: undefined })).set : set, program.column, params)
    : [];
  const pageSize = params.page_size;
  const offset = (params.page - 1) * pageSize;

  let institutions: SearchHit[] = [];
  if (offset < total) {
    const page = pageOf(set, found.ordered, found.orderKey, found.tests, found.filtersKey, offset, pageSize);
    institutions = await selectCards(db, index, page, miles, programLines(found));
    const measures = figuresShown(found.sort, params);
    if (measures.length && institutions.length) institutions = await withFigures(db, institutions, measures);
  }

  return {
    institutions,
    pagination: { total, page: params.page, pageSize, totalPages: Math.ceil(total / pageSize) },
    facets,
    faith_counts: faithCounts,
    degree_counts,
    near: origin,
    program: program?.column.code ? { code: program.column.code, title: program.column.title } : null,
    level_counts,
  };
}

/**
 * Every match of a search in the order it is shown (all pages), by id, and with a program what
 * each awarded of it: for downloads of the whole result.
 */
export async function searchAllMatches(
  db: Database,
  params: SearchParams,
  options: Pick<SearchOptions, "dataVersion"> = {},
): Promise<{ ids: Int32Array; program: (id: number) => SearchHitProgram | null; programTitle: string | null }> {
  const found = await orderedMatches(db, params, options);
  const { index, program } = found.narrowed;
  const rows = filteredRows(found.ordered, found.tests);
  const ids = Int32Array.from(rows, (row) => index.ids[row]!);
  const lines = programLines(found);
  return {
    ids,
    program: (id) => {
      const row = index.rowOfId.get(id);
      return row === undefined || !lines ? null : lines(row);
    },
    programTitle: program?.column.code ? program.column.title : null,
  };
}

/** "Registered Nursing — Bachelor's, 124 graduates in 2024": a row's line for the chosen program. */
function programLines(found: Ordered): ((row: number) => SearchHitProgram | null) | null {
  const { program } = found.narrowed;
  const figures = found.figures;
  if (!program || !figures) return null;
  const { column, mask } = program;
  return (row) => {
    const offered = column.levels[row]! & mask;
    if (!offered) return null;
    const levels = PROGRAM_LEVELS.filter((_level, position) => offered & (1 << position)).map((level) => ({
      level,
      label: PROGRAM_LEVEL_LABELS[level],
    }));
    const graduates = figures.graduates[row]! < 0 ? null : figures.graduates[row]!;
    const year = figures.years[row]! < 0 ? null : figures.years[row]!;
    const count =
      graduates === null || year === null
        ? "graduates not reported"
        : graduates === 0
          ? `no graduates in ${year}`
          : `${graduates.toLocaleString("en-US")} ${graduates === 1 ? "graduate" : "graduates"} in ${year}`;
    return {
      code: column.code,
      title: column.title,
      levels,
      graduates,
      year,
      text: `${column.title} — ${levels.map((level) => level.label).join(", ")}, ${count}`,
      source: `${COMPLETIONS_SOURCE.name}, ${year ?? COMPLETIONS_SOURCE.years}`,
    };
  };
}

/**
 * The outcome figures a card shows because the search is ordered or bounded by them: the sort's
 * first, then the filters', each once.
 */
function figuresShown(sort: string, params: SearchParams): OutcomeMeasure[] {
  const measures: OutcomeMeasure[] = [];
  if (sort === "net_price" || sort === "graduation_rate") measures.push(sort);
  if (params.max_net_price !== undefined) measures.push("net_price");
  if (params.min_graduation_rate !== undefined) measures.push("graduation_rate");
  return [...new Set(measures)];
}

/** The hits with those figures of each school (none for a school outside the United States). */
async function withFigures(db: Database, hits: SearchHit[], measures: OutcomeMeasure[]): Promise<SearchHit[]> {
  const outcomes = await listInstitutionOutcomes(db, hits);
  return hits.map((hit) => {
    const figures = outcomes.get(hit.id)?.figures ?? [];
    return {
      ...hit,
      figures: measures.flatMap((measure) => figures.filter((figure) => figure.measure === measure)),
    };
  });
}

/** Distances are shown to a tenth of a mile. */
const roundMiles = (miles: number) => (Number.isNaN(miles) ? null : Math.round(miles * 10) / 10);

/** The cards of the rows given, in their order (a row deleted meanwhile is left out). */
async function selectCards(
  db: Database,
  index: SearchIndex,
  page: number[],
  miles: Float64Array | null,
  programLine: ((row: number) => SearchHitProgram | null) | null,
): Promise<SearchHit[]> {
  if (!page.length) return [];
  const { held, missing } = heldCards(
    index,
    page.map((row) => index.ids[row]!),
  );
  if (missing.length) {
    const { rows } = await db.execute<SearchHit>(
      sql`select ${CARD_COLUMNS} from institutions where id = any(${idArray(missing)})`,
    );
    const read = rows.map((card) => ({
      ...institutionSummary(card),
      denomination: card.denomination,
      tradition: card.tradition,
      accreditation_status: card.accreditation_status,
      student_body_size: card.student_body_size,
      student_body_size_measure: enrollmentMeasure(card.student_body_size_measure),
      student_body_size_display: enrollmentDisplay(card.student_body_size, card.student_body_size_measure),
      image_path: card.image_path,
      online_programs: card.online_programs,
      financial_aid_available: card.financial_aid_available,
      tuition: card.tuition,
      tuition_year: card.tuition_year,
      tuition_source: card.tuition_source,
    }));
    holdCards(index, read);
    for (const card of read) held.set(card.id, card);
  }
  return page.flatMap((row) => {
    // The held card itself (frozen: it is shared by every search of this data version), or a copy
    // with the distance and the program.
    const card = held.get(index.ids[row]!);
    if (!card) return [];
    if (!miles && !programLine) return [card];
    const added: Partial<SearchHit> = {};
    if (miles) added.distance_miles = roundMiles(miles[row]!);
    const program = programLine?.(row);
    if (program) added.program = program;
    const hit = { ...card, ...added };
    copies.set(hit, { card, added });
    return [hit];
  });
}

/** A hit with a distance or a program, the held card it copies and what it adds (written after the card's JSON). */
const copies = new WeakMap<SearchHit, { card: SearchHit; added: Partial<SearchHit> }>();

/** JSON written once per frozen (shared, never changed) value: cards, facet and degree counts. */
const written = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  const copied = copies.get(value as SearchHit);
  // The held card's JSON with the added fields last, as the copy has them.
  if (copied) return `${jsonOf(copied.card).slice(0, -1)},${JSON.stringify(copied.added).slice(1)}`;
  if (value === null || typeof value !== "object" || !Object.isFrozen(value)) return JSON.stringify(value);
  let json = written.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    written.set(value, json);
  }
  return json;
}

/**
 * The result as JSON, exactly as `JSON.stringify(result)` writes it, but with the parts shared by
 * every search of a data version (the held cards, the counts) written once: serialising the
 * answer was about a sixth of an uncached search's work.
 */
export function searchResultJson(result: SearchResult): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(result)) {
    if (value === undefined) continue;
    const json = key === "institutions" ? `[${(value as SearchHit[]).map(jsonOf).join(",")}]` : jsonOf(value);
    parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(",")}}`;
}
