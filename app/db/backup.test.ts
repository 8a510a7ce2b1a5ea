import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createEmptyDatabase, createTestDatabase } from "../../tests/setup/database";
import { makeTempDir } from "../../tests/setup/server-process";
import { backupDatabase, restoreDatabase, summariseDatabase } from "./backup.server";
import { migrateDatabase } from "./migrate.server";

const dir = makeTempDir("ced-backup-test-");

describe("backup and restore", async () => {
  const source = await createTestDatabase();
  const target = await createEmptyDatabase();
  await migrateDatabase(target.pool);
  const file = path.join(dir, "backup.tar.gz");
  const bytes = randomBytes(300_000); // an uploaded file, with every byte value

  it("round-trips every table, uploaded file bytes included, by counts and checksums", async () => {
    await source.pool.query(
      "insert into users (id, name, email, email_verified) values ('u1', 'Ada', 'ada@example.org', true)",
    );
    const {
      rows: [upload],
    } = await source.pool.query(
      "insert into file_uploads (original_filename, description, category, file_type, file_size, sha256) values ($1, $2, 'forms', 'application/pdf', $3, 'x') returning id",
      ["guide.pdf", "Tabs\tnewlines\nand \\ backslashes", bytes.length],
    );
    await source.pool.query("insert into file_chunks (file_id, seq, data) values ($1, 0, $2)", [upload.id, bytes]);
    await source.pool.query(
      "insert into audit_log (action, entity_type, summary, details) values ('x', 'y', 'z', $1)",
      [JSON.stringify({ nested: ["é", "\u0000".length] })],
    );

    const manifest = await backupDatabase(source.pool, file);
    expect(manifest.tables.find((table) => table.name === "institutions")!.rows).toBe(1103);

    const versionBefore = await target.pool.query("select max(version)::int as v from data_versions");
    await restoreDatabase(target.pool, file);
    // Every table comes back identical, except that cache versions move forward past both sides.
    const withoutVersions = (tables: Awaited<ReturnType<typeof summariseDatabase>>) =>
      tables.filter((table) => table.name !== "data_versions");
    expect(withoutVersions(await summariseDatabase(target.pool))).toEqual(
      withoutVersions(await summariseDatabase(source.pool)),
    );
    const versions = await target.pool.query("select max(version)::int as v from data_versions");
    const sourceVersions = await source.pool.query("select max(version)::int as v from data_versions");
    expect(versions.rows[0].v).toBeGreaterThan(Math.max(versionBefore.rows[0].v, sourceVersions.rows[0].v));
    const { rows } = await target.pool.query("select data from file_chunks");
    expect(Buffer.compare(rows[0].data, bytes)).toBe(0);

    // New rows continue the restored ids instead of colliding with them.
    const next = await target.pool.query(
      "insert into file_uploads (original_filename, file_type, file_size, sha256) values ('b', 'text/plain', 1, 'y') returning id",
    );
    expect(next.rows[0].id).toBeGreaterThan(upload.id);
  });

  it("refuses a damaged backup and leaves the database as it was", async () => {
    const before = await summariseDatabase(target.pool);
    const damaged = path.join(dir, "damaged.tar.gz");
    const unpacked = path.join(dir, "unpacked");
    fs.mkdirSync(unpacked);
    const { extract, create } = await import("tar");
    await extract({ file, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, "institutions.copy"), "999\tforged\n");
    await create({ gzip: true, file: damaged, cwd: unpacked }, fs.readdirSync(unpacked));
    await expect(restoreDatabase(target.pool, damaged)).rejects.toThrow(/damaged.*institutions/);
    expect(await summariseDatabase(target.pool)).toEqual(before);
  });

  it("refuses a file that is not a backup", async () => {
    const notBackup = path.join(dir, "nope.tar.gz");
    fs.writeFileSync(notBackup, "hello");
    await expect(restoreDatabase(target.pool, notBackup)).rejects.toThrow();
  });
});
