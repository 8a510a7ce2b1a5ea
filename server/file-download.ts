/**
 * GET /files/:id/:filename serves an uploaded file from the database, streamed chunk by chunk.
 * Raster images are shown inline (article images use these addresses); everything else, and any
 * file asked for with ?download, is an attachment and counts one download. Uploaded content is
 * never trusted: nosniff, and a CSP that sandboxes anything a browser might still render.
 */
import { once } from "node:events";
import express from "express";
import { isInlineType } from "~/domain/files/file-content.server";
import { FileIdSchema } from "~/domain/files/file.schemas";
import { countDownload, getStoredFile, readFileChunks } from "~/domain/files/files.server";
import type { Services } from "~/lib/services.server";
import { matchesEtag } from "./response-cache";

/** RFC 6266 / 5987: an ASCII fallback name and the exact UTF-8 name. */
function contentDisposition(type: "inline" | "attachment", filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function createFileDownloadRouter(services: Services) {
  const router = express.Router();

  router.get("/files/:id/:filename", async (req, res) => {
    const parsed = FileIdSchema.safeParse(req.params);
    const file = parsed.success ? await getStoredFile(services.db, parsed.data.id) : null;
    if (!file) {
      res.status(404).type("text/plain").send("File not found");
      return;
    }
    const inline = isInlineType(file.fileType) && req.query.download === undefined;
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Type", file.fileType);
    res.setHeader("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", file.filename));
    res.setHeader("ETag", `"${file.sha256}"`);
    if (inline) {
      res.setHeader("Cache-Control", "public, max-age=300");
      if (matchesEtag(req, `"${file.sha256}"`)) {
        res.status(304).end();
        return;
      }
    } else {
      // Every download is counted, so no cache may answer in our place.
      res.setHeader("Cache-Control", "no-store");
    }
    res.setHeader("Content-Length", String(file.fileSize));
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (!inline) await countDownload(services.db, file.id);
    for await (const chunk of readFileChunks(services.db, file)) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
    }
    res.end();
  });

  return router;
}
