/**
 * What kind of accreditor an institution names, which is what accreditation means for a student:
 *
 * - an institutional accreditor (regional, or national) reviews the whole school; the U.S.
 *   Department of Education recognises it for federal student aid, and credits usually transfer;
 * - a faith-based institutional accreditor (ABHE, ATS, TRACS, AARTS) also reviews the whole
 *   school and is recognised for federal aid, but some secular schools weigh its credits case by case;
 * - a programmatic accreditor reviews one field of study (nursing, law, radiography), not the
 *   school: "Programmatic only" when it is the only accreditor named;
 * - outside the United States, the body of the school's own country that recognises it (a
 *   ministry, a state or province, a national accreditation or quality agency): "National
 *   recognition (outside the U.S.)", which makes its degrees official there;
 * - no accreditor named at all: "Not reported". The sources name no accreditor for a school
 *   outside the federal aid programs (the College Scorecard names the accreditor it recognises for
 *   federal aid) nor for a school abroad, and many of those are accredited (a seminary that takes no
 *   federal aid, a university its government recognises): the directory does not know, and says so
 *   rather than "none".
 *
 * The type follows from the accreditor's name alone (the College Scorecard's ACCREDAGENCY spelling,
 * or the current name of the agency). A name this table does not hold gets no type, shown as
 * "Not yet verified": never a guess. Free of Zod and server code: this module ships to browsers.
 */
export const ACCREDITOR_TYPES = [
  "Institutional (regional)",
  "Institutional (national)",
  "Faith-based institutional",
  "Programmatic only",
  "National recognition (outside the U.S.)",
  "Not reported",
] as const;
export type AccreditorType = (typeof ACCREDITOR_TYPES)[number];

export const NO_ACCREDITOR: AccreditorType = "Not reported";

const REGIONAL: AccreditorType = "Institutional (regional)";
const NATIONAL: AccreditorType = "Institutional (national)";
const FAITH_BASED: AccreditorType = "Faith-based institutional";
const PROGRAMMATIC: AccreditorType = "Programmatic only";
const ABROAD: AccreditorType = "National recognition (outside the U.S.)";

/** Each accreditor's name, lower-case, and its type. */
export const ACCREDITOR_TYPE_BY_NAME: Readonly<Record<string, AccreditorType>> = {
  // The regional commissions (institutional), by the Scorecard's names and their current ones.
  "higher learning commission": REGIONAL,
  "southern association of colleges and schools commission on colleges": REGIONAL,
  "middle states commission on higher education": REGIONAL,
  "new england commission on higher education": REGIONAL,
  "new england commission of higher education": REGIONAL,
  "northwest commission on colleges and universities": REGIONAL,
  "western association of schools and colleges senior colleges and university commission": REGIONAL,
  "wasc senior college and university commission": REGIONAL,
  // National institutional accreditors.
  "accrediting bureau of health education schools": NATIONAL,
  "accrediting commission of career schools and colleges": NATIONAL,
  "distance education accrediting commission": NATIONAL,
  // Faith-based institutional accreditors.
  "association for biblical higher education": FAITH_BASED,
  "commission on accrediting of the association of theological schools": FAITH_BASED,
  "association of theological schools": FAITH_BASED,
  "transnational association of christian colleges and schools": FAITH_BASED,
  "association of advanced rabbinical and talmudic schools": FAITH_BASED,
  // Accreditors of one programme (for a single-purpose school, that programme is all it offers).
  "accreditation commission for education in nursing": PROGRAMMATIC,
  "american bar association": PROGRAMMATIC,
  "joint review committee on education in radiologic technology": PROGRAMMATIC,
  // Public bodies abroad that recognise a school, as data/sources/world-recognition names them.
  "accreditation council of trinidad and tobago (actt)": ABROAD,
  "accreditation organisation of the netherlands and flanders (nvao)": ABROAD,
  "agency for quality assurance and accreditation austria (aq austria)": ABROAD,
  "canton of graubünden (switzerland)": ABROAD,
  "commission on higher education of the philippines (ched)": ABROAD,
  "fiji higher education commission (fhec)": ABROAD,
  "flemish community (belgium)": ABROAD,
  "free and hanseatic city of hamburg": ABROAD,
  "free state of bavaria": ABROAD,
  "free state of saxony": ABROAD,
  "german science and humanities council (wissenschaftsrat)": ABROAD,
  "ghana tertiary education commission (gtec)": ABROAD,
  "government of bangladesh": ABROAD,
  "government of france": ABROAD,
  "government of hungary": ABROAD,
  "government of india": ABROAD,
  "government of kenya": ABROAD,
  "government of macao": ABROAD,
  "government of the dominican republic": ABROAD,
  "government of venezuela": ABROAD,
  "italian state": ABROAD,
  "legislative council of hong kong": ABROAD,
  "ministry of education of chile (mineduc)": ABROAD,
  "ministry of education of zambia": ABROAD,
  "ministry of education, youth and sports of the czech republic (mšmt)": ABROAD,
  "ministry of higher education and research of france": ABROAD,
  "ministry of higher education and research of togo": ABROAD,
  "ministry of higher education and scientific research of jordan": ABROAD,
  "ministry of national education of colombia (men)": ABROAD,
  "ministry of university affairs of thailand": ABROAD,
  "national accreditation agency for higher education of indonesia (ban-pt)": ABROAD,
  "national center for educational quality enhancement of georgia (nceqe)": ABROAD,
  "national council for higher education of malawi (nche)": ABROAD,
  "national parliament of papua new guinea": ABROAD,
  "national superintendency of higher university education of peru (sunedu)": ABROAD,
  "new zealand qualifications authority (nzqa)": ABROAD,
  "parliament of hungary": ABROAD,
  "parliament of poland (sejm)": ABROAD,
  "parliament of romania": ABROAD,
  "province of alberta": ABROAD,
  "province of manitoba": ABROAD,
  "province of new brunswick": ABROAD,
  "province of ontario": ABROAD,
  "state of baden-württemberg": ABROAD,
  "state of berlin": ABROAD,
  "state of brandenburg": ABROAD,
  "state of hesse": ABROAD,
  "state of north rhine-westphalia": ABROAD,
  "state of queensland": ABROAD,
  "state of rhineland-palatinate": ABROAD,
  "state of western australia": ABROAD,
  "tertiary education quality and standards agency (teqsa)": ABROAD,
  "university council of jamaica (ucj)": ABROAD,
  "zimbabwe council for higher education (zimche)": ABROAD,
};

/** The type of the accreditor named; null when the name is not in the table ("Not yet verified"). */
export function accreditorType(accreditor: string | null | undefined): AccreditorType | null {
  const name = (accreditor ?? "").trim().toLowerCase();
  if (!name) return NO_ACCREDITOR;
  return ACCREDITOR_TYPE_BY_NAME[name] ?? null;
}
