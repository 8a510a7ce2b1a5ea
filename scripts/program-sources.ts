/**
 * The rules of the program extracts in data/sources/programs/ (see the README there), kept apart
 * from the script that reads the repositories (extract-program-sources.ts) so they are tested
 * without those copies: which schools are kept, how each source file is read and trimmed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";

export const PROGRAMS_DIR = path.resolve(import.meta.dirname, "../data/sources/programs");

/** The extract files, by source. */
export const PROGRAM_FILES = {
  completions: "ipeds-completions-2020-2024.csv",
  cip: "cip-2020.csv",
  fieldOutcomes: "scorecard-field-of-study-2026.csv",
  fullyOnline: "scorecard-2023-24-fully-online.csv",
} as const;

/** The IPEDS Completions files read, by the year their academic year ends (c2024_a = 2023-24). */
export const COMPLETION_YEARS = [2020, 2021, 2022, 2023, 2024] as const;

export const COMPLETIONS_COLUMNS = [
  "unitid",
  "cipcode",
  "awlevel",
  ...COMPLETION_YEARS.map((year) => `graduates_${year}`),
] as const;

type Row = Record<string, string>;

/**
 * The UNITIDs whose programs are kept: the directory's, the CCCU's members, and every private
 * not-for-profit degree-granting institution of IPEDS HD2024 (CONTROL 2, DEGGRANT 1), so a school
 * that joins the directory later finds its programs already here.
 */
export function programUniverse(directory: string[], cccu: string[], hd2024: Row[]): Set<string> {
  const privateDegreeGranting = hd2024
    .filter((row) => row.CONTROL === "2" && row.DEGGRANT === "1")
    .map((row) => row.UNITID!);
  return new Set([...directory, ...cccu, ...privateDegreeGranting].filter(Boolean));
}

export interface CompletionRecord {
  unitid: string;
  cipcode: string;
  awlevel: number;
  graduates: number;
}

/** A six-digit CIP code as IPEDS writes it ("39.0602"); "99" is the file's total of all programs. */
const SIX_DIGIT_CIP = /^\d{2}\.\d{4}$/;

/**
 * One row per school, six-digit CIP code and award level, with the graduates of each year (first
 * majors: the carrier keeps MAJORNUM 1 only). A year without a row in that year's file is empty;
 * a program that awarded nothing in any year (only zero rows) is left out.
 */
export function mergeCompletions(
  byYear: Map<number, CompletionRecord[]>,
  universe: ReadonlySet<string>,
): Record<(typeof COMPLETIONS_COLUMNS)[number], string>[] {
  const merged = new Map<string, { unitid: string; cipcode: string; awlevel: number; graduates: string[] }>();
  for (const [index, year] of COMPLETION_YEARS.entries()) {
    for (const record of byYear.get(year) ?? []) {
      if (!universe.has(record.unitid) || !SIX_DIGIT_CIP.test(record.cipcode)) continue;
      const key = `${record.unitid}|${record.cipcode}|${record.awlevel}`;
      let row = merged.get(key);
      if (!row) {
        row = { ...record, graduates: COMPLETION_YEARS.map(() => "") };
        merged.set(key, row);
      }
      if (row.graduates[index] !== "") throw new Error(`two rows for ${key} in ${year}`);
      row.graduates[index] = String(record.graduates);
    }
  }
  return [...merged.values()]
    .filter((row) => row.graduates.some((value) => value !== "" && Number(value) > 0))
    .sort((a, b) => Number(a.unitid) - Number(b.unitid) || a.cipcode.localeCompare(b.cipcode) || a.awlevel - b.awlevel)
    .map((row) => ({
      unitid: row.unitid,
      cipcode: row.cipcode,
      awlevel: String(row.awlevel),
      ...(Object.fromEntries(COMPLETION_YEARS.map((year, i) => [`graduates_${year}`, row.graduates[i]!])) as Record<
        `graduates_${(typeof COMPLETION_YEARS)[number]}`,
        string
      >),
    }));
}

/**
 * One line of CIPCode2020.csv. The file quotes its text fields but leaves quotes inside them as
 * they are ('titled "Security and Protective Services" in'), so a field ends only at a quote
 * followed by a comma or the end of the line. Every record is one line.
 */
export function splitCipLine(line: string): string[] {
  const fields: string[] = [];
  const field = /("(?:[^"]|"(?!,|$))*"|[^,"]*)(,|$)/y;
  for (;;) {
    const match = field.exec(line);
    if (!match) throw new Error(`CIPCode2020.csv: cannot read "${line.slice(0, 60)}"`);
    const raw = match[1]!;
    fields.push(raw.startsWith('"') ? raw.slice(1, -1) : raw);
    if (match[2] === "" || field.lastIndex >= line.length) {
      if (match[2] === ",") fields.push("");
      return fields;
    }
  }
}

const SMALL_WORDS = new Set(["a", "an", "and", "for", "in", "of", "on", "or", "the", "to"]);

/** "THEOLOGY AND RELIGIOUS VOCATIONS" -> "Theology and Religious Vocations" (the families are in capitals). */
export function titleCase(title: string): string {
  return title
    .toLowerCase()
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|[/-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join(" ");
}

export interface CipTitle {
  code: string;
  title: string;
  definition: string;
}

/**
 * The codes of CIP 2020 with their titles: every family (2 digits), series (4) and program (6)
 * but the rows that mark where a 2010 code went ("Moved from": "Moved from 51.1104 to 01.1302")
 * or that it was deleted. The "Moved to" rows are the codes' new places, used by IPEDS since
 * 2020. Titles lose their closing full stop, the family titles their capitals; definitions are
 * kept for families and programs (a series' only says which codes define it).
 */
export function readCipTitles(text: string): CipTitle[] {
  const lines = text.split(/\r?\n/).filter(Boolean);
  const header = splitCipLine(lines[0]!);
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`CIPCode2020.csv has no column ${name}`);
    return index;
  };
  const [code, action, title, definition] = ["CIPCode", "Action", "CIPTitle", "CIPDefinition"].map(column);
  return lines.slice(1).flatMap((line) => {
    const fields = splitCipLine(line);
    if (fields.length !== header.length)
      throw new Error(`CIPCode2020.csv: ${fields.length} fields in "${line.slice(0, 60)}"`);
    if (fields[action!] === "Moved from" || fields[action!] === "Deleted") return [];
    const cip = fields[code!]!;
    const plain = fields[title!]!.trim().replace(/\.$/, "");
    return [
      {
        code: cip,
        title: cip.length === 2 ? titleCase(plain) : plain,
        definition: cip.length === 5 ? "" : fields[definition!]!.replace(/\s+/g, " ").trim(),
      },
    ];
  });
}

/** The field-of-study measures kept, as the carrier names them. */
export const FIELD_OUTCOME_COLUMNS = ["earnings_median_1yr", "earnings_median_4yr", "debt_median"] as const;

export interface FieldOutcomeRecord {
  unitid: string;
  cip_code: string;
  credential_level: string;
  earnings_median_1yr: number | null;
  earnings_median_4yr: number | null;
  debt_median: number | null;
}

/**
 * The field-of-study rows of the kept schools that report at least one of the measures; the
 * four-digit CIP code written as CIP 2020 writes it ("3906" -> "39.06"). Rows with a credential
 * level outside 1-8 (99, non-credential programs) are left out.
 */
export function trimFieldOutcomes(rows: FieldOutcomeRecord[], universe: ReadonlySet<string>): Row[] {
  const dollars = (value: number | null) => (value === null ? "" : String(Math.round(value)));
  return rows
    .filter(
      (row) =>
        universe.has(row.unitid) &&
        /^[1-8]$/.test(row.credential_level) &&
        FIELD_OUTCOME_COLUMNS.some((column) => row[column] !== null),
    )
    .map((row) => {
      if (!/^\d{4}$/.test(row.cip_code)) throw new Error(`field of study: CIP code ${row.cip_code}`);
      return {
        unitid: row.unitid,
        cip4: `${row.cip_code.slice(0, 2)}.${row.cip_code.slice(2)}`,
        credential_level: row.credential_level,
        earnings_1yr: dollars(row.earnings_median_1yr),
        earnings_4yr: dollars(row.earnings_median_4yr),
        debt_median: dollars(row.debt_median),
      };
    })
    .sort(
      (a, b) =>
        Number(a.unitid) - Number(b.unitid) ||
        a.cip4.localeCompare(b.cip4) ||
        Number(a.credential_level) - Number(b.credential_level),
    );
}

/** The Scorecard's undergraduate award columns of each CIP family: CIP39BACHL, CIP39ASSOC, ... */
export const SCORECARD_AWARDS = ["CERT1", "CERT2", "ASSOC", "CERT4", "BACHL"] as const;
const AWARD_COLUMN = new RegExp(`^CIP(\\d{2})(${SCORECARD_AWARDS.join("|")})$`);

/**
 * The families and undergraduate awards the Scorecard 2023-24 file marks 2, "offered through an
 * exclusively distance-education program", for the kept schools: one row each.
 */
export function fullyOnlineRows(header: string[], records: string[][], universe: ReadonlySet<string>): Row[] {
  const unitid = header.indexOf("UNITID");
  const columns = header.flatMap((name, index) => {
    const match = AWARD_COLUMN.exec(name);
    return match ? [{ index, family: match[1]!, award: match[2]! }] : [];
  });
  if (unitid < 0 || !columns.length) throw new Error("the Scorecard file has no UNITID or CIPxx award columns");
  const rows: Row[] = [];
  for (const record of records) {
    if (!universe.has(record[unitid]!)) continue;
    for (const column of columns) {
      if (record[column.index] === "2")
        rows.push({ unitid: record[unitid]!, cip_family: column.family, award: column.award });
    }
  }
  return rows.sort(
    (a, b) =>
      Number(a.unitid) - Number(b.unitid) ||
      a.cip_family!.localeCompare(b.cip_family!) ||
      SCORECARD_AWARDS.indexOf(a.award as never) - SCORECARD_AWARDS.indexOf(b.award as never),
  );
}

/** A committed extract, read as the seed and the tests read it. */
export function readProgramExtract(file: (typeof PROGRAM_FILES)[keyof typeof PROGRAM_FILES]): Row[] {
  return parse(readFileSync(path.join(PROGRAMS_DIR, file)), { columns: true, skip_empty_lines: true }) as Row[];
}
