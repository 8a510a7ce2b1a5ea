/**
 * /api/admin/files and the public file addresses, against the real server: who may call them,
 * the 25 MB limit (413), the content check (415), safe serving, download counts, audit entries.
 */
import http from "node:http";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/activity";
import { fileChunks, fileUploads } from "~/db/schema/files";
import { MAX_FILE_BYTES } from "~/domain/files/file.schemas";
import { CALLERS, expectedStatus, useAdminServer, type Caller } from "../setup/admin-session";
import { createTestDatabase } from "../setup/database";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const ALLOWED = ["editor", "admin", "super_admin"] as const;

describe("admin files", async () => {
  const database = await createTestDatabase();
  const admin = useAdminServer(database);

  interface UploadOptions {
    name: string;
    type: string;
    bytes: Uint8Array;
    category?: string;
    description?: string;
  }
  const upload = (caller: Caller, file: UploadOptions) => {
    const form = new FormData();
    if (file.category !== undefined) form.append("category", file.category);
    if (file.description !== undefined) form.append("description", file.description);
    form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    return admin.fetch(caller, "/api/admin/files", { method: "POST", body: form });
  };
  const uploadOk = async (file: UploadOptions) => {
    const response = await upload("editor", file);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).data.file;
  };

  it("lets only editors, admins and super admins call every file operation", async () => {
    const { id } = await uploadOk({ name: "matrix.png", type: "image/png", bytes: PNG });
    for (const caller of CALLERS) {
      const list = await admin.fetch(caller, "/api/admin/files");
      expect(list.status, `list as ${caller}`).toBe(expectedStatus(caller, ALLOWED, 200));
      const one = await admin.fetch(caller, `/api/admin/files/${id}`);
      expect(one.status, `get as ${caller}`).toBe(expectedStatus(caller, ALLOWED, 200));
      const created = await upload(caller, { name: `by-${caller}.png`, type: "image/png", bytes: PNG });
      expect(created.status, `upload as ${caller}`).toBe(expectedStatus(caller, ALLOWED, 201));
      const target = created.status === 201 ? (await created.json()).data.file.id : id;
      const deleted = await admin.fetch(caller, `/api/admin/files/${target}`, { method: "DELETE" });
      expect(deleted.status, `delete as ${caller}`).toBe(expectedStatus(caller, ALLOWED, 204));
    }
    // Nobody without the role managed to store or remove anything.
    const [{ files }] = [await (await admin.fetch("admin", "/api/admin/files")).json().then((body) => body.data)];
    expect(files.map((file: { original_filename: string }) => file.original_filename)).toEqual(["matrix.png"]);
  });

  it("stores an image with its fields and serves it inline, safely, without counting views", async () => {
    const file = await uploadOk({
      name: "campus map.png",
      type: "image/png",
      bytes: PNG,
      category: "campus-life",
      description: "  Map of the campus  ",
    });
    expect(file).toMatchObject({
      original_filename: "campus map.png",
      description: "Map of the campus",
      category: "campus-life",
      file_type: "image/png",
      file_size: PNG.length,
      download_count: 0,
      file_url: `/files/${file.id}/campus%20map.png`,
    });
    const shown = await fetch(`${admin.url}${file.file_url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff");
    expect(shown.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);
    // A browser that holds the image asks whether it changed: it has not.
    const etag = shown.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const unchanged = await fetch(`${admin.url}${file.file_url}`, { headers: { "If-None-Match": `"other", ${etag}` } });
    expect(unchanged.status).toBe(304);

    const downloaded = await fetch(`${admin.url}${file.file_url}?download`);
    expect(downloaded.headers.get("content-disposition")).toBe(
      `attachment; filename="campus map.png"; filename*=UTF-8''campus%20map.png`,
    );
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PNG);
    const [row] = await database.db.select().from(fileUploads).where(eq(fileUploads.id, file.id));
    expect(row!.downloadCount).toBe(1);
  });

  it("never serves uploaded HTML or SVG inline, and counts each download", async () => {
    const html = await uploadOk({
      name: "page.html",
      type: "text/html",
      bytes: Buffer.from("<script>alert(1)</script>"),
    });
    const svg = await uploadOk({
      name: "logo.svg",
      type: "image/svg+xml",
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
    });
    for (const file of [html, svg]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await fetch(`${admin.url}${file.file_url}`);
        expect(answer.headers.get("content-disposition")).toMatch(/^attachment;/);
        expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
        expect(answer.headers.get("cache-control")).toBe("no-store");
        await answer.arrayBuffer();
      }
      const [row] = await database.db.select().from(fileUploads).where(eq(fileUploads.id, file.id));
      expect(row!.downloadCount).toBe(2);
    }
  });

  it("accepts exactly 25 MB, streamed into 256 KiB chunks", async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES);
    bytes.set(Buffer.from("%PDF-1.7\n"));
    const file = await uploadOk({ name: "big.pdf", type: "application/pdf", bytes });
    expect(file.file_size).toBe(MAX_FILE_BYTES);
    const chunks = await database.db
      .select({ seq: fileChunks.seq })
      .from(fileChunks)
      .where(eq(fileChunks.fileId, file.id));
    expect(chunks).toHaveLength(100);
    const back = await fetch(`${admin.url}${file.file_url}`);
    expect(back.headers.get("content-length")).toBe(String(MAX_FILE_BYTES));
    expect((await back.arrayBuffer()).byteLength).toBe(MAX_FILE_BYTES);
    await admin.fetch("admin", `/api/admin/files/${file.id}`, { method: "DELETE" });
  });

  it("refuses a file over 25 MB with 413, whether the size is declared or not, and keeps nothing", async () => {
    const before = await database.db.$count(fileUploads);
    const declared = await upload("editor", {
      name: "huge.bin",
      type: "application/octet-stream",
      bytes: new Uint8Array(MAX_FILE_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.message).toBe("The file is larger than the 25 MB limit");

    // Chunked transfer: no Content-Length, so the limit is found while streaming.
    const boundary = "----limit-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const zeros = Buffer.alloc(1024 * 1024);
    const parts = async function* () {
      yield head;
      for (let sent = 0; sent <= MAX_FILE_BYTES; sent += zeros.length) yield zeros;
      yield tail;
    };
    const cookie = await admin.cookie("editor");
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${admin.url}/api/admin/files`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, Origin: admin.url, Cookie: cookie },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      Readable.from(parts()).pipe(request);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe("The file is larger than the 25 MB limit");
    expect(await database.db.$count(fileUploads)).toBe(before);
  });

  it("refuses content that is not of the declared type with 415", async () => {
    const cases: UploadOptions[] = [
      { name: "fake.png", type: "image/png", bytes: Buffer.from("just some text, not an image") },
      { name: "fake.pdf", type: "application/pdf", bytes: PNG },
      { name: "notes.txt", type: "text/plain", bytes: PNG },
      { name: "photo.jpg", type: "image/jpeg", bytes: PNG },
      { name: "data.csv", type: "text/csv", bytes: Buffer.from([0x61, 0x00, 0x62]) },
    ];
    const before = await database.db.$count(fileUploads);
    for (const file of cases) {
      const answer = await upload("editor", file);
      expect(answer.status, file.name).toBe(415);
      expect((await answer.json()).error.message).toMatch(/not .* as declared/);
    }
    expect(await database.db.$count(fileUploads)).toBe(before);

    const json = await admin.fetch("editor", "/api/admin/files", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fileName: "a.png" }),
    });
    expect(json.status).toBe(415);
  });

  it("accepts matching content under other names for the same type", async () => {
    const pdf = await uploadOk({ name: "guide.pdf", type: "application/pdf", bytes: PDF });
    expect(pdf.file_type).toBe("application/pdf");
    const alias = await uploadOk({ name: "dot.png", type: "image/x-png", bytes: PNG });
    expect(alias.file_type).toBe("image/png");
    const unknown = await uploadOk({ name: "mystery", type: "application/octet-stream", bytes: PNG });
    expect(unknown.file_type).toBe("image/png");
  });

  it("checks the fields: a known category, a description of at most 1000 characters, a file", async () => {
    const category = await upload("editor", { name: "a.png", type: "image/png", bytes: PNG, category: "secret" });
    expect(category.status).toBe(400);
    expect((await category.json()).error.fields.category).toMatch(/^Category must be one of: general, guides/);

    const description = await upload("editor", {
      name: "a.png",
      type: "image/png",
      bytes: PNG,
      description: "x".repeat(1001),
    });
    expect(description.status).toBe(400);
    expect((await description.json()).error.fields.description).toBe("Description must be at most 1000 characters");

    const form = new FormData();
    form.append("category", "general");
    const none = await admin.fetch("editor", "/api/admin/files", { method: "POST", body: form });
    expect(none.status).toBe(400);
    expect((await none.json()).error.message).toBe("Choose a file to upload");

    const late = new FormData();
    late.append("file", new Blob([PNG], { type: "image/png" }), "late.png");
    late.append("category", "forms");
    const fieldAfterFile = await admin.fetch("editor", "/api/admin/files", { method: "POST", body: late });
    expect(fieldAfterFile.status).toBe(400);
    expect((await fieldAfterFile.json()).error.message).toBe("Send the category and description before the file");

    const badId = await admin.fetch("editor", "/api/admin/files/abc");
    expect(badId.status).toBe(400);
    const missing = await admin.fetch("editor", "/api/admin/files/999999", { method: "DELETE" });
    expect(missing.status).toBe(404);
  });

  it("finds files by filename or description ignoring case, and by category; newest first", async () => {
    await uploadOk({ name: "Admissions-Checklist.pdf", type: "application/pdf", bytes: PDF, category: "admissions" });
    await uploadOk({
      name: "form-b.pdf",
      type: "application/pdf",
      bytes: PDF,
      category: "forms",
      description: "The ADMISSIONS form for 2026",
    });
    const names = async (query: string) => {
      const body = await (await admin.fetch("editor", `/api/admin/files?${query}`)).json();
      return body.data.files.map((file: { original_filename: string }) => file.original_filename);
    };
    expect(await names("q=admissions")).toEqual(["form-b.pdf", "Admissions-Checklist.pdf"]);
    expect(await names("q=admissions&category=forms")).toEqual(["form-b.pdf"]);
    expect(await names("q=100%25")).toEqual([]);
    const { stats } = (await (await admin.fetch("editor", "/api/admin/files")).json()).data;
    expect(stats.categories).toEqual(expect.arrayContaining(["admissions", "forms"]));
  });

  it("deletes a file and its bytes, records upload and delete in the audit log", async () => {
    const file = await uploadOk({ name: "old-form.pdf", type: "application/pdf", bytes: PDF, category: "forms" });
    const deleted = await admin.fetch("admin", `/api/admin/files/${file.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${admin.url}${file.file_url}`)).status).toBe(404);
    expect(await database.db.$count(fileChunks, eq(fileChunks.fileId, file.id))).toBe(0);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(file.id)));
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.summary])).toEqual(
      expect.arrayContaining([
        ["upload", "file", 'Uploaded file "old-form.pdf"'],
        ["delete", "file", 'Deleted file "old-form.pdf"'],
      ]),
    );
    const editorId = await admin.userId("editor");
    const upload = entries.find((entry) => entry.action === "upload");
    expect(upload!.actorUserId).toBe(editorId);
  });

  it("is in the OpenAPI document", async () => {
    const document = await (await fetch(`${admin.url}/api/openapi.json`)).json();
    expect(Object.keys(document.paths["/api/admin/files"])).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/admin/files/{id}"])).toEqual(["get", "delete"]);
    expect(document.paths["/api/admin/files"].post.requestBody.content).toHaveProperty("multipart/form-data");
  });
});
