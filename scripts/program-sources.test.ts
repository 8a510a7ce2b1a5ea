import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { PROGRAM_ALIASES } from "../app/domain/programs/program-aliases";
import { AWARD_LEVEL_TO_LEVEL } from "../app/domain/programs/program-levels";
import { PROGRAM_YEARS } from "../app/domain/programs/program-sources";
import {
  COMPLETION_YEARS,
  PROGRAMS_DIR,
  PROGRAM_FILES,
  fullyOnlineRows,
  mergeCompletions,
  programUniverse,
  readCipTitles,
  readProgramExtract,
  splitCipLine,
  titleCase,
  trimFieldOutcomes,
  type CompletionRecord,
} from "./program-sources";

const root = path.resolve(import.meta.dirname, "..");
const seed = parse(readFileSync(path.join(root, "data/seed/institutions.csv")), { columns: true }) as Record<
  string,
  string
>[];
const directory = seed.filter((row) => row.country === "United States").map((row) => row.source_id!);
const cccu = (
  parse(readFileSync(path.join(root, "data/sources/cccu/cccu-members.csv")), { columns: true }) as Record<
    string,
    string
  >[]
).map((row) => row.unitid!);

const WHEATON = "149781";
const MDIV = "39.0602";
const REGISTERED_NURSING = "51.3801";

describe("the rules of the program extracts", () => {
  it("keeps the directory, the CCCU and every private not-for-profit degree-granting school", () => {
    const universe = programUniverse(
      ["1"],
      ["2"],
      [
        { UNITID: "3", CONTROL: "2", DEGGRANT: "1" },
        { UNITID: "4", CONTROL: "1", DEGGRANT: "1" },
        { UNITID: "5", CONTROL: "2", DEGGRANT: "2" },
      ],
    );
    expect([...universe].sort()).toEqual(["1", "2", "3"]);
  });

  it("merges the years of a program, keeps a reported zero, and leaves out totals, other schools and programs never awarded", () => {
    const record = (unitid: string, cipcode: string, awlevel: number, graduates: number): CompletionRecord => ({
      unitid,
      cipcode,
      awlevel,
      graduates,
    });
    const byYear = new Map<number, CompletionRecord[]>([
      [2020, [record("1", "39.0602", 7, 12), record("1", "99", 7, 40), record("1", "24.0101", 5, 0)]],
      [2022, [record("1", "39.0602", 7, 0), record("9", "39.0602", 7, 3)]],
      [2024, [record("1", "39.0602", 7, 9), record("1", "24.0101", 5, 0)]],
    ]);
    expect(mergeCompletions(byYear, new Set(["1"]))).toEqual([
      {
        unitid: "1",
        cipcode: "39.0602",
        awlevel: "7",
        graduates_2020: "12",
        graduates_2021: "",
        graduates_2022: "0",
        graduates_2023: "",
        graduates_2024: "9",
      },
    ]);
    expect(COMPLETION_YEARS).toEqual(PROGRAM_YEARS);
  });

  it("reads the CIP file's lines, whose quoted fields hold unescaped quotes", () => {
    expect(
      splitCipLine(
        '"43","43","No substantive changes",no,"HOMELAND SECURITY.","Note: this series is titled "Security and Protective Services" in the Canadian CIP.","",',
      ),
    ).toEqual([
      "43",
      "43",
      "No substantive changes",
      "no",
      "HOMELAND SECURITY.",
      'Note: this series is titled "Security and Protective Services" in the Canadian CIP.',
      "",
      "",
    ]);
  });

  it("keeps the codes in use: drops 'Moved from' and 'Deleted' rows, keeps 'Moved to' ones, tidies titles", () => {
    const text = [
      '"CIPFamily","CIPCode","Action","TextChange","CIPTitle","CIPDefinition","CrossReferences","Examples"',
      '"01","01","No substantive changes",yes,"AGRICULTURAL/ANIMAL/PLANT/VETERINARY SCIENCE AND RELATED FIELDS.","Instructional programs.","",',
      '"01","01.13","New",no,"Agricultural Public Services.","Instructional content for this group of programs is defined in codes 01.1301 - 01.1399.","",',
      '"01","01.1302","Moved to",no,"Pre-Veterinary Studies.","A program that prepares  individuals.","",',
      '"51","51.1104","Moved from",no,"Pre-Veterinary Studies.","Moved from 51.1104 to 01.1302","",',
      '"51","51.19","Deleted",no,"Osteopathic Medicine/Osteopathy.","Deleted, Report under 51.1202","",',
    ].join("\n");
    expect(readCipTitles(text)).toEqual([
      {
        code: "01",
        title: "Agricultural/Animal/Plant/Veterinary Science and Related Fields",
        definition: "Instructional programs.",
      },
      { code: "01.13", title: "Agricultural Public Services", definition: "" },
      { code: "01.1302", title: "Pre-Veterinary Studies", definition: "A program that prepares individuals." },
    ]);
    expect(titleCase("PERSONAL AWARENESS AND SELF-IMPROVEMENT")).toBe("Personal Awareness and Self-Improvement");
  });

  it("keeps field-of-study rows with a value, writes the series as CIP writes it, drops non-credential rows", () => {
    const base = { unitid: "1", cip_code: "3906", credential_level: "5", earnings_median_1yr: null, debt_median: null };
    expect(
      trimFieldOutcomes(
        [
          { ...base, earnings_median_4yr: 63783.4 },
          { ...base, cip_code: "3902", earnings_median_4yr: null },
          { ...base, credential_level: "99", earnings_median_4yr: 40000 },
          { ...base, unitid: "2", earnings_median_4yr: 40000 },
        ],
        new Set(["1"]),
      ),
    ).toEqual([
      { unitid: "1", cip4: "39.06", credential_level: "5", earnings_1yr: "", earnings_4yr: "63783", debt_median: "" },
    ]);
  });

  it("keeps the families and awards the Scorecard marks 2 (exclusively distance education)", () => {
    const header = ["UNITID", "CIP39BACHL", "CIP39ASSOC", "CIP51BACHL", "UGDS"];
    expect(
      fullyOnlineRows(
        header,
        [
          ["1", "2", "1", "0", "2"],
          ["2", "2", "2", "2", "2"],
        ],
        new Set(["1"]),
      ),
    ).toEqual([{ unitid: "1", cip_family: "39", award: "BACHL" }]);
  });
});

describe("the committed program extracts", () => {
  const completions = readProgramExtract(PROGRAM_FILES.completions);
  const cip = readProgramExtract(PROGRAM_FILES.cip);
  const outcomes = readProgramExtract(PROGRAM_FILES.fieldOutcomes);
  const online = readProgramExtract(PROGRAM_FILES.fullyOnline);
  const cipCodes = new Set(cip.map((row) => row.code));
  const awarded = (cipcode: string, awlevels: number[], year?: number) =>
    new Set(
      completions
        .filter(
          (row) =>
            row.cipcode === cipcode &&
            awlevels.includes(Number(row.awlevel)) &&
            (year === undefined || Number(row[`graduates_${year}`]) > 0),
        )
        .map((row) => row.unitid!),
    );

  it("stay small: the completions under 3 MB, all four under 4 MB", () => {
    const size = (file: string) => statSync(path.join(PROGRAMS_DIR, file)).size;
    expect(size(PROGRAM_FILES.completions)).toBeLessThan(3 * 1024 * 1024);
    expect(Object.values(PROGRAM_FILES).reduce((sum, file) => sum + size(file), 0)).toBeLessThan(4 * 1024 * 1024);
  });

  it("hold programs for every directory school but one, with codes and award levels the site knows", () => {
    expect(completions).toHaveLength(78_514);
    const schools = new Set(completions.map((row) => row.unitid));
    expect(directory.filter((unitid) => !schools.has(unitid))).toEqual(["475237"]);
    expect(cccu.every((unitid) => schools.has(unitid))).toBe(true);
    expect(completions.every((row) => /^\d{2}\.\d{4}$/.test(row.cipcode!))).toBe(true);
    expect(completions.every((row) => AWARD_LEVEL_TO_LEVEL[Number(row.awlevel)])).toBe(true);
    // Every row was awarded in at least one year.
    expect(completions.every((row) => PROGRAM_YEARS.some((year) => Number(row[`graduates_${year}`] || 0) > 0))).toBe(
      true,
    );
    // Every code has its CIP 2020 title but one added to CIP after 2020.
    expect([...new Set(completions.map((row) => row.cipcode))].filter((code) => !cipCodes.has(code))).toEqual([
      "49.0109",
    ]);
  });

  it("show the MDiv awarded by 200+ directory schools, and nursing bachelor's graduates in 2024 at CCCU colleges", () => {
    const directorySet = new Set(directory);
    const mdiv = [...awarded(MDIV, [7])].filter((unitid) => directorySet.has(unitid));
    expect(mdiv.length).toBe(223);
    const nursing2024 = [...awarded(REGISTERED_NURSING, [5], 2024)].filter((unitid) => cccu.includes(unitid));
    expect(nursing2024.length).toBeGreaterThan(40);
  });

  it("give Wheaton College (IL) its programs, and earnings by field where the Scorecard reports them", () => {
    expect(completions.filter((row) => row.unitid === WHEATON)).toHaveLength(60);
    const wheaton = outcomes.filter((row) => row.unitid === WHEATON);
    expect(wheaton.find((row) => row.cip4 === "09.01" && row.credential_level === "3")).toEqual({
      unitid: WHEATON,
      cip4: "09.01",
      credential_level: "3",
      earnings_1yr: "39321",
      earnings_4yr: "60695",
      debt_median: "23250",
    });
  });

  it("write field outcomes and fully online fields of known codes and levels", () => {
    expect(outcomes).toHaveLength(18_382);
    expect(outcomes.every((row) => cipCodes.has(row.cip4!) && /^[1-8]$/.test(row.credential_level!))).toBe(true);
    expect(outcomes.every((row) => row.earnings_1yr || row.earnings_4yr || row.debt_median)).toBe(true);
    expect(online).toHaveLength(2_564);
    expect(online.every((row) => cipCodes.has(row.cip_family))).toBe(true);
  });

  it("name the programs and families people search for", () => {
    const title = (code: string) => cip.find((row) => row.code === code)?.title;
    expect(title("39")).toBe("Theology and Religious Vocations");
    expect(title(MDIV)).toBe("Divinity/Ministry");
    expect(title("22.0001")).toBe("Pre-Law Studies");
    expect(title("39.0501")).toBe("Religious/Sacred Music");
    expect(title("13")).toBe("Education");
    for (const alias of PROGRAM_ALIASES) expect(cipCodes, alias.label).toContain(alias.cip);
  });
});
