/**
 * Whole-database backup and restore without pg_dump (the embedded server ships none): every table's
 * rows through COPY, in one consistent snapshot, packed with a manifest (row counts, SHA-256 of each
 * table's data, applied migrations) into a .tar.gz. Uploaded files live in the database, so they are
 * included. A restore runs in one transaction: it either replaces everything or changes nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { create as createTar, extract as extractTar } from "tar";

const BACKUP_FORMAT = "ced-backup/1";

export interface TableSummary {
  name: string;
  rows: number;
  sha256: string;
}

interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: string[];
  tables: TableSummary[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema, parents before children (foreign keys), with their stored columns. */
async function listTables(client: pg.PoolClient) {
  const { rows: tables } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const { rows: keys } = await client.query<{ table: string; column: string }>(
    `select c.relname as table, a.attname as column
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = 'public' order by c.relname, k.position`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name));
  while (pending.size) {
    const ready = [...pending].filter((name) => !edges.some((edge) => edge.child === name && pending.has(edge.parent)));
    if (!ready.length) throw new Error("circular foreign keys between tables; cannot order them");
    for (const name of ready.sort()) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  return ordered.map((name) => {
    const stored = columns.filter((column) => column.table === name).map((column) => column.column);
    const primaryKey = keys.filter((key) => key.table === name).map((key) => key.column);
    return { name, columns: stored, orderBy: primaryKey.length ? primaryKey : stored };
  });
}

async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>("select hash from drizzle.__drizzle_migrations order by id");
  return rows.map((row) => row.hash);
}

/** Streams one table's rows (COPY text format, in primary-key order) into a file; returns its summary. */
type Table = Awaited<ReturnType<typeof listTables>>[number];

async function dumpTable(client: pg.PoolClient, table: Table, file: string) {
  const hash = createHash("sha256");
  let rows = 0;
  const columns = table.columns.map(quote).join(", ");
  const order = table.orderBy.map(quote).join(", ");
  const stream = client.query(copyTo(`copy (select ${columns} from ${quote(table.name)} order by ${order}) to stdout`));
  stream.on("data", (chunk: Buffer) => {
    hash.update(chunk);
    for (const byte of chunk) if (byte === 10) rows++;
  });
  await pipeline(stream, fs.createWriteStream(file));
  return { name: table.name, rows, sha256: hash.digest("hex") };
}

/** The row count and checksum of every table as it is now (same order and format as a backup). */
export async function summariseDatabase(pool: pg.Pool): Promise<TableSummary[]> {
  const client = await pool.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ced-summary-"));
  try {
    await client.query("begin isolation level repeatable read read only");
    const summaries: TableSummary[] = [];
    for (const table of await listTables(client)) summaries.push(await dumpTable(client, table, path.join(dir, "t")));
    await client.query("commit");
    return summaries;
  } finally {
    client.release();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function backupDatabase(pool: pg.Pool, outFile: string): Promise<BackupManifest> {
  const client = await pool.connect();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ced-backup-"));
  try {
    // One snapshot for every table: the backup is consistent even while the site takes writes.
    await client.query("begin isolation level repeatable read read only");
    const tables = await listTables(client);
    const summaries: TableSummary[] = [];
    for (const table of tables) summaries.push(await dumpTable(client, table, path.join(dir, `${table.name}.copy`)));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: summaries,
    };
    await client.query("commit");
    fs.writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    await createTar({ gzip: true, file: outFile, cwd: dir }, ["manifest.json", ...tables.map((t) => `${t.name}.copy`)]);
    return manifest;
  } finally {
    client.release();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Replaces every row of the database with the backup's. The database must already have the same
 * migrations applied (run the app or `npm run db:migrate` first). Checksums are verified before
 * anything is written and again after the load.
 */
export async function restoreDatabase(pool: pg.Pool, inFile: string): Promise<BackupManifest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ced-restore-"));
  const client = await pool.connect();
  try {
    await extractTar({ file: inFile, cwd: dir, strict: true });
    const manifestFile = path.join(dir, "manifest.json");
    if (!fs.existsSync(manifestFile)) throw new Error(`${inFile} is not a backup made by npm run db:backup`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Unknown backup format: ${String(manifest.format)}`);
    for (const table of manifest.tables) {
      const data = fs.readFileSync(path.join(dir, `${table.name}.copy`));
      if (createHash("sha256").update(data).digest("hex") !== table.sha256) {
        throw new Error(`The backup is damaged: the data of table ${table.name} does not match its checksum`);
      }
    }

    const migrations = await appliedMigrations(client);
    if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) {
      throw new Error(
        `The database schema (${migrations.length} migrations) differs from the backup's (${manifest.migrations.length}). ` +
          "Restore with the same version of the app that made the backup.",
      );
    }

    await client.query("begin");
    const tables = await listTables(client);
    const names = new Set(manifest.tables.map((table) => table.name));
    const unknown = tables.filter((table) => !names.has(table.name));
    if (unknown.length) throw new Error(`The backup has no data for: ${unknown.map((t) => t.name).join(", ")}`);
    // Versions that caches key on (data_versions) must move forward past both the old and the restored
    // values, or a cache could take restored data for data it has already seen.
    const { rows: versionsBefore } = await client.query<{ top: string | null }>(
      "select max(version)::text as top from data_versions",
    );
    // Triggers stay quiet while rows are loaded: the backup already holds what they would write.
    for (const table of tables) await client.query(`alter table ${quote(table.name)} disable trigger user`);
    await client.query(`truncate ${tables.map((table) => quote(table.name)).join(", ")} restart identity cascade`);
    for (const table of tables) {
      const columns = table.columns.map(quote).join(", ");
      await pipeline(
        fs.createReadStream(path.join(dir, `${table.name}.copy`)),
        client.query(copyFrom(`copy ${quote(table.name)} (${columns}) from stdin`)),
      );
    }
    // Read everything back inside the transaction: commit only what matches the backup exactly.
    for (const table of tables) {
      const loaded = await dumpTable(client, table, path.join(dir, "verify.copy"));
      const expected = manifest.tables.find((summary) => summary.name === table.name)!;
      if (loaded.sha256 !== expected.sha256 || loaded.rows !== expected.rows) {
        throw new Error(`Table ${table.name} did not load as backed up (${loaded.rows} of ${expected.rows} rows)`);
      }
    }
    for (const table of tables) await client.query(`alter table ${quote(table.name)} enable trigger user`);
    await client.query("update data_versions set version = greatest(version, $1::bigint) + 1", [
      versionsBefore[0]?.top ?? "0",
    ]);
    // Serial columns continue after the restored rows.
    const { rows: sequences } = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table, column } of sequences) {
      await client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
        [`public.${quote(table)}`, column],
      );
    }
    await client.query("commit");
    return manifest;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
