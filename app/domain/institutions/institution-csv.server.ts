/**
 * A search's matches as CSV rows: every match (not one page), in the order the search shows them,
 * read from PostgreSQL in batches so that a download of 100,000 schools never holds them all. The
 * columns name each figure's source and year; with a program, its graduates too.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrollmentMeasure } from "~/db/current-facts";
import { COMPLETIONS_SOURCE } from "~/domain/programs/program-sources";
import type { SearchParams } from "./institution.schemas";
import { searchAllMatches } from "./institution-search.server";

/** Rows read from PostgreSQL per statement. */
export const CSV_BATCH = 1000;

const COLUMNS = [
  "Name",
  "Slug",
  "City",
  "State/Province",
  "Country",
  "Type",
  "Denomination",
  "Tuition (USD a year)",
  "Tuition year",
  "Tuition source",
  "Enrolment",
  "Enrolment counts",
  "Enrolment year",
  "Enrolment source",
  "Accreditor",
  "Accreditor source",
  "Website",
  "Page",
] as const;

const PROGRAM_COLUMNS = ["Program", "Program levels", "Program graduates", "Graduates year", "Graduates source"];

const ENROLMENT_COUNTS: Record<string, string> = {
  undergraduate: "undergraduate degree-seeking students",
  total: "all students, fall headcount",
  twelve_month: "unduplicated headcount over a year",
};

type Cell = string | number | null;

/**
 * A cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so that opening the file never runs what a row holds.
 */
export function inertCell(value: Cell): Cell {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type CsvRow = {
  id: number;
  slug: string;
  institution_name: string;
  city: string | null;
  state_province: string | null;
  country: string;
  institution_type: string;
  denomination: string | null;
  tuition: number | null;
  tuition_year: string | null;
  tuition_source: string | null;
  student_body_size: number | null;
  student_body_size_measure: string | null;
  student_body_size_year: string | null;
  student_body_size_source: string | null;
  accreditor: string | null;
  accreditor_source: string | null;
  website: string | null;
};

/**
 * The header and then every match's cells, a batch of CSV_BATCH rows at a time (formula-like
 * cells already made inert). An invalid search (an unknown place or program) throws before the
 * first row, so the caller can still answer with an error.
 */
export async function institutionCsv(
  db: Database,
  params: SearchParams,
  options: { dataVersion?: number; publicUrl: string },
): Promise<{ header: string[]; batches: AsyncGenerator<Cell[][]> }> {
  const matches = await searchAllMatches(db, params, options);
  const header = [...COLUMNS, ...(matches.programTitle ? PROGRAM_COLUMNS : [])];
  const pageUrl = (slug: string) => new URL(`/institution/${encodeURIComponent(slug)}`, options.publicUrl).toString();

  async function* batches(): AsyncGenerator<Cell[][]> {
    for (let start = 0; start < matches.ids.length; start += CSV_BATCH) {
      const ids = Array.from(matches.ids.subarray(start, start + CSV_BATCH));
      const { rows } = await db.execute<CsvRow>(sql`select id, slug, institution_name, city, state_province, country,
          institution_type, denomination, tuition, tuition_year, tuition_source, student_body_size,
          student_body_size_measure, student_body_size_year, student_body_size_source, accreditor,
          accreditor_source, website
        from institutions where id = any(${`{${ids.join(",")}}`}::int[])`);
      const byId = new Map(rows.map((row) => [row.id, row]));
      // In the search's order; a school deleted since the search was read is left out.
      yield ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const measure = enrollmentMeasure(row.student_body_size_measure);
        const cells: Cell[] = [
          row.institution_name,
          row.slug,
          row.city,
          row.state_province,
          row.country,
          row.institution_type,
          row.denomination,
          row.tuition,
          row.tuition_year,
          row.tuition_source,
          row.student_body_size,
          measure ? ENROLMENT_COUNTS[measure]! : null,
          row.student_body_size_year,
          row.student_body_size_source,
          row.accreditor,
          row.accreditor_source,
          row.website,
          pageUrl(row.slug),
        ];
        if (matches.programTitle) {
          const program = matches.program(id);
          cells.push(
            program?.title ?? matches.programTitle,
            program?.levels.map((level) => level.label).join("; ") ?? null,
            program?.graduates ?? null,
            program?.year ?? null,
            program ? `${COMPLETIONS_SOURCE.name}, ${program.year ?? COMPLETIONS_SOURCE.years}` : null,
          );
        }
        return [cells.map(inertCell)];
      });
    }
  }
  return { header, batches: batches() };
}
