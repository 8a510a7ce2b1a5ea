/** Browser side of an upload: one file per request to /api/admin/files (streamed on the server). */
import type { FileRecord } from "~/domain/files/file.schemas";

export async function uploadFile(file: File, fields: { category: string; description?: string }): Promise<FileRecord> {
  const form = new FormData();
  // The server reads the fields before the file, so they go first.
  form.append("category", fields.category);
  form.append("description", fields.description ?? "");
  form.append("file", file, file.name);
  const response = await fetch("/api/admin/files", {
    method: "POST",
    body: form,
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { file: FileRecord };
    error?: { message: string };
  } | null;
  if (!response.ok || !body?.data) throw new Error(body?.error?.message ?? `The upload failed (${response.status})`);
  return body.data.file;
}
