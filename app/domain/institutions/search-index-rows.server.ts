/**
 * Reading the search index's rows from PostgreSQL (search-index.server.ts holds the index): every
 * listed institution's facet values, yes/no fields, memberships, faith and degree bits, coordinates
 * and figures, packed into one text by one statement, and the ids in each sort order; and, when a
 * search names a program, what each school awarded of it.
 */
import { sql, type SQL } from "drizzle-orm";
import { AWARD_LEVEL_TO_LEVEL, LEVEL_AWARD_LEVELS, PROGRAM_LEVELS } from "~/domain/programs/program-levels";
import { SEMINARY_PROGRAMS, SEMINARY_PROGRAM_RULES, type SeminaryProgram } from "~/domain/programs/seminary-programs";
import { PROGRAM_YEARS } from "~/domain/programs/program-sources";
import { accreditationGroup } from "./accreditation";
import { ACCREDITOR_TYPE_BY_NAME, NO_ACCREDITOR } from "./accreditor-types";
import { ASSOCIATIONS, type Association } from "./associations";
import { FAITH_FILTERS, type FaithFilter } from "./faith-filters";
import { LISTED_SQL } from "./listed.server";
import { DEGREE_FILTERS, DEGREE_PROGRAM, type DegreeFilter, type SeminaryDegree } from "./seminary-degrees";
import { FACETS, type FacetName } from "./search-options";
import { escapeLike } from "./search-query";
import { traditionGroup } from "./traditions";

export type IndexSort = "name" | "enrollment" | "tuition" | "net_price" | "graduation_rate";
export const INDEX_SORTS: readonly IndexSort[] = ["name", "enrollment", "tuition", "net_price", "graduation_rate"];

export type IndexRow = {
  id: number;
  facets: (string | null)[];
  online_programs: boolean | null;
  financial_aid_available: boolean | null;
  associations: number;
  faith: number;
  degrees: number;
  latitude: number | null;
  longitude: number | null;
  net_price: number | null;
  graduation_rate: number | null;
};

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The accreditor's type in SQL, from the one table of accreditor-types.ts. */
const ACCREDITOR_TYPE_SQL = `case when nullif(btrim(accreditor), '') is null then ${quoted(NO_ACCREDITOR)}
  else case lower(btrim(accreditor)) ${Object.entries(ACCREDITOR_TYPE_BY_NAME)
    .map(([name, type]) => `when ${quoted(name)} then ${quoted(type)}`)
    .join(" ")} end end`;

/** When each faith filter's bit is on: the fact verified (a null column never matches). */
const FAITH_FILTER_SQL: Record<FaithFilter, string> = {
  faculty_affirm_faith: "faith_affirmed_by_faculty",
  students_affirm_faith: "faith_affirmed_by_students",
  chapel_required: "chapel = 'required'",
  no_covenant: "lifestyle_covenant = false",
};
const FAITH_BITS_SQL = FAITH_FILTERS.map(
  (filter, position) => `(case when ${FAITH_FILTER_SQL[filter]} then ${1 << position} else 0 end)`,
).join(" | ");

/** Each facet's column, or the expression that gives it. */
const FACET_COLUMNS: Record<FacetName, string> = {
  country: "country",
  state: "state_province",
  denomination: "denomination",
  tradition: "tradition",
  institution_type: "institution_type",
  accreditation_status: "accreditation_status",
  // Read as the status, then grouped by the same rule the pages use (FACET_FROM_COLUMN).
  accreditation_group: "accreditation_status",
  accreditor_type: ACCREDITOR_TYPE_SQL,
};

/**
 * Facets whose value follows from their column's by a rule kept in TypeScript: every row has an
 * accreditation group, and a row with a precise tradition has its church body.
 */
const FACET_FROM_COLUMN: Partial<Record<FacetName, (value: string | null) => string | null>> = {
  accreditation_group: accreditationGroup,
  tradition: traditionGroup,
};

/** Whether one row `p` of institution_programs counts for a seminary pathway's rule, in SQL. */
function programCodeSql(program: SeminaryProgram): string {
  const rule = SEMINARY_PROGRAM_RULES[program];
  const code =
    rule.cip.length === 7
      ? `p.cip = ${quoted(rule.cip)}`
      : `p.cip like ${quoted(`${rule.cip}${rule.cip.length === 2 ? "." : ""}%`)}`;
  const except = rule.except?.length ? ` and p.cip not in (${rule.except.map(quoted).join(", ")})` : "";
  return `${code}${except}`;
}

function programRuleSql(program: SeminaryProgram): string {
  const awards = SEMINARY_PROGRAM_RULES[program].levels.flatMap((level) => LEVEL_AWARD_LEVELS[level]);
  return `(${programCodeSql(program)} and p.award_level in (${awards.join(", ")}))`;
}

/**
 * Which seminary pathways each school awarded in 2020-2024 (the federal completions), one row per
 * school with any: the same rule as seminary-programs.ts and the program catalogue. Read in one pass
 * over the pathways' codes, so 100,000 schools cost one grouped scan, not a lookup per school and
 * pathway.
 */
const AWARDED_SQL = `select institution_id, ${SEMINARY_PROGRAMS.map(
  (program) => `bool_or(${programRuleSql(program)}) as awarded_${program}`,
).join(", ")}
  from institution_programs p
  where ${SEMINARY_PROGRAMS.map((program) => `(${programCodeSql(program)})`).join(" or ")}
  group by institution_id`;

/** Whether the school offers a degree (degreeOffered in seminary-degrees.ts): the verified answer, else the completions. */
const offeredSql = (degree: SeminaryDegree) =>
  `coalesce(degree_${degree}, a.awarded_${DEGREE_PROGRAM[degree]} or null) is true`;

/** The degree filters' bits in SQL, the same rule as passesDegreeFilter (seminary-degrees.ts). */
const DEGREE_FILTER_SQL: Record<DegreeFilter, string> = {
  mdiv: offeredSql("mdiv"),
  mdiv_online: `${offeredSql("mdiv")} and degree_mdiv_online is true`,
  theology_master: `(${offeredSql("ma")} or ${offeredSql("thm")})`,
  dmin: offeredSql("dmin"),
  phd: offeredSql("phd"),
};
const DEGREE_BITS_SQL = DEGREE_FILTERS.map(
  (filter, position) => `(case when ${DEGREE_FILTER_SQL[filter]} then ${1 << position} else 0 end)`,
).join(" + ");

/** The bit of a degree filter in `SearchIndex.degrees`. */
export function degreeBit(filter: DegreeFilter): number {
  return 1 << DEGREE_FILTERS.indexOf(filter);
}

/** Field and row separators of the packed rows (control characters no stored value holds). */
const FIELD = "\x1f";
const RECORD = "\x1e";

/**
 * Every row's fields, packed into one text (fields joined by FIELD, rows by RECORD, no value as an
 * empty field; the separators are taken out of the text fields): 100,000 rows arrive and split in
 * a fraction of the time row objects take.
 */
export const ROWS_STATEMENT = sql.raw(`
  select coalesce(string_agg(concat_ws(E'\\x1f', id,
      coalesce(online_programs::text, ''), coalesce(financial_aid_available::text, ''),
      coalesce(latitude::text, ''), coalesce(longitude::text, ''),
      array_to_string(associations, ','),
      coalesce(o.net_price::text, ''), coalesce(o.graduation_rate::text, ''),
      ${FAITH_BITS_SQL}, (${DEGREE_BITS_SQL})::text,
      ${FACETS.map((facet) => `translate(coalesce(${FACET_COLUMNS[facet]}, ''), E'\\x1e\\x1f', '')`).join(", ")}
    ), E'\\x1e'), '') as packed
  from institutions left join institution_outcomes o on o.institution_id = institutions.id
    left join (${AWARDED_SQL}) a on a.institution_id = institutions.id
  where ${LISTED_SQL}`);

/** The bits of the faith filters that are on (0 for none). */
export function faithMask(filters: Partial<Record<FaithFilter, boolean>>): number {
  return FAITH_FILTERS.reduce((mask, filter, position) => (filters[filter] ? mask | (1 << position) : mask), 0);
}

/** The bit of an association in `SearchIndex.associations` (0 for a name the directory doesn't know). */
export function associationBit(association: Association): number {
  const position = ASSOCIATIONS.indexOf(association);
  return position < 0 ? 0 : 1 << position;
}

export function unpack(packed: string): IndexRow[] {
  if (!packed) return [];
  const text = (value: string | undefined) => (value ? value : null);
  const yesNo = (value: string | undefined) => (value === "true" ? true : value === "false" ? false : null);
  const number = (value: string | undefined) => (value ? Number(value) : null);
  return packed.split(RECORD).map((record) => {
    const [id, online, aid, latitude, longitude, memberships, netPrice, graduationRate, faith, degrees, ...facets] =
      record.split(FIELD);
    return {
      id: Number(id),
      online_programs: yesNo(online),
      financial_aid_available: yesNo(aid),
      associations: (memberships ? memberships.split(",") : []).reduce(
        (bits, name) => bits | associationBit(name as Association),
        0,
      ),
      faith: Number(faith) || 0,
      degrees: Number(degrees),
      latitude: number(latitude),
      longitude: number(longitude),
      net_price: number(netPrice),
      graduation_rate: number(graduationRate),
      facets: FACETS.map((facet, position) => {
        const value = text(facets[position]);
        const derive = FACET_FROM_COLUMN[facet];
        return derive ? derive(value) : value;
      }),
    };
  });
}

/**
 * The sort orders, with the same tie-breakers as the SQL orders elsewhere (name, then id), each
 * read along its btree index (no sort), in PostgreSQL's collation.
 */
export const ORDER_STATEMENTS: Record<IndexSort, SQL> = {
  name: sql.raw(`select id from institutions where ${LISTED_SQL} order by institution_name, id`),
  enrollment: sql.raw(
    `select id from institutions where ${LISTED_SQL} order by student_body_size desc nulls last, institution_name, id`,
  ),
  tuition: sql.raw(
    `select id from institutions where ${LISTED_SQL} order by tuition asc nulls last, institution_name, id`,
  ),
  net_price: sql.raw(`select i.id from institutions i left join institution_outcomes o on o.institution_id = i.id
    where ${LISTED_SQL} order by o.net_price asc nulls last, i.institution_name, i.id`),
  graduation_rate: sql.raw(`select i.id from institutions i left join institution_outcomes o on o.institution_id = i.id
    where ${LISTED_SQL} order by o.graduation_rate desc nulls last, i.institution_name, i.id`),
};

/** Each IPEDS award level's position in PROGRAM_LEVELS, in SQL. */
const LEVEL_POSITION_SQL = `case award_level ${Object.entries(AWARD_LEVEL_TO_LEVEL)
  .map(([award, level]) => `when ${Number(award)} then ${PROGRAM_LEVELS.indexOf(level)}`)
  .join(" ")} end`;

export type ProgramColumnRow = {
  id: number;
  level: number;
  /** Graduates of each year of PROGRAM_YEARS, summed over the programs within the code (null: none reported). */
  graduates: (number | null)[];
};

/**
 * What every school awarded of a CIP code (a family, series or program: the six-digit programs
 * within it), per level: the graduates of each year, summed; for the empty code, of every program.
 * Read along the index on the code (text_pattern_ops), ordered by school. The code's CIP 2020
 * title comes with it (null: not a code of CIP 2020).
 */
export function programColumnStatements(code: string): { title: SQL; rows: SQL } {
  const years = PROGRAM_YEARS.map((year) => `sum(graduates_${year})::int`).join(", ");
  const columns = PROGRAM_YEARS.map((year) => `graduates_${year}`).join(", ");
  const within = code ? sql`where cip like ${`${escapeLike(code)}%`}` : sql``;
  return {
    title: sql`select title from cip_codes where code = ${code}`,
    rows: sql`select id, level, ${sql.raw(`array[${years}]`)} as graduates
      from (select institution_id as id, ${sql.raw(LEVEL_POSITION_SQL)} as level, ${sql.raw(columns)}
        from institution_programs ${within}) p
      where level is not null group by 1, 2 order by 1, 2`,
  };
}
