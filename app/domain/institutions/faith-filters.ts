/**
 * The search filters the faith and campus-life profile offers, apart from the profile's other
 * wording so that the search form ships only these. Free of Zod and server code.
 */

/**
 * The search filters the profile offers: each keeps only schools whose profile verifies it (an
 * unverified fact never matches). In the address as `name=true`.
 */
export const FAITH_FILTERS = [
  "faculty_affirm_faith",
  "students_affirm_faith",
  "chapel_required",
  "no_covenant",
] as const;
export type FaithFilter = (typeof FAITH_FILTERS)[number];

export const FAITH_FILTER_LABELS: Record<FaithFilter, string> = {
  faculty_affirm_faith: "Faculty affirm a statement of faith",
  students_affirm_faith: "Students affirm a statement of faith",
  chapel_required: "Chapel required",
  no_covenant: "No covenant",
};
