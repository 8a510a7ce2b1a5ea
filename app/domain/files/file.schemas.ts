/** Uploaded files as the admin screens and the JSON API see them (their public field names). */
import { z } from "zod";
import { MAX_ROW_ID } from "~/lib/row-id";

export const FILE_CATEGORIES = [
  "general",
  "guides",
  "forms",
  "financial-aid",
  "admissions",
  "academics",
  "campus-life",
  "ministry",
  "resources",
] as const;

/** 25 MB (MiB) per file; a larger upload is refused with 413. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export interface FileRecord {
  id: number;
  original_filename: string;
  description: string | null;
  category: string;
  /** MIME type, as checked against the content at upload. */
  file_type: string;
  /** Bytes. */
  file_size: number;
  download_count: number;
  /** Site path that serves the file: /files/{id}/{filename}. */
  file_url: string;
  created_at: string;
}

export interface FileStats {
  totalFiles: number;
  totalBytes: number;
  totalDownloads: number;
  /** Distinct categories present, sorted. */
  categories: string[];
}

export function fileUrl(id: number, filename: string): string {
  return `/files/${id}/${encodeURIComponent(filename)}`;
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** '0 Bytes', '512 Bytes', '1.50 KB', '25.00 MB': base 1024, two decimals above bytes. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  if (unit === 0) return `${Math.round(bytes)} Bytes`;
  return `${(bytes / 1024 ** unit).toFixed(2)} ${SIZE_UNITS[unit]}`;
}

export type FileKind = "image" | "video" | "audio" | "pdf" | "archive" | "generic";

/** Which icon a file card shows. */
export function fileKind(fileType: string, filename = ""): FileKind {
  const type = fileType.toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  if (type === "application/pdf") return "pdf";
  if (/zip|rar/.test(type) || /\.(zip|rar)$/i.test(filename)) return "archive";
  return "generic";
}

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (value == null ? "" : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );

/** The form fields sent with an upload (before the file part). */
export const FileUploadFieldsSchema = z.object({
  category: z.preprocess(
    (value) => (value == null || value === "" ? "general" : value),
    z.enum(FILE_CATEGORIES, { error: `Category must be one of: ${FILE_CATEGORIES.join(", ")}` }),
  ),
  description: optionalText(1000, "Description"),
});
export type FileUploadFields = z.output<typeof FileUploadFieldsSchema>;

/** Search and category filter of the file list (?q=&category=). */
export const FileListQuerySchema = z.object({
  q: optionalText(200, "Search"),
  category: optionalText(100, "Category"),
});
export type FileListQuery = z.output<typeof FileListQuerySchema>;

export const FileIdSchema = z.object({
  id: z.coerce
    .number({ error: "File id must be a whole number" })
    .int("File id must be a whole number")
    .min(1, "File id must be a whole number")
    .max(MAX_ROW_ID, "File id is too large"),
});
