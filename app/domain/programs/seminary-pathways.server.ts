/**
 * How many listed schools offer each seminary degree, from the federal completions: a school
 * offers a degree when it awarded it in at least one year 2020-2024 (seminary-programs.ts).
 */
import type { Database } from "~/db/client.server";
import { programCatalogue, schoolsOffering } from "./program-catalogue.server";
import { SEMINARY_PROGRAMS, SEMINARY_PROGRAM_RULES, type SeminaryProgram } from "./seminary-programs";

export async function countSeminaryPrograms(
  db: Database,
  options: { dataVersion?: number } = {},
): Promise<Record<SeminaryProgram, number>> {
  const catalogue = await programCatalogue(db, options.dataVersion);
  return Object.fromEntries(
    SEMINARY_PROGRAMS.map((program) => {
      const rule = SEMINARY_PROGRAM_RULES[program];
      return [program, schoolsOffering(catalogue, rule.cip, rule.levels, rule.except).size];
    }),
  ) as Record<SeminaryProgram, number>;
}
