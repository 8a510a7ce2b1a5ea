/**
 * The file store: uploads live in PostgreSQL (file_uploads plus their bytes in 256 KiB rows of
 * file_chunks), so every app instance serves them and backups include them. Uploads are streamed
 * into one transaction: a file is stored whole, with its audit entry, or not at all.
 */
import { createHash } from "node:crypto";
import { and, asc, count, countDistinct, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { fileChunks, fileUploads } from "~/db/schema/files";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import { recordAudit } from "~/domain/audit/audit.server";
import { AppError } from "~/lib/errors";
import { checkDeclaredType, SNIFF_BYTES } from "./file-content.server";
import {
  fileUrl,
  MAX_FILE_BYTES,
  type FileListQuery,
  type FileRecord,
  type FileStats,
  type FileUploadFields,
} from "./file.schemas";

const CHUNK_BYTES = 256 * 1024;

type Row = typeof fileUploads.$inferSelect;

function toFileRecord(row: Row): FileRecord {
  return {
    id: row.id,
    original_filename: row.originalFilename,
    description: row.description,
    category: row.category,
    file_type: row.fileType,
    file_size: row.fileSize,
    download_count: row.downloadCount,
    file_url: fileUrl(row.id, row.originalFilename),
    created_at: row.createdAt.toISOString(),
  };
}

function likeEscape(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Newest first; `q` matches the original filename or the description, ignoring case. */
export async function listFiles(db: Database, query: Partial<FileListQuery> = {}): Promise<FileRecord[]> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${likeEscape(query.q)}%`;
    conditions.push(or(ilike(fileUploads.originalFilename, pattern), ilike(fileUploads.description, pattern)));
  }
  if (query.category) conditions.push(eq(fileUploads.category, query.category));
  const rows = await db
    .select()
    .from(fileUploads)
    .where(and(...conditions))
    .orderBy(desc(fileUploads.createdAt), desc(fileUploads.id));
  return rows.map(toFileRecord);
}

export async function getFileStats(db: Database): Promise<FileStats> {
  const [[totals], categories] = await Promise.all([
    db
      .select({
        files: count(),
        bytes: sql<string>`coalesce(sum(${fileUploads.fileSize}), 0)`,
        downloads: sql<string>`coalesce(sum(${fileUploads.downloadCount}), 0)`,
        categories: countDistinct(fileUploads.category),
      })
      .from(fileUploads),
    db.selectDistinct({ category: fileUploads.category }).from(fileUploads).orderBy(asc(fileUploads.category)),
  ]);
  return {
    totalFiles: totals?.files ?? 0,
    totalBytes: Number(totals?.bytes ?? 0),
    totalDownloads: Number(totals?.downloads ?? 0),
    categories: categories.map((row) => row.category),
  };
}

export async function getFile(db: Database, id: number): Promise<FileRecord | null> {
  const [row] = await db.select().from(fileUploads).where(eq(fileUploads.id, id));
  return row ? toFileRecord(row) : null;
}

interface UploadInput extends FileUploadFields {
  filename: string;
  /** The MIME type the uploader declared (checked against the content). */
  declaredType: string | null | undefined;
}

/** Names are shown and sent back in headers: no path, no control characters, at most 255 characters. */
function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return cleaned.slice(0, 255) || "file";
}

/** Re-cuts a stream of buffers of any size into CHUNK_BYTES pieces (the last may be shorter). */
async function* rechunk(content: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content) {
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength));
    pendingBytes += piece.byteLength;
    while (pendingBytes >= CHUNK_BYTES) {
      const all = Buffer.concat(pending, pendingBytes);
      yield all.subarray(0, CHUNK_BYTES);
      pending = [all.subarray(CHUNK_BYTES)];
      pendingBytes = all.length - CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

export const TOO_LARGE_MESSAGE = `The file is larger than the ${MAX_FILE_BYTES / 1024 / 1024} MB limit`;

/**
 * Stores one upload from a stream: the first bytes are checked against the declared type (415),
 * more than MAX_FILE_BYTES is refused (413), and the row, its chunks and the audit entry commit
 * together. Consumes `content` to its end or until it fails.
 */
export async function storeFile(
  db: Database,
  actor: AdminActor,
  input: UploadInput,
  content: AsyncIterable<Uint8Array>,
): Promise<FileRecord> {
  const filename = cleanFilename(input.filename);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fileUploads)
      .values({
        originalFilename: filename,
        description: input.description || null,
        category: input.category,
        fileType: "application/octet-stream",
        fileSize: 0,
        sha256: "",
        uploadedBy: actor.userId,
      })
      .returning();
    const id = row!.id;
    const hash = createHash("sha256");
    let size = 0;
    let seq = 0;
    let fileType: string | undefined;
    for await (const chunk of rechunk(content)) {
      size += chunk.length;
      if (size > MAX_FILE_BYTES) throw new AppError("too_large", TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE });
      // CHUNK_BYTES is far above SNIFF_BYTES, so the first chunk holds all the sniffer needs.
      fileType ??= await checkDeclaredType(input.declaredType, chunk.subarray(0, SNIFF_BYTES));
      hash.update(chunk);
      await tx.insert(fileChunks).values({ fileId: id, seq, data: chunk });
      seq += 1;
    }
    fileType ??= await checkDeclaredType(input.declaredType, new Uint8Array());
    const [stored] = await tx
      .update(fileUploads)
      .set({ fileType, fileSize: size, sha256: hash.digest("hex") })
      .where(eq(fileUploads.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "upload",
      entityType: "file",
      entityId: id,
      summary: `Uploaded file "${filename}"`,
      details: { category: input.category, fileType, fileSize: size },
    });
    return toFileRecord(stored!);
  });
}

export async function deleteFile(db: Database, actor: AdminActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(fileUploads).where(eq(fileUploads.id, id)).returning();
    if (!row) throw new AppError("not_found", "File not found");
    await recordAudit(tx, actor, {
      action: "delete",
      entityType: "file",
      entityId: id,
      summary: `Deleted file "${row.originalFilename}"`,
      details: { category: row.category, fileType: row.fileType, fileSize: row.fileSize },
    });
  });
}

/** What serving a file needs besides its bytes. */
interface StoredFile {
  id: number;
  filename: string;
  fileType: string;
  fileSize: number;
  sha256: string;
  chunkCount: number;
}

export async function getStoredFile(db: Database, id: number): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: fileUploads.id,
      filename: fileUploads.originalFilename,
      fileType: fileUploads.fileType,
      fileSize: fileUploads.fileSize,
      sha256: fileUploads.sha256,
      chunkCount: sql<number>`(select count(*)::int from ${fileChunks} where ${fileChunks.fileId} = ${fileUploads.id})`,
    })
    .from(fileUploads)
    .where(eq(fileUploads.id, id));
  return row ?? null;
}

/** The file's bytes in order, one chunk (one query) at a time, so memory stays bounded. */
export async function* readFileChunks(db: Database, file: Pick<StoredFile, "id" | "chunkCount">) {
  for (let seq = 0; seq < file.chunkCount; seq += 1) {
    const [chunk] = await db
      .select({ data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileId, file.id), eq(fileChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.data;
  }
}

export async function countDownload(db: Database, id: number): Promise<void> {
  await db
    .update(fileUploads)
    .set({ downloadCount: sql`${fileUploads.downloadCount} + 1` })
    .where(eq(fileUploads.id, id));
}
