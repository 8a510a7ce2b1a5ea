/**
 * The award levels a program is offered at, as the site names them, and how the federal codes map
 * onto them: IPEDS award levels (the completions a school reports) and the College Scorecard's
 * credential levels (earnings and debt by field). Plain data, no Zod: this module ships to browsers.
 */

export const PROGRAM_LEVELS = [
  "certificate",
  "associate",
  "bachelor",
  "graduate_certificate",
  "master",
  "doctoral_research",
  "doctoral_professional",
  "doctoral_other",
] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const PROGRAM_LEVEL_LABELS: Record<ProgramLevel, string> = {
  certificate: "Certificate",
  associate: "Associate's",
  bachelor: "Bachelor's",
  graduate_certificate: "Graduate certificate",
  master: "Master's",
  doctoral_research: "Doctorate (research)",
  doctoral_professional: "Doctorate (professional practice)",
  doctoral_other: "Doctorate (other)",
};

/**
 * IPEDS Completions award levels (2020 coding) -> level. Undergraduate certificates of any length
 * are one level, postbaccalaureate and post-master's certificates another.
 */
export const AWARD_LEVEL_TO_LEVEL: Readonly<Record<number, ProgramLevel>> = {
  20: "certificate",
  21: "certificate",
  2: "certificate",
  3: "associate",
  4: "certificate",
  5: "bachelor",
  6: "graduate_certificate",
  7: "master",
  8: "graduate_certificate",
  17: "doctoral_research",
  18: "doctoral_professional",
  19: "doctoral_other",
};

/** The IPEDS award levels of each level, for statements that select by level. */
export const LEVEL_AWARD_LEVELS: Readonly<Record<ProgramLevel, readonly number[]>> = Object.fromEntries(
  PROGRAM_LEVELS.map((level) => [
    level,
    Object.entries(AWARD_LEVEL_TO_LEVEL)
      .filter(([, mapped]) => mapped === level)
      .map(([code]) => Number(code)),
  ]),
) as Record<ProgramLevel, number[]>;

/**
 * The College Scorecard's credential levels (Field of Study `CREDLEV`), named as the Scorecard names
 * them. They are not IPEDS award levels (a Master of Divinity may be a "first professional degree"),
 * so earnings and debt are shown under the Scorecard's own credential, not matched to a level.
 */
export const CREDENTIAL_LEVEL_LABELS: Readonly<Record<number, string>> = {
  1: "Undergraduate certificate or diploma",
  2: "Associate's degree",
  3: "Bachelor's degree",
  4: "Post-baccalaureate certificate",
  5: "Master's degree",
  6: "Doctoral degree",
  7: "First professional degree",
  8: "Graduate/professional certificate",
};

/**
 * The Scorecard institution file's undergraduate award of each IPEDS award level (its
 * CIPxxCERT1 ... CIPxxBACHL columns): the awards whose "fully online" flag the Scorecard reports.
 */
export const AWARD_LEVEL_TO_SCORECARD_AWARD: Readonly<Record<number, string>> = {
  20: "CERT1",
  21: "CERT1",
  2: "CERT2",
  3: "ASSOC",
  4: "CERT4",
  5: "BACHL",
};

export function isProgramLevel(value: string): value is ProgramLevel {
  return (PROGRAM_LEVELS as readonly string[]).includes(value);
}
