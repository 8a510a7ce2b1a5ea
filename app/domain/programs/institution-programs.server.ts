/**
 * One school's programs for its page and the API: fields grouped by CIP family, each program with
 * its levels, graduates per year and the years it was awarded (IPEDS Completions); earnings and
 * debt by series and credential (College Scorecard Field of Study) and the undergraduate awards
 * offered fully online (College Scorecard 2023-24), each with its source; "Not reported" where a
 * source has nothing. The seminary degrees follow from the same rows (seminary-programs.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cipCodes, institutionFieldOutcomes, institutionOnlineFields, institutionPrograms } from "~/db/schema/programs";
import { awardedPrograms, type AwardedPrograms } from "~/domain/institutions/seminary-degrees";
import { formatMoney } from "~/lib/format";
import {
  AWARD_LEVEL_TO_LEVEL,
  AWARD_LEVEL_TO_SCORECARD_AWARD,
  CREDENTIAL_LEVEL_LABELS,
  PROGRAM_LEVELS,
  PROGRAM_LEVEL_LABELS,
  type ProgramLevel,
} from "./program-levels";
import {
  COMPLETIONS_SOURCE,
  FIELD_OUTCOMES_SOURCE,
  FULLY_ONLINE_SOURCE,
  LATEST_PROGRAM_YEAR,
  NOT_REPORTED,
  PROGRAM_YEARS,
  awardedYearsText,
} from "./program-sources";
import type { InstitutionPrograms } from "./programs.schemas";
import { SEMINARY_PROGRAMS, SEMINARY_PROGRAM_RULES, isProgramOfRule } from "./seminary-programs";

type ProgramRow = typeof institutionPrograms.$inferSelect;
type Family = InstitutionPrograms["families"][number];
type Program = Family["programs"][number];

/** The graduates of each year of a row, in PROGRAM_YEARS order. */
export function graduatesOf(row: ProgramRow): (number | null)[] {
  return [row.graduates2020, row.graduates2021, row.graduates2022, row.graduates2023, row.graduates2024];
}

/** Two rows' years added together (several IPEDS award levels make one level); null only when both are. */
const addYears = (a: (number | null)[], b: (number | null)[]) =>
  a.map((value, i) => (value === null && b[i] === null ? null : (value ?? 0) + (b[i] ?? 0)));

const awardedYears = (graduates: (number | null)[]) => PROGRAM_YEARS.filter((_year, i) => (graduates[i] ?? 0) > 0);

/** A degree a school reporting completions did not award in any of the years. */
export const NO_GRADUATES_TEXT = `No graduates reported ${COMPLETIONS_SOURCE.years}`;

const figure = (value: number | null) => ({ value, display: value === null ? NOT_REPORTED : formatMoney(value) });

/** The scorecard's undergraduate awards, as the page names them. */
const SCORECARD_AWARD_LABELS: Record<string, string> = {
  CERT1: "Certificate (less than one year)",
  CERT2: "Certificate (one to two years)",
  ASSOC: "Associate's",
  CERT4: "Certificate (two to four years)",
  BACHL: "Bachelor's",
};
const SCORECARD_AWARD_ORDER = [...new Set(Object.values(AWARD_LEVEL_TO_SCORECARD_AWARD))];

export async function getInstitutionPrograms(db: Database, school: { id: number }): Promise<InstitutionPrograms> {
  const [rows, outcomes, online] = await Promise.all([
    db
      .select()
      .from(institutionPrograms)
      .where(eq(institutionPrograms.institutionId, school.id))
      .orderBy(asc(institutionPrograms.cip), asc(institutionPrograms.awardLevel)),
    db
      .select()
      .from(institutionFieldOutcomes)
      .where(eq(institutionFieldOutcomes.institutionId, school.id))
      .orderBy(asc(institutionFieldOutcomes.cip4), asc(institutionFieldOutcomes.credentialLevel)),
    db.select().from(institutionOnlineFields).where(eq(institutionOnlineFields.institutionId, school.id)),
  ]);
  const codes = new Set<string>();
  for (const code of [...rows.map((row) => row.cip), ...outcomes.map((row) => row.cip4)]) {
    for (const head of [code, code.slice(0, 5), code.slice(0, 2)]) codes.add(head);
  }
  for (const row of online) codes.add(row.cipFamily);
  const titleRows = codes.size
    ? await db
        .select({ code: cipCodes.code, title: cipCodes.title })
        .from(cipCodes)
        .where(inArray(cipCodes.code, [...codes]))
    : [];
  const titles = new Map(titleRows.map((row) => [row.code, row.title]));
  // A code CIP 2020 does not hold (a later addition) is named by its series: "Air Transportation (49.0109)".
  const titleOf = (code: string) =>
    titles.get(code) ?? `${titles.get(code.slice(0, 5)) ?? titles.get(code.slice(0, 2)) ?? "CIP"} (${code})`;

  const families = new Map<string, Family>();
  const familyOf = (code: string) => {
    let family = families.get(code);
    if (!family) {
      family = {
        code,
        title: titleOf(code),
        levels: [],
        latest_graduates: 0,
        programs: [],
        earnings: [],
        fully_online: [],
      };
      families.set(code, family);
    }
    return family;
  };

  // Each program's levels, several IPEDS award levels (the certificates) adding up to one level.
  const programs = new Map<string, { family: string; years: Map<ProgramLevel, (number | null)[]> }>();
  for (const row of rows) {
    const level = AWARD_LEVEL_TO_LEVEL[row.awardLevel];
    if (!level) continue;
    let program = programs.get(row.cip);
    if (!program) programs.set(row.cip, (program = { family: row.cip.slice(0, 2), years: new Map() }));
    const before = program.years.get(level);
    program.years.set(level, before ? addYears(before, graduatesOf(row)) : graduatesOf(row));
  }
  for (const [code, program] of programs) {
    const family = familyOf(program.family);
    const levels = PROGRAM_LEVELS.filter((level) => program.years.has(level)).map((level) => {
      const graduates = program.years.get(level)!;
      const years = awardedYears(graduates);
      return {
        level,
        label: PROGRAM_LEVEL_LABELS[level],
        graduates: PROGRAM_YEARS.map((year, i) => ({ year, graduates: graduates[i] ?? null })),
        latest_graduates: graduates[graduates.length - 1] ?? null,
        years_awarded: years,
        awarded: awardedYearsText(years),
      };
    });
    family.programs.push({ code, title: titleOf(code), levels } satisfies Program);
    family.latest_graduates += levels.reduce((sum, level) => sum + (level.latest_graduates ?? 0), 0);
    for (const { level } of levels) if (!family.levels.includes(level)) family.levels.push(level);
  }

  for (const row of outcomes) {
    familyOf(row.cip4.slice(0, 2)).earnings.push({
      series: row.cip4,
      title: titleOf(row.cip4),
      credential_level: row.credentialLevel,
      credential: CREDENTIAL_LEVEL_LABELS[row.credentialLevel] ?? NOT_REPORTED,
      earnings_1yr: figure(row.earnings1yr),
      earnings_4yr: figure(row.earnings4yr),
      debt: figure(row.debtMedian),
    });
  }
  for (const award of SCORECARD_AWARD_ORDER) {
    for (const row of online.filter((entry) => entry.award === award)) {
      familyOf(row.cipFamily).fully_online.push(SCORECARD_AWARD_LABELS[award]!);
    }
  }

  const sorted = [...families.values()]
    .map((family) => ({
      ...family,
      levels: PROGRAM_LEVELS.filter((level) => family.levels.includes(level)),
      programs: family.programs.sort((a, b) => a.title.localeCompare(b.title)),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));

  return {
    reported: rows.length > 0,
    latest_year: LATEST_PROGRAM_YEAR,
    families: sorted,
    seminary: seminaryFacts(rows),
    sources: {
      completions: { name: COMPLETIONS_SOURCE.name, year: COMPLETIONS_SOURCE.years },
      field_outcomes: { ...FIELD_OUTCOMES_SOURCE },
      fully_online: { ...FULLY_ONLINE_SOURCE },
    },
  };
}

/**
 * Whether the school awarded each seminary degree in 2020-2024, and in which years; a school
 * without any completions has nothing reported.
 */
export function seminaryFacts(rows: ProgramRow[]): InstitutionPrograms["seminary"] {
  return SEMINARY_PROGRAMS.map((program) => {
    const rule = SEMINARY_PROGRAM_RULES[program];
    let graduates: (number | null)[] = PROGRAM_YEARS.map(() => null);
    for (const row of rows) {
      const level = AWARD_LEVEL_TO_LEVEL[row.awardLevel];
      if (level && rule.levels.includes(level) && isProgramOfRule(rule, row.cip)) {
        graduates = addYears(graduates, graduatesOf(row));
      }
    }
    const years = awardedYears(graduates);
    return {
      program,
      label: rule.label,
      name: rule.name,
      offered: years.length > 0,
      years_awarded: years,
      text: years.length ? awardedYearsText(years) : rows.length ? NO_GRADUATES_TEXT : NOT_REPORTED,
    };
  });
}

/** What the completions show of each seminary pathway at each of several schools (compare's schools). */
export async function listAwardedPrograms(db: Database, ids: readonly number[]): Promise<Map<number, AwardedPrograms>> {
  const rows = ids.length
    ? await db
        .select()
        .from(institutionPrograms)
        .where(inArray(institutionPrograms.institutionId, [...ids]))
    : [];
  return new Map(
    ids.map((id) => {
      const own = rows.filter((row) => row.institutionId === id);
      return [id, awardedPrograms({ reported: own.length > 0, seminary: seminaryFacts(own) })];
    }),
  );
}
