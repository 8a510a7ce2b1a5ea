/**
 * The tradition a family filters by. A precise tradition names a church body and, for many schools
 * abroad, the detail its source gave with it: the religious order, the diocese, the church's
 * division or regional church ("Roman Catholic (Jesuit)", "Seventh-day Adventist (South Pacific
 * Division)", "Protestant – EKD: Evangelische Landeskirche in Baden"). The Tradition filter and its
 * counts go by the body, so choosing "Roman Catholic" finds the Jesuit universities too; cards and
 * pages keep the precise words.
 */

/** Bodies whose own name holds parentheses (IPEDS labels): kept whole. */
const NAMES_WITH_PARENTHESES = ["Presbyterian Church (USA)", "Christian Church (Disciples of Christ)"];

/** One body spelled two ways by two sources (IPEDS, the church's own pages): the filter shows one. */
const SAME_BODY: Record<string, string> = {
  "seventh day adventist": "Seventh-day Adventist",
  "united methodist church": "United Methodist",
  "interdenominational evangelical": "Interdenominational Evangelical",
};

/** Where the source's detail starts: a parenthesis, or a clause after a semicolon or a colon. */
const DETAIL = / \(|; |: /;

/**
 * The body a precise tradition names: its words before the detail, or all of it when those words
 * are a list or a sentence ("Founded by AME Church, Anglican Diocese of Botswana, …").
 */
export function traditionGroup(tradition: string): string;
export function traditionGroup(tradition: string | null): string | null;
export function traditionGroup(tradition: string | null): string | null {
  if (tradition === null) return null;
  const precise = tradition.trim();
  const named = NAMES_WITH_PARENTHESES.find((name) => precise.startsWith(name));
  let body = named ?? precise.split(DETAIL, 1)[0]!.trim();
  if (!named && (body.includes(",") || !body)) body = precise;
  return SAME_BODY[body.toLowerCase()] ?? body;
}
