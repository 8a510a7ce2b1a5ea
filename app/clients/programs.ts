/** Browser side of the program typeahead: GET /api/programs. */
import type { ProgramMatch, ProgramSearchResult } from "~/domain/programs/programs.schemas";

/** The programs matching what was typed, most relevant first; throws on a failed answer. */
export async function findPrograms(words: string, signal?: AbortSignal): Promise<ProgramMatch[]> {
  const response = await fetch(`/api/programs?${new URLSearchParams({ q: words, limit: "8" })}`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`The program search answered ${response.status}`);
  const { data } = (await response.json()) as { data: ProgramSearchResult };
  return data.programs;
}
