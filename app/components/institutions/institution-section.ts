/** The card every section of the institution page sits in. */
export const SECTION_CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
/** What a missing fact says (a missing fact is never guessed). */
export const NOT_REPORTED = "Not reported";
/** What a fact no source has confirmed yet says. */
export const NOT_YET_VERIFIED = "Not yet verified";
