/** Browser side of a signed-in user's compare list: /api/compare/list (read, add, remove, merge). */
import type { CompareList } from "~/domain/compare/compare.schemas";

export interface CompareListAnswer {
  status: number;
  /** The list as the server now has it, when the call succeeded. */
  list?: CompareList;
}

async function callList(path: string, init: RequestInit = {}): Promise<CompareListAnswer> {
  const response = await fetch(`/api/compare/list${path}`, {
    ...init,
    headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
  });
  if (!response.ok) return { status: response.status };
  const { data } = (await response.json()) as { data: CompareList };
  return { status: response.status, list: data };
}

export const readCompareList = () => callList("");

/** A guest's list joins the account's after sign-in, while there is room. */
export const mergeCompareList = (slugs: string[]) =>
  callList("/merge", { method: "POST", body: JSON.stringify({ slugs }) });

export const addToCompareList = (slug: string) => callList(`/${encodeURIComponent(slug)}`, { method: "PUT" });

export const removeFromCompareList = (slug: string) => callList(`/${encodeURIComponent(slug)}`, { method: "DELETE" });
