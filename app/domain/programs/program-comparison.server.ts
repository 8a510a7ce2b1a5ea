/**
 * The programs of compared schools: each school's fields (six-digit programs, every level together)
 * with their graduates in the latest year, and, for a chosen program, its graduates by level and
 * the College Scorecard's earnings and debt of its series, per school.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cipCodes, institutionFieldOutcomes, institutionPrograms } from "~/db/schema/programs";
import { AppError } from "~/lib/errors";
import { AWARD_LEVEL_TO_LEVEL, CREDENTIAL_LEVEL_LABELS, PROGRAM_LEVELS, PROGRAM_LEVEL_LABELS } from "./program-levels";
import { NOT_REPORTED } from "./program-sources";
import { PROGRAM_CODE_MESSAGE, PROGRAM_CODE_PATTERN } from "./programs.schemas";

export interface ComparedField {
  code: string;
  title: string;
  family: string;
  /** Graduates of every level in the latest year. */
  latest: number;
}

export interface ChosenProgramAtSchool {
  /** The levels the school awarded it at, with the latest year's graduates (null: no row that year). */
  levels: { label: string; latest: number | null }[];
  /** The Scorecard's figures of the program's series, by credential. */
  earnings: { credential: string; earnings1yr: number | null; earnings4yr: number | null; debt: number | null }[];
}

export interface ComparedPrograms {
  /** Each school's fields by id; a school without completions is absent. */
  fields: Map<number, ComparedField[]>;
  /** The fields any of the schools offers, by family title then title. */
  options: ComparedField[];
  chosen: { code: string; title: string; series: string } | null;
  chosenAt: Map<number, ChosenProgramAtSchool>;
}

/**
 * The programs of these schools; `program` (a six-digit code) chooses one to put side by side. A
 * code CIP 2020 does not name, and none of the schools awarded, is `invalid` on program.
 */
export async function listComparedPrograms(
  db: Database,
  schoolIds: readonly number[],
  program: string | null = null,
): Promise<ComparedPrograms> {
  if (program !== null && !PROGRAM_CODE_PATTERN.test(program)) {
    throw new AppError("invalid", PROGRAM_CODE_MESSAGE, { program: PROGRAM_CODE_MESSAGE });
  }
  const ids = [...schoolIds];
  const rows = ids.length
    ? await db
        .select({
          institutionId: institutionPrograms.institutionId,
          cip: institutionPrograms.cip,
          awardLevel: institutionPrograms.awardLevel,
          latest: institutionPrograms.graduates2024,
        })
        .from(institutionPrograms)
        .where(inArray(institutionPrograms.institutionId, ids))
    : [];
  const codes = new Set(rows.flatMap((row) => [row.cip, row.cip.slice(0, 2)]));
  if (program) codes.add(program);
  const titles = new Map(
    (codes.size
      ? await db
          .select({ code: cipCodes.code, title: cipCodes.title })
          .from(cipCodes)
          .where(inArray(cipCodes.code, [...codes]))
      : []
    ).map((row) => [row.code, row.title]),
  );
  const titleOf = (code: string) => titles.get(code) ?? `CIP ${code}`;

  const fields = new Map<number, Map<string, ComparedField>>();
  const chosenRows = new Map<number, Map<string, number | null>>();
  for (const row of rows) {
    let school = fields.get(row.institutionId);
    if (!school) fields.set(row.institutionId, (school = new Map()));
    const field = school.get(row.cip) ?? {
      code: row.cip,
      title: titleOf(row.cip),
      family: titleOf(row.cip.slice(0, 2)),
      latest: 0,
    };
    field.latest += row.latest ?? 0;
    school.set(row.cip, field);
    const level = AWARD_LEVEL_TO_LEVEL[row.awardLevel];
    if (row.cip === program && level) {
      let levels = chosenRows.get(row.institutionId);
      if (!levels) chosenRows.set(row.institutionId, (levels = new Map()));
      const before = levels.get(level);
      levels.set(
        level,
        before === undefined
          ? row.latest
          : before === null && row.latest === null
            ? null
            : (before ?? 0) + (row.latest ?? 0),
      );
    }
  }
  const byGraduates = (a: ComparedField, b: ComparedField) => b.latest - a.latest || a.title.localeCompare(b.title);
  const options = new Map<string, ComparedField>();
  for (const school of fields.values()) for (const field of school.values()) options.set(field.code, field);

  if (program && !titles.has(program) && !options.has(program)) {
    const message = `program ${program} is not a CIP 2020 program`;
    throw new AppError("invalid", message, { program: message });
  }
  const series = program?.slice(0, 5) ?? "";
  const outcomes =
    program && ids.length
      ? await db
          .select()
          .from(institutionFieldOutcomes)
          .where(and(inArray(institutionFieldOutcomes.institutionId, ids), eq(institutionFieldOutcomes.cip4, series)))
          .orderBy(institutionFieldOutcomes.credentialLevel)
      : [];
  const chosenAt = new Map<number, ChosenProgramAtSchool>();
  if (program) {
    for (const id of ids) {
      const levels = chosenRows.get(id);
      chosenAt.set(id, {
        levels: PROGRAM_LEVELS.filter((level) => levels?.has(level)).map((level) => ({
          label: PROGRAM_LEVEL_LABELS[level],
          latest: levels!.get(level) ?? null,
        })),
        earnings: outcomes
          .filter((row) => row.institutionId === id)
          .map((row) => ({
            credential: CREDENTIAL_LEVEL_LABELS[row.credentialLevel] ?? NOT_REPORTED,
            earnings1yr: row.earnings1yr,
            earnings4yr: row.earnings4yr,
            debt: row.debtMedian,
          })),
      });
    }
  }
  return {
    fields: new Map([...fields].map(([id, school]) => [id, [...school.values()].sort(byGraduates)])),
    options: [...options.values()].sort((a, b) => a.family.localeCompare(b.family) || a.title.localeCompare(b.title)),
    chosen: program ? { code: program, title: titleOf(program), series } : null,
    chosenAt,
  };
}
