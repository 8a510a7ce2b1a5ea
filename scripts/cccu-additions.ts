/**
 * The CCCU members that report no religious affiliation to IPEDS and so are not in the federal
 * build (../shared/data/institutions.csv): their rows, in its columns, from the same federal files
 * (IPEDS HD2024, IC2023 and DRVEF2022, College Scorecard). Seed build only: it reads ../shared.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { parse } from "csv-parse/sync";

type Row = Record<string, string>;

function readGz(dir: string, file: string): Row[] {
  return parse(gunzipSync(readFileSync(path.join(dir, file))), { columns: true, skip_empty_lines: true }) as Row[];
}

/** 'www.jbu.edu/' -> 'https://www.jbu.edu/', as the federal build writes websites. */
function website(address: string): string {
  const bare = address.trim().replace(/^[a-z]+:\/\//i, "");
  if (!bare) return "";
  const [host, ...rest] = bare.split("/");
  const tail = rest.join("/");
  return `https://${host!.toLowerCase()}/${tail}`;
}

/** The federal build's type rule, for schools that are neither seminaries nor Bible colleges. */
function institutionType(name: string): string {
  if (/seminar|theolog|divinity/i.test(name)) return "Seminary";
  if (/\bbible|biblical/i.test(name)) return "Bible College";
  return /universit/i.test(name) ? "University" : "College";
}

/** The rows of the UNITIDs asked for that the federal files hold and that are open and degree-granting. */
export function cccuAdditions(sourceDir: string, unitids: ReadonlySet<string>): Row[] {
  const labels = new Map<string, string>();
  for (const row of readGz(sourceDir, "ipeds_hd2024_value_labels.csv.gz")) {
    labels.set(`${row.variable}:${row.code}`, row.label!);
  }
  const label = (variable: string, code: string | undefined) => labels.get(`${variable}:${code}`) ?? "";
  const scorecard = new Map(readGz(sourceDir, "scorecard_accreditor_tuition.csv.gz").map((row) => [row.UNITID!, row]));
  const distance = new Map(readGz(sourceDir, "ipeds_2023_distance_enrollment.csv.gz").map((row) => [row.UNITID!, row]));
  return readGz(sourceDir, "ipeds_hd2024.csv.gz")
    .filter((row) => unitids.has(row.UNITID!) && row.CYACTIVE === "1" && row.DEGGRANT === "1")
    .map((hd) => {
      const card = scorecard.get(hd.UNITID!);
      const enrolment = distance.get(hd.UNITID!);
      const tuition = card?.TUITIONFEE_IN && /^\d+$/.test(card.TUITIONFEE_IN) ? card.TUITIONFEE_IN : "";
      return {
        source_id: hd.UNITID!,
        institution_name: hd.INSTNM!,
        alias: (hd.IALIAS ?? "").replace(/\s{2,}/g, " | "),
        street_address: hd.ADDR ?? "",
        city: hd.CITY ?? "",
        state_province: hd.STABBR ?? "",
        state_name: label("STABBR", hd.STABBR),
        postal_code: hd.ZIP ?? "",
        website: website(hd.WEBADDR || card?.INSTURL || ""),
        latitude: hd.LATITUDE ?? "",
        longitude: hd.LONGITUD ?? "",
        denomination: "",
        denomination_family: "",
        christian_tradition: "",
        denomination_source: "IPEDS RELAFFIL: none reported",
        institution_type: institutionType(hd.INSTNM!),
        control: label("CONTROL", hd.CONTROL),
        highest_degree: label("HLOFFER", hd.HLOFFER),
        campus_setting: label("LOCALE", hd.LOCALE),
        title_iv_federal_aid: ["1", "2", "3"].includes(hd.OPEFLAG ?? "") ? "true" : "false",
        student_body_size: enrolment?.TOTAL_ENROLLMENT_FALL2022 ?? "",
        student_body_size_basis: "total fall 2022 enrollment (DRVEF2022)",
        tuition,
        tuition_year: tuition ? "2020-21 (College Scorecard)" : "",
        accreditation: card?.ACCREDAGENCY ?? "",
        online_only: enrolment?.DISTANCE_ONLY_CODE_IC2023 === "1" ? "true" : "false",
        review_note: "",
      };
    });
}
