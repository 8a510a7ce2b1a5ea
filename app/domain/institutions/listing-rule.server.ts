/**
 * The search page's "About this list": which schools the directory lists, and why (decision 023).
 * Worded on the server, so the page's JavaScript carries none of it.
 */
export const ABOUT_THE_LIST = {
  rule:
    "A school is listed when a public source says it is Christian: its religious affiliation reported to IPEDS, an " +
    "accreditor of Christian schools only (ABHE, TRACS), CCCU membership, or a page we read (its own, its church's, " +
    'an encyclopedia). Its page names the source under "Listed because".',
  latterDaySaints:
    "Latter-day Saints schools (Brigham Young University and others) are listed, as IPEDS records their church; " +
    "the Tradition filter shows them or leaves them aside:",
  latterDaySaintsLink: "/search?tradition=The+Church+of+Jesus+Christ+of+Latter-day+Saints",
  abroad: "Abroad, a school is mapped at its city's centre.",
};
export type AboutTheListText = typeof ABOUT_THE_LIST;
