/**
 * The Programs rows of a comparison. Unlike the rows of COMPARE_ROWS, which read one school at a
 * time, these depend on the whole set: the fields every compared school offers, the fields only one
 * offers, and a chosen program's graduates, earnings and debt side by side.
 */
import type { Institution } from "~/domain/institutions/institution.schemas";
import { NO_GRADUATES_TEXT } from "~/domain/programs/institution-programs.server";
import type {
  ChosenProgramAtSchool,
  ComparedField,
  ComparedPrograms,
} from "~/domain/programs/program-comparison.server";
import { COMPLETIONS_SOURCE, FIELD_OUTCOMES_SOURCE, LATEST_PROGRAM_YEAR } from "~/domain/programs/program-sources";
import { graduatesText } from "~/domain/programs/programs-section.server";
import { formatMoney, formatNumber } from "~/lib/format";
import { NOT_REPORTED, type CompareCell, type CompareRow } from "./compare.schemas";

/** How many fields a cell names before "and N more". */
export const FIELDS_NAMED = 3;

const PROGRAMS_SECTION = "programs";
const sectionHref = (school: Institution) => `/institution/${school.slug}#${PROGRAMS_SECTION}`;
const fieldsCount = (count: number) => `${formatNumber(count)} field${count === 1 ? "" : "s"}`;

/**
 * "12 fields: Nursing; Biology; Music and 9 more" (largest first), or "None". Semicolons, since
 * titles hold commas ("Psychology, General").
 */
function fieldList(fields: readonly ComparedField[]): string {
  if (!fields.length) return "None";
  const named = fields.slice(0, FIELDS_NAMED).map((field) => field.title);
  const more = fields.length - named.length;
  const names = more > 0 ? `${named.join("; ")} and ${formatNumber(more)} more` : named.join("; ");
  return `${fieldsCount(fields.length)}: ${names}`;
}

const cell = (text: string, note: string | null = null, href?: string): CompareCell =>
  href ? { text, reported: true, note, href } : { text, reported: true, note };
const notReported: CompareCell = { text: NOT_REPORTED, reported: false, note: null };

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  const shown = new Set(cells.map((entry) => `${entry.text}\u0000${entry.note ?? ""}`));
  return { key, label, group: "Programs", cells, differs: shown.size > 1 };
}

const COMPLETIONS_NOTE = `${COMPLETIONS_SOURCE.name}, ${COMPLETIONS_SOURCE.years}`;
const LATEST_NOTE = `${COMPLETIONS_SOURCE.name}, ${LATEST_PROGRAM_YEAR}`;

export function buildProgramRows(schools: readonly Institution[], programs: ComparedPrograms): CompareRow[] {
  const fieldsOf = (school: Institution) => programs.fields.get(school.id);
  const reporting = schools.filter((school) => fieldsOf(school));
  const rows = [
    row(
      "programs_fields",
      "Fields of study",
      schools.map((school) => {
        const fields = fieldsOf(school);
        return fields ? cell(fieldsCount(fields.length), COMPLETIONS_NOTE, sectionHref(school)) : notReported;
      }),
    ),
  ];
  if (reporting.length >= 2) {
    const offeredBy = new Map<string, number>();
    for (const school of reporting) {
      for (const field of fieldsOf(school)!) offeredBy.set(field.code, (offeredBy.get(field.code) ?? 0) + 1);
    }
    const everyone = new Set([...offeredBy].filter(([, count]) => count === reporting.length).map(([code]) => code));
    // The common fields in the order of the first school's graduates: one list, the same in every cell.
    const common = fieldList(fieldsOf(reporting[0]!)!.filter((field) => everyone.has(field.code)));
    const commonNote =
      reporting.length === schools.length
        ? "Offered by every school compared"
        : "Offered by every school compared that reports programs";
    rows.push(
      row(
        "programs_common",
        "Fields in common",
        schools.map((school) => (fieldsOf(school) ? cell(common, commonNote) : notReported)),
      ),
      row(
        "programs_unique",
        "Fields only this school offers",
        schools.map((school) => {
          const fields = fieldsOf(school);
          if (!fields) return notReported;
          const unique = fields.filter((field) => offeredBy.get(field.code) === 1);
          return cell(fieldList(unique), `Largest first, by graduates in ${LATEST_PROGRAM_YEAR}`, sectionHref(school));
        }),
      ),
    );
  }
  if (programs.chosen) rows.push(...chosenProgramRows(schools, programs));
  return rows;
}

type Earnings = ChosenProgramAtSchool["earnings"][number];

function chosenProgramRows(schools: readonly Institution[], programs: ComparedPrograms): CompareRow[] {
  const chosen = programs.chosen!;
  const series = `CIP series ${chosen.series}`;
  const figureRow = (key: string, label: string, figure: (entry: Earnings) => number | null) =>
    row(
      key,
      label,
      schools.map((school) => {
        const earnings = programs.chosenAt.get(school.id)?.earnings ?? [];
        if (!earnings.length || earnings.every((entry) => figure(entry) === null)) return notReported;
        const text = earnings
          .map((entry) => {
            const value = figure(entry);
            return `${entry.credential}: ${value === null ? NOT_REPORTED : formatMoney(value)}`;
          })
          .join("; ");
        return cell(text, FIELD_OUTCOMES_SOURCE.name);
      }),
    );
  return [
    row(
      "program_graduates",
      `${chosen.title} (CIP ${chosen.code}): graduates`,
      schools.map((school) => {
        if (!programs.fields.has(school.id)) return notReported;
        const levels = programs.chosenAt.get(school.id)?.levels ?? [];
        if (!levels.length) return cell(NO_GRADUATES_TEXT, COMPLETIONS_NOTE);
        const text = levels
          .map((level) => `${level.label}: ${graduatesText(level.latest, LATEST_PROGRAM_YEAR)}`)
          .join("; ");
        return cell(text, LATEST_NOTE, sectionHref(school));
      }),
    ),
    // The source reports earnings by series (all its programs together), under its own credentials.
    figureRow("program_earnings_1yr", `Earnings 1 year after, ${series}`, (entry) => entry.earnings1yr),
    figureRow("program_earnings_4yr", `Earnings 4 years after, ${series}`, (entry) => entry.earnings4yr),
    figureRow("program_debt", `Median debt, ${series}`, (entry) => entry.debt),
  ];
}
