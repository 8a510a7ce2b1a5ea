import { bigint, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** Uploaded files. The bytes live in PostgreSQL (file_chunks) so every app instance serves them. */
export const fileUploads = pgTable(
  "file_uploads",
  {
    id: serial().primaryKey(),
    originalFilename: text().notNull(),
    description: text(),
    category: text().notNull().default("general"),
    fileType: text().notNull(),
    fileSize: bigint({ mode: "number" }).notNull(),
    sha256: text().notNull(),
    downloadCount: integer().notNull().default(0),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("file_uploads_created_at_idx").on(t.createdAt)],
);

/** File content in ordered chunks, so uploads and downloads stream with bounded memory. */
export const fileChunks = pgTable(
  "file_chunks",
  {
    fileId: integer()
      .notNull()
      .references(() => fileUploads.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
