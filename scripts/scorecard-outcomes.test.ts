import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { MOST_RECENT_MEASURES, OUTCOME_MEASURES as SHOWN_MEASURES } from "../app/domain/outcomes/outcome-measures";
import {
  EARNINGS_SOURCE,
  OUTCOME_MEASURES,
  SCORECARD_SOURCE,
  joinOutcomes,
  medianOf,
  medianRows,
  readScorecardSources,
  SEED_MEASURES,
  type OutcomeMeasure,
} from "./scorecard-outcomes";
import { readClosuresExtract, usClosures } from "./us-closures";

const read = (file: string) =>
  parse(readFileSync(path.resolve(import.meta.dirname, "..", file)), { columns: true }) as Record<string, string>[];
const seed = read("data/seed/institutions.csv");
const us = seed.filter((row) => row.country === "United States").map((row) => row.source_id!);
const outcomeSeed = read("data/seed/institution-outcomes.csv");
const measures = Object.keys(OUTCOME_MEASURES) as OutcomeMeasure[];

describe("College Scorecard outcomes in the seed build", () => {
  const sources = readScorecardSources();
  const joined = joinOutcomes(us, sources);

  it("builds exactly the measures the site shows", () => {
    expect([...measures].sort()).toEqual([...SHOWN_MEASURES].sort());
  });

  it("reads the committed extracts: the directory's UNITIDs only, once each", () => {
    // The extracts were made for the federal build, which also had the schools that closed since.
    const unitids = new Set([...us, ...usClosures(readClosuresExtract()).closed.keys()]);
    // The 825 rows of the federal build and the 6 CCCU members added from HD2024, which the
    // outcome extracts do not cover, less the 4 that have closed (data/sources/us-closures).
    expect(us).toHaveLength(827);
    for (const rows of [sources.scorecard, sources.earnings, sources.debt, sources.categories]) {
      expect(rows.every((row) => unitids.has(row.UNITID!))).toBe(true);
      expect(new Set(rows.map((row) => row.UNITID)).size).toBe(rows.length);
    }
  });

  it("joins 817 of the 827 US rows on UNITID, with the counts the README states (less the closed schools')", () => {
    expect(joined.size).toBe(817);
    expect(joined.size / us.length).toBeGreaterThan(0.98);
    const rows = [...joined.values()];
    const count = (measure: (typeof SEED_MEASURES)[number]) => rows.filter((row) => row[measure]).length;
    expect(count("net_price")).toBe(665);
    expect(count("graduation_rate")).toBe(689);
    expect(count("median_earnings_10yr")).toBe(666);
    expect(count("median_debt")).toBe(573);
    expect(rows.filter((row) => row.graduate_only === "true")).toHaveLength(93);
  });

  it("gives Wheaton College its figures as the source states them", () => {
    const wheaton = joined.get("149781")!;
    expect(wheaton).toMatchObject({
      graduate_only: "false",
      median_group: "private-nonprofit-4-year",
      graduation_rate: "0.8655",
      retention_rate: "0.9384",
      net_price: "26984",
      net_price_0_30k: "17966",
      net_price_110k_plus: "35320",
      median_earnings_10yr: "63756",
      median_debt: "23250",
      admission_rate: "0.8998",
      undergraduate_enrollment: "2087",
      pell_share: "0.202",
      student_faculty_ratio: "10",
      scorecard_source: SCORECARD_SOURCE,
      scorecard_year: "2023-24",
      earnings_source: EARNINGS_SOURCE,
      earnings_year: "2025",
    });
    expect(joined.get("147369")).toMatchObject({ graduation_rate: "0.6199", net_price: "25007", median_debt: "18149" });
    // Tuition is the institution's own fact, taken from its newest source (scripts/current-facts.ts).
    expect(Object.keys(wheaton)).not.toContain("tuition_in_state");
    expect(Object.keys(wheaton)).not.toContain("tuition_out_of_state");
  });

  it("marks graduate-only schools from the IPEDS category", () => {
    // Princeton Theological Seminary: IPEDS category 1, no undergraduate measures.
    expect(joined.get("186122")).toMatchObject({ graduate_only: "true", graduation_rate: "", net_price: "" });
  });

  it("has no value without a source and year", () => {
    for (const row of joined.values()) {
      const scorecardValues = SEED_MEASURES.filter((m) => !MOST_RECENT_MEASURES.has(m) && row[m]);
      if (scorecardValues.length)
        expect([row.scorecard_source, row.scorecard_year]).toEqual([SCORECARD_SOURCE, "2023-24"]);
      else expect(row.scorecard_source).toBe("");
      if (row.median_earnings_10yr || row.median_debt) expect(row.earnings_source).toBe(EARNINGS_SOURCE);
      else expect(row.earnings_source).toBe("");
    }
  });

  it("lists a privacy-suppressed value as suppressed, never as a number", () => {
    const suppressed = joinOutcomes(["1"], {
      ...sources,
      scorecard: [{ UNITID: "1", ICLEVEL: "1", C150_4: "PrivacySuppressed", NPT4_PRIV: "NA", UGDS: "40" }],
      earnings: [{ UNITID: "1", MD_EARN_WNE_P10: "" }],
      debt: [],
    }).get("1")!;
    expect(suppressed).toMatchObject({ graduation_rate: "", net_price: "", undergraduate_enrollment: "40" });
    expect(suppressed.suppressed).toBe("graduation_rate");
    expect(suppressed.earnings_source).toBe("");
  });

  it("writes the seed file the build produced from these extracts", () => {
    expect(outcomeSeed).toEqual([...joined.values()]);
  });

  it("computes medians as the middle value and keeps a source beside each", () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 2, 3])).toBe(2.5);
    const medians = medianRows(sources.medians);
    expect(medians.length).toBe(30);
    expect(medians.every((row) => row.source && row.year && Number(row.institutions) > 0)).toBe(true);
    const fourYear = (measure: string) =>
      medians.find((row) => row.group === "private-nonprofit-4-year" && row.measure === measure);
    expect(Number(fourYear("graduation_rate")!.median)).toBeGreaterThan(0.4);
    expect(Number(fourYear("graduation_rate")!.institutions)).toBeGreaterThan(1000);
    expect(fourYear("median_earnings_10yr")!.source).toBe(EARNINGS_SOURCE);
    // Debt's carrier keeps only some colleges: no national median is computed from it.
    expect(medians.some((row) => row.measure === "median_debt")).toBe(false);
  });
});
