/**
 * The words people use for a field or a degree that its CIP title does not contain: "MDiv" is
 * Divinity/Ministry at the master's level, "teaching" is Education. Each names a CIP code (a
 * program, series or family) and, for a degree, its levels. Titles are matched anyway; these add
 * what a title would miss.
 */
import type { ProgramLevel } from "./program-levels";

export interface ProgramAlias {
  /** As people write it; matched without case, accents, spaces or punctuation ("M.Div." = "mdiv"). */
  words: readonly string[];
  /** Shown beside the title when the alias found it: "MDiv". */
  label: string;
  cip: string;
  levels?: readonly ProgramLevel[];
}

export const PROGRAM_ALIASES: readonly ProgramAlias[] = [
  { words: ["MDiv", "Master of Divinity"], label: "MDiv", cip: "39.0602", levels: ["master"] },
  { words: ["ThM", "Master of Theology"], label: "ThM", cip: "39.06", levels: ["master"] },
  {
    words: ["DMin", "Doctor of Ministry"],
    label: "DMin",
    cip: "39.06",
    levels: ["doctoral_professional", "doctoral_other"],
  },
  { words: ["ThD", "Doctor of Theology"], label: "ThD", cip: "39", levels: ["doctoral_research"] },
  { words: ["seminary", "ministry", "pastor"], label: "Ministry", cip: "39.06" },
  { words: ["worship", "church music", "worship leading"], label: "Worship", cip: "39.0501" },
  { words: ["pre-law", "law school prep"], label: "Pre-law", cip: "22.0001" },
  { words: ["law school", "JD", "Juris Doctor"], label: "JD", cip: "22.0101", levels: ["doctoral_professional"] },
  { words: ["pre-med", "premedical"], label: "Pre-med", cip: "51.1102" },
  { words: ["pre-dental"], label: "Pre-dental", cip: "51.1101" },
  { words: ["pre-vet"], label: "Pre-vet", cip: "01.1302" },
  { words: ["medical school", "MD"], label: "MD", cip: "51.1201", levels: ["doctoral_professional"] },
  { words: ["PharmD"], label: "PharmD", cip: "51.2001", levels: ["doctoral_professional"] },
  { words: ["DPT"], label: "DPT", cip: "51.2308", levels: ["doctoral_professional"] },
  { words: ["nursing", "nurse", "RN"], label: "Nursing", cip: "51.38" },
  { words: ["BSN"], label: "BSN", cip: "51.38", levels: ["bachelor"] },
  { words: ["MSN"], label: "MSN", cip: "51.38", levels: ["master"] },
  { words: ["DNP"], label: "DNP", cip: "51.38", levels: ["doctoral_professional"] },
  { words: ["teaching", "teacher", "teacher education"], label: "Teaching", cip: "13" },
  { words: ["MBA"], label: "MBA", cip: "52.02", levels: ["master"] },
  { words: ["MSW"], label: "MSW", cip: "44.07", levels: ["master"] },
  { words: ["coding", "programming"], label: "Programming", cip: "11" },
  { words: ["sports management"], label: "Sports management", cip: "31.0504" },
];
