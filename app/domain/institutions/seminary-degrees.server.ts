/** The seminary degree columns of an institution row, read and written as one record. */
import type { institutions } from "~/db/schema/institutions";
import type { SeminaryDegree, SeminaryDegrees } from "./seminary-degrees";

type Row = typeof institutions.$inferSelect;

/** Each degree's columns: offered, and fully online. */
export const DEGREE_COLUMNS = {
  mdiv: ["degreeMdiv", "degreeMdivOnline"],
  ma: ["degreeMa", "degreeMaOnline"],
  thm: ["degreeThm", "degreeThmOnline"],
  dmin: ["degreeDmin", "degreeDminOnline"],
  phd: ["degreePhd", "degreePhdOnline"],
} as const satisfies Record<SeminaryDegree, readonly [keyof Row, keyof Row]>;

export function seminaryDegreesOf(row: Pick<Row, (typeof DEGREE_COLUMNS)[SeminaryDegree][number]>): SeminaryDegrees {
  const facts = (degree: SeminaryDegree) => {
    const [offered, online] = DEGREE_COLUMNS[degree];
    return { offered: row[offered], online: row[online] };
  };
  return { mdiv: facts("mdiv"), ma: facts("ma"), thm: facts("thm"), dmin: facts("dmin"), phd: facts("phd") };
}
