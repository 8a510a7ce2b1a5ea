/** The file store page's server side: the filtered list with its totals, and deleting a file. */
import { data } from "react-router";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { FileIdSchema, FileListQuerySchema } from "~/domain/files/file.schemas";
import { deleteFile, getFileStats, listFiles } from "~/domain/files/files.server";
import { errorData } from "~/lib/error-status.server";
import { readForm } from "~/lib/http.server";
import type { Services } from "~/lib/services.server";

const DELETE_FAILED_MESSAGE = "Failed to delete file. Please try again.";

/** A query string that does not parse lists everything. */
export async function loadFileList(services: Pick<Services, "db">, request: Request) {
  const parsed = FileListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = parsed.success ? parsed.data : { q: "", category: "" };
  const [files, stats] = await Promise.all([listFiles(services.db, filters), getFileStats(services.db)]);
  return { filters, files, stats };
}

/** The card's Delete posts intent=delete and the file's id; the answer is { error } for the card. */
export async function deleteFileFromForm(services: Services, actor: AdminActor, request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const id = FileIdSchema.safeParse(form);
  if (form.intent !== "delete" || !id.success) return data({ error: DELETE_FAILED_MESSAGE }, { status: 400 });
  try {
    await deleteFile(services.db, actor, id.data.id);
  } catch (error) {
    return errorData(services, error, () => ({ error: DELETE_FAILED_MESSAGE }), "file delete failed");
  }
  return { error: null };
}
