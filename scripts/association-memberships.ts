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

/** The member lists held in data/sources/ (CCCU today; ABHE and ATS lists go beside it). */
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
