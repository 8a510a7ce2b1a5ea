/**
 * The seminary degrees as the federal completions show them: each is a CIP code (or its series)
 * at one or more award levels. A school offers one when it awarded it in at least one year
 * 2020-2024. IPEDS does not tell a Master of Arts from a Master of Theology (both are theology
 * master's in 39.06), so they are one pathway here. Plain data: this module ships to browsers.
 */
import type { ProgramLevel } from "./program-levels";

export const SEMINARY_PROGRAMS = ["mdiv", "theology_master", "dmin", "phd"] as const;
export type SeminaryProgram = (typeof SEMINARY_PROGRAMS)[number];

export interface SeminaryProgramRule {
  /** The short name students search for. */
  label: string;
  name: string;
  /** A pathway's title: "Offers an MDiv". */
  offers: string;
  /** A CIP code or the series or family it heads: "39.0602", "39.06", "39". */
  cip: string;
  levels: readonly ProgramLevel[];
  /** Programs of `cip` that do not count (the MDiv among the theology master's). */
  except?: readonly string[];
}

export const SEMINARY_PROGRAM_RULES: Record<SeminaryProgram, SeminaryProgramRule> = {
  mdiv: { label: "MDiv", name: "Master of Divinity", offers: "Offers an MDiv", cip: "39.0602", levels: ["master"] },
  theology_master: {
    label: "MA or ThM in theology",
    name: "Other theology and ministry master's (MA, ThM)",
    offers: "Offers an MA or ThM in theology",
    cip: "39.06",
    levels: ["master"],
    except: ["39.0602"],
  },
  dmin: {
    label: "DMin",
    name: "Doctor of Ministry",
    offers: "Offers a DMin",
    cip: "39.06",
    levels: ["doctoral_professional", "doctoral_other"],
  },
  phd: {
    label: "PhD/ThD",
    name: "Research doctorate in theology or religious vocations",
    offers: "Offers a PhD or ThD",
    cip: "39",
    levels: ["doctoral_research"],
  },
};

/** Whether a six-digit program counts for a rule (levels apart). */
export function isProgramOfRule(rule: Pick<SeminaryProgramRule, "cip" | "except">, cip: string): boolean {
  return cipWithin(cip, rule.cip) && !rule.except?.includes(cip);
}

/** Whether a six-digit code is the code given or in the series or family it heads. */
export function cipWithin(cip: string, head: string): boolean {
  return cip === head || cip.startsWith(head.length === 2 ? `${head}.` : head);
}
