import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  joinMemberships,
  MEMBERS_BY_ACCREDITATION,
  membersByAccreditation,
  readMembershipLists,
} from "./association-memberships";

const seedFile = path.resolve(import.meta.dirname, "../data/seed/institutions.csv");
const seed = parse(readFileSync(seedFile), { columns: true }) as Record<string, string>[];
const memberOf = (row: Record<string, string>, association: string) =>
  (row.associations ?? "").split("|").includes(association);

describe("association memberships in the seed build", () => {
  const lists = readMembershipLists();
  const cccu = lists.find((list) => list.association === "CCCU")!;

  it("reads the CCCU extract: 111 members with a UNITID, each once", () => {
    expect(cccu.unitids.size).toBe(111);
    expect(cccu).toMatchObject({ source: "CCCU member list", sourceYear: 2026 });
    const lines = readFileSync(path.resolve(import.meta.dirname, "../data/sources/cccu/cccu-members.csv"), "utf8");
    expect(lines.trim().split("\n")).toHaveLength(112);
  });

  it("gives the 111 US members their membership, the 3 members abroad theirs, and no other row", () => {
    const members = seed.filter((row) => memberOf(row, "CCCU") && row.source_id);
    // 105 are rows of the federal build; the 6 IPEDS gives no affiliation are added from HD2024.
    expect(members).toHaveLength(111);
    // The members outside the United States have no UNITID: the world list names them (world-list.ts).
    expect(
      seed
        .filter((row) => memberOf(row, "CCCU") && !row.source_id)
        .map((row) => row.institution_name)
        .sort(),
    ).toEqual(["Ambrose University", "Redeemer University", "Trinity Western University"]);
    expect(members.every((row) => cccu.unitids.has(row.source_id!))).toBe(true);
    const inDirectory = seed.filter((row) => row.source_id && cccu.unitids.has(row.source_id)).length;
    expect(members.length / inDirectory).toBe(1);
    expect(seed.find((row) => row.institution_name === "Wheaton College" && row.state_province === "IL")).toMatchObject(
      { associations: "CCCU", associations_source: "CCCU member list", associations_source_year: "2026" },
    );
  });

  it("makes a school ATS's or ABHE's member when their Commission accredits it, as their own pages say", () => {
    const accredited = membersByAccreditation(
      new Map([
        ["1", "Commission on Accrediting of the Association of Theological Schools"],
        ["2", "Association for Biblical Higher Education"],
        ["3", "Transnational Association of Christian Colleges and Schools"],
        ["4", null],
        // Another body whose name contains the words is no commission of theirs.
        ["5", "Commission on Accrediting of the Association of Theological Schools in Asia"],
      ]),
    );
    expect(accredited.map((list) => [list.association, [...list.unitids]])).toEqual([
      ["ATS", ["1"]],
      ["ABHE", ["2"]],
    ]);
    for (const rule of MEMBERS_BY_ACCREDITATION) {
      expect(rule.url).toMatch(/^https:\/\//);
      expect(rule.quote.length).toBeLessThanOrEqual(200);
    }
    // In the seed: every U.S. row the Commission accredits, and no other.
    for (const rule of MEMBERS_BY_ACCREDITATION) {
      const members = seed.filter((row) => memberOf(row, rule.association));
      expect(members.length, rule.association).toBeGreaterThan(50);
      expect(members.map((row) => row.slug)).toEqual(
        seed.filter((row) => row.source_id && rule.accreditor.test(row.accreditor ?? "")).map((row) => row.slug),
      );
      for (const row of members) {
        expect(row.associations_source, row.slug).toContain(rule.source);
        expect(row.associations_source_year).toBe("2026");
      }
    }
  });

  it("never gives a membership without its source and year, nor a source without a membership", () => {
    for (const row of seed) {
      const hasMembership = row.associations !== "";
      expect(row.associations_source !== "", row.slug).toBe(hasMembership);
      expect(row.associations_source_year !== "", row.slug).toBe(hasMembership);
    }
  });

  it("names every list of a school together, dated by the oldest", () => {
    const joined = joinMemberships([
      { association: "CCCU", source: "CCCU member list", sourceYear: 2026, unitids: new Set(["1", "2"]) },
      { association: "ABHE", source: "ABHE directory", sourceYear: 2025, unitids: new Set(["2"]) },
    ]);
    expect(joined.get("1")).toEqual({ associations: ["CCCU"], source: "CCCU member list", sourceYear: 2026 });
    expect(joined.get("2")).toEqual({
      associations: ["CCCU", "ABHE"],
      source: "CCCU member list; ABHE directory",
      sourceYear: 2025,
    });
  });
});
