/**
 * /api/admin/files: list, upload (multipart/form-data, streamed into the database), delete.
 * The bytes are served by server/file-download.ts at each file's file_url.
 */
import busboy from "busboy";
import express, { type Request } from "express";
import { z } from "zod";
import type { AdminActor } from "~/domain/admins/admin.schemas";
import {
  FILE_CATEGORIES,
  FileIdSchema,
  FileListQuerySchema,
  FileUploadFieldsSchema,
  MAX_FILE_BYTES,
  type FileRecord,
} from "~/domain/files/file.schemas";
import {
  deleteFile,
  getFile,
  getFileStats,
  listFiles,
  storeFile,
  TOO_LARGE_MESSAGE,
} from "~/domain/files/files.server";
import { AppError } from "~/lib/errors";
import { invalid } from "~/lib/http.server";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { adminOf, adminOnly } from "./session";

/** Room for the multipart boundaries and the small text fields around the file. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** Reads the rest of a request we have stopped parsing, so the client still gets our answer. */
function discardRest(req: Request) {
  req.resume();
}

/**
 * Parses one multipart upload: text fields `category` and `description` first, then one part named
 * `file`, whose bytes go straight into storeFile as they arrive. Further file parts are ignored.
 */
function receiveUpload(services: Services, actor: AdminActor, req: Request): Promise<FileRecord> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 10, parts: 12, fieldSize: 8 * 1024, fileSize: MAX_FILE_BYTES + 1 },
      });
    } catch {
      reject(new AppError("invalid", "The upload is not valid multipart/form-data"));
      return;
    }
    const fields: Record<string, string> = {};
    let stored: Promise<FileRecord> | undefined;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req);
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (stored) return fail(new AppError("invalid", "Send the category and description before the file"));
      if (info.valueTruncated)
        return fail(new AppError("invalid", `The ${name} field is too long`, { [name]: "Too long" }));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (settled) return stream.resume();
      if (name !== "file") {
        stream.resume();
        return fail(
          new AppError("invalid", "Send the file in a field named file", { file: "Choose a file to upload" }),
        );
      }
      const parsed = FileUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        stream.resume();
        return fail(invalid(parsed.error, "The upload's fields are not valid"));
      }
      stored = storeFile(
        services.db,
        actor,
        { ...parsed.data, filename: info.filename ?? "file", declaredType: info.mimeType },
        stream,
      );
      stored.catch(fail);
    });
    parser.on("error", () => fail(new AppError("invalid", "The upload is not valid multipart/form-data")));
    parser.on("close", () => {
      if (!stored) return fail(new AppError("invalid", "Choose a file to upload", { file: "Choose a file to upload" }));
      stored.then((file) => {
        if (settled) return;
        settled = true;
        resolve(file);
      }, fail);
    });
    req.on("close", () => {
      if (!req.complete) fail(new AppError("invalid", "The upload was interrupted"));
    });
    req.pipe(parser);
  });
}

export function createAdminFilesRouter(services: Services) {
  const router = express.Router();
  router.use(adminOnly(services, "files"));

  router.get("/", async (req, res) => {
    const query = parseInput(FileListQuerySchema, req.query);
    const [files, stats] = await Promise.all([listFiles(services.db, query), getFileStats(services.db)]);
    res.json({ data: { files, stats } });
  });

  router.post("/", async (req, res) => {
    if (!req.is("multipart/form-data")) {
      throw new AppError("unsupported_type", "Send the upload as multipart/form-data with a part named file");
    }
    const declaredLength = Number(req.headers["content-length"]);
    if (declaredLength > MAX_FILE_BYTES + MULTIPART_ALLOWANCE) {
      discardRest(req);
      throw new AppError("too_large", TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE });
    }
    const file = await receiveUpload(services, adminOf(res), req);
    res.status(201).json({ data: { file } });
  });

  router.get("/:id", async (req, res) => {
    const { id } = parseInput(FileIdSchema, req.params);
    const file = await getFile(services.db, id);
    if (!file) throw new AppError("not_found", "File not found");
    res.json({ data: { file } });
  });

  router.delete("/:id", async (req, res) => {
    const { id } = parseInput(FileIdSchema, req.params);
    await deleteFile(services.db, adminOf(res), id);
    res.status(204).end();
  });

  return router;
}

const FileRecordSchema = z.object({
  id: z.number().int(),
  original_filename: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  file_type: z.string().describe("MIME type, checked against the content at upload"),
  file_size: z.number().int().describe("Bytes"),
  download_count: z.number().int(),
  file_url: z.string().describe("Site path serving the file: images inline, everything else as an attachment"),
  created_at: z.string(),
});

const FileStatsSchema = z.object({
  totalFiles: z.number().int(),
  totalBytes: z.number().int(),
  totalDownloads: z.number().int(),
  categories: z.array(z.string()),
});

const UploadBodySchema = z.object({
  category: z.enum(FILE_CATEGORIES).optional().describe("Default general; send it before the file part"),
  description: z.string().max(1000).optional().describe("Optional; send it before the file part"),
  file: z.string().describe("The file (binary), at most 25 MB; one per request"),
});

export const adminFileOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/files",
    operationId: "listFiles",
    summary:
      "Uploaded files, newest first, with the totals of all files. q matches the filename or description (case ignored). Roles: editor, admin, super_admin.",
    tag: "Admin: files",
    query: FileListQuerySchema,
    auth: "admin",
    responses: {
      200: {
        description: "The files and the totals",
        schema: z.object({ data: z.object({ files: z.array(FileRecordSchema), stats: FileStatsSchema }) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/admin/files",
    operationId: "uploadFile",
    summary:
      "Uploads one file (multipart/form-data, streamed). Its content must match its declared type. Roles: editor, admin, super_admin.",
    tag: "Admin: files",
    body: UploadBodySchema,
    bodyType: "multipart/form-data",
    auth: "admin",
    responses: {
      201: { description: "Stored", schema: z.object({ data: z.object({ file: FileRecordSchema }) }) },
      400: { description: "No file, or a field is not valid" },
      413: { description: "The file is larger than 25 MB" },
      415: { description: "Not multipart/form-data, or the content is not of the declared type" },
    },
  },
  {
    method: "get",
    path: "/api/admin/files/{id}",
    operationId: "getFile",
    summary: "One file's record. Roles: editor, admin, super_admin.",
    tag: "Admin: files",
    params: FileIdSchema,
    auth: "admin",
    responses: {
      200: { description: "The file", schema: z.object({ data: z.object({ file: FileRecordSchema }) }) },
      404: { description: "File not found" },
    },
  },
  {
    method: "delete",
    path: "/api/admin/files/{id}",
    operationId: "deleteFile",
    summary: "Deletes a file and its bytes. Roles: editor, admin, super_admin.",
    tag: "Admin: files",
    params: FileIdSchema,
    auth: "admin",
    responses: {
      204: { description: "Deleted" },
      404: { description: "File not found" },
    },
  },
  {
    method: "get",
    path: "/files/{id}/{filename}",
    operationId: "downloadFile",
    summary:
      "The file's bytes (public). Raster images are shown inline; everything else, and any file with ?download, comes as an attachment and counts one download. Always nosniff and a sandboxing CSP.",
    tag: "Files",
    params: z.object({ id: z.number().int(), filename: z.string() }),
    responses: {
      200: { description: "The file" },
      404: { description: "File not found" },
    },
  },
];
