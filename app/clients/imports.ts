/** Browser side of a bulk import: start a run, then send its items in batches (/api/admin/import). */
import type { ImportItemResult, ImportRun } from "~/domain/imports/import.schemas";

export async function startImportRun(fileName: string, totalItems: number): Promise<ImportRun> {
  const answer = (await postJson("/api/admin/import/runs", { file_name: fileName, total_items: totalItems })) as {
    run: ImportRun;
  };
  return answer.run;
}

/** The results of one batch; throws with the server's message when it refuses the batch as a whole. */
export async function sendImportItems(
  runId: number,
  startIndex: number,
  items: unknown[],
): Promise<ImportItemResult[]> {
  const answer = (await postJson(`/api/admin/import/runs/${runId}/items`, { start_index: startIndex, items })) as {
    results: ImportItemResult[];
  };
  return answer.results;
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as { data?: unknown; error?: { message?: string } } | null;
  if (!response.ok) throw new Error(answer?.error?.message ?? `The server answered ${response.status}`);
  return answer?.data;
}
