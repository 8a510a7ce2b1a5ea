/**
 * Association memberships for the seed: each association's public member list (data/sources/, see
 * the README beside each), joined to our rows by IPEDS UNITID. Pure functions, so the seed build
 * and its test share them. A list states membership, not its start: a membership is dated by the
 * list.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { CCCU_SOURCE, type Association } from "../app/domain/institutions/associations";

export interface MembershipList {
  association: Association;
  /** How the seed names the list, e.g. "CCCU member list". */
  source: string;
  /** The year the list was read from the association. */
  sourceYear: number;
  unitids: Set<string>;
}

export interface Memberships {
  associations: Association[];
  source: string;
  sourceYear: number;
}

const sourcesDir = path.resolve(import.meta.dirname, "../data/sources");

/** The member lists held in data/sources/ (the CCCU's); ATS and ABHE members come from their accreditation. */
export function readMembershipLists(): MembershipList[] {
  const cccu = parse(readFileSync(path.join(sourcesDir, "cccu/cccu-members.csv")), {
    columns: true,
    skip_empty_lines: true,
  }) as Record<string, string>[];
  return [
    {
      association: "CCCU",
      source: CCCU_SOURCE,
      sourceYear: 2026,
      unitids: new Set(cccu.map((row) => row.unitid!).filter(Boolean)),
    },
  ];
}

/**
 * The associations whose own pages say that every school their commission accredits is a member:
 * the accreditor the federal files name for a school (its current accreditor, current-facts.ts)
 * then makes it one, with the association's page as the source, read in 2026.
 */
export const MEMBERS_BY_ACCREDITATION: readonly {
  association: Association;
  accreditor: RegExp;
  source: string;
  url: string;
  quote: string;
}[] = [
  {
    association: "ATS",
    accreditor: /^Commission on Accrediting of the Association of Theological Schools$/,
    source: "ats.edu: the schools its Commission accredits are members",
    url: "https://ats.edu/member-schools",
    quote: "Accredited schools are members of both ATS and the Commission.",
  },
  {
    association: "ABHE",
    accreditor: /^Association for Biblical Higher Education$/,
    source: "abhe.org: the schools its Commission accredits are members",
    url: "https://www.abhe.org/memberships/",
    quote:
      "Commission on Accreditation (COA) Membership is extended to institutions upon whom ABHE’s Commission on Accreditation has acted to confer Accredited or Candidate (preaccredited) Status.",
  },
];

/** The year the associations' pages of MEMBERS_BY_ACCREDITATION were read. */
const RULES_READ = 2026;

/** The members of each association of MEMBERS_BY_ACCREDITATION, from each school's accreditor (by UNITID). */
export function membersByAccreditation(accreditors: ReadonlyMap<string, string | null>): MembershipList[] {
  return MEMBERS_BY_ACCREDITATION.map((rule) => ({
    association: rule.association,
    source: rule.source,
    sourceYear: RULES_READ,
    unitids: new Set(
      [...accreditors].filter(([, accreditor]) => accreditor && rule.accreditor.test(accreditor)).map(([id]) => id),
    ),
  }));
}

/**
 * Each listed UNITID's memberships. Several lists name their sources together ("CCCU member list;
 * ABHE directory"), dated by the oldest of them, so no membership is ever younger than its source.
 */
export function joinMemberships(lists: readonly MembershipList[]): Map<string, Memberships> {
  const byUnitid = new Map<string, MembershipList[]>();
  for (const list of lists) {
    for (const unitid of list.unitids) byUnitid.set(unitid, [...(byUnitid.get(unitid) ?? []), list]);
  }
  return new Map(
    [...byUnitid].map(([unitid, found]) => [
      unitid,
      {
        associations: found.map((list) => list.association),
        source: found.map((list) => list.source).join("; "),
        sourceYear: Math.min(...found.map((list) => list.sourceYear)),
      },
    ]),
  );
}
