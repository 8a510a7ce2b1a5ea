/**
 * Backup and restore with the npm scripts, as an operator runs them, compared table by table (row
 * counts and SHA-256 of the rows, uploaded file bytes included):
 * - on the embedded database, with the app running: back up, change things (delete the uploaded
 *   file, add an institution), restore; every table is as backed up, the app serves the file again
 *   and no longer shows the later institution (its caches follow the restore);
 * - against DATABASE_URL: back up, restore into a new empty database on the same server, start an
 *   app on it: same tables, the file downloads byte for byte, and a session made before still works.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import type pg from "pg";
import { summariseDatabase, type TableSummary } from "~/db/backup.server";
import {
  downloadDigest,
  embeddedDatabase,
  projectRoot,
  randomPdf,
  sha256,
  siteFetch,
  uploadFile,
  Verdict,
  type Check,
  type Scope,
  type ServerProcess,
} from "./harness";

/** Restore moves these cache counters forward on purpose (past both the old and the restored values). */
const CHANGED_BY_RESTORE = new Set(["data_versions"]);

function npmRun(script: string, args: string[], env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: projectRoot,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      resolve({
        code,
        output: output.replace(/^npm warn.*\n/gm, "").trim(),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** Tables whose rows differ between two summaries. */
function differences(expected: TableSummary[], actual: TableSummary[]) {
  const names = new Set([...expected, ...actual].map((table) => table.name));
  return [...names].filter((name) => {
    if (CHANGED_BY_RESTORE.has(name)) return false;
    const a = expected.find((table) => table.name === name);
    const b = actual.find((table) => table.name === name);
    return !a || !b || a.rows !== b.rows || a.sha256 !== b.sha256;
  });
}

const totalRows = (tables: TableSummary[]) => tables.reduce((sum, table) => sum + table.rows, 0);

/** An uploaded file, a saved institution and a session: what a backup must carry. */
async function addUserData(scope: Scope, app: ServerProcess, databaseUrl: string) {
  const admin = await scope.person(app.url, databaseUrl, "admin");
  const user = await scope.person(app.url, databaseUrl, "user");
  const bytes = randomPdf(700_000); // several 256 KiB chunks
  const file = await uploadFile(app.url, admin.cookie, "campus guide.pdf", bytes);
  const saved = await siteFetch(app.url, "/api/favorites/1", { method: "PUT", cookie: user.cookie });
  if (saved.status !== 200) throw new Error(`could not save a favorite: ${saved.status}`);
  return { admin, user, file, digest: sha256(bytes) };
}

async function embeddedRoundTrip(scope: Scope, verdict: Verdict) {
  const dataDir = await scope.seededDataDir();
  const app = await scope.app({ dataDir });
  const databaseUrl = embeddedDatabase(dataDir).url;
  const { admin, file, digest } = await addUserData(scope, app, databaseUrl);
  const pool = scope.connect(databaseUrl).pool;

  const before = await summariseDatabase(pool);
  const out = path.join(scope.folder(), "embedded.tar.gz");
  const backup = await npmRun("db:backup", ["--out", out], { DATA_DIR: dataDir, DATABASE_URL: undefined });
  verdict.expect(backup.code === 0, `embedded: npm run db:backup failed: ${backup.output}`);

  // Changes after the backup, which the restore must undo.
  await siteFetch(app.url, `/api/admin/files/${file.id}`, { method: "DELETE", cookie: admin.cookie });
  const created = await siteFetch(app.url, "/api/admin/institutions", {
    method: "POST",
    cookie: admin.cookie,
    json: {
      institution_name: "Made After The Backup College",
      institution_type: "College",
      denomination: "Baptist",
      accreditation_status: "Accredited Institution",
      listed_because_url: "https://www.example.org/about/",
      listed_because_quote: "A Christian college of the Baptist tradition.",
      listed_because_kind: "official-site",
    },
  });
  const slug = ((await created.json()) as { data: { institution: { slug: string } } }).data.institution.slug;
  const shownBefore = (await fetch(`${app.url}/api/institutions/${slug}`)).status; // now cached by the app
  const deletedDigest = await downloadDigest(app.url, file.file_url);
  const changed = differences(before, await summariseDatabase(pool));

  const restore = await npmRun("db:restore", [out], { DATA_DIR: dataDir, DATABASE_URL: undefined });
  verdict.expect(restore.code === 0, `embedded: npm run db:restore failed: ${restore.output}`);
  const after = await summariseDatabase(pool);
  const wrong = differences(before, after);
  const restoredDigest = await downloadDigest(app.url, file.file_url);
  const shownAfter = (await fetch(`${app.url}/api/institutions/${slug}`)).status;

  verdict.figure(
    `embedded, app running: ${before.length} tables, ${totalRows(before)} rows; backup ${backup.seconds.toFixed(1)} s, restore ${restore.seconds.toFixed(1)} s; tables changed after the backup: ${changed.length}, different after the restore: ${wrong.length}`,
  );
  verdict.figure(
    `embedded: uploaded file ${deletedDigest === digest ? "still served" : "gone"} after deleting it, ${restoredDigest === digest ? "identical" : restoredDigest} after the restore; a later institution ${shownBefore} before, ${shownAfter} after`,
  );
  verdict.expect(changed.length > 0, "embedded: the changes after the backup did not show in the tables");
  verdict.expect(wrong.length === 0, `embedded: tables not as backed up: ${wrong.join(", ")}`);
  verdict.expect(restoredDigest === digest, `embedded: the restored file is not the uploaded one (${restoredDigest})`);
  verdict.expect(deletedDigest !== digest, "embedded: the file was still served after it was deleted");
  verdict.expect(
    shownBefore === 200 && shownAfter === 404,
    `embedded: the institution made after the backup answered ${shownBefore} before and ${shownAfter} after the restore (expected 200, 404)`,
  );
}

async function externalRoundTrip(scope: Scope, verdict: Verdict) {
  const external = await scope.externalDatabase();
  const app = await scope.app({ databaseUrl: external.url });
  const { user, file, digest } = await addUserData(scope, app, external.url);
  const source = scope.connect(external.url).pool;

  const before = await summariseDatabase(source);
  const out = path.join(scope.folder(), "external.tar.gz");
  const env = { DATABASE_URL: external.url, DATA_DIR: scope.folder() };
  const backup = await npmRun("db:backup", ["--out", out], env);
  verdict.expect(backup.code === 0, `DATABASE_URL: npm run db:backup failed: ${backup.output}`);

  // A new, empty database, as on a fresh server: the restore applies the migrations first.
  await source.query("create database restored");
  const restore = await npmRun("db:restore", [out], { ...env, DATABASE_URL: external.urlOf("restored") });
  verdict.expect(restore.code === 0, `DATABASE_URL: npm run db:restore failed: ${restore.output}`);
  const restored: pg.Pool = scope.connect(external.urlOf("restored")).pool;
  const wrong = restore.code === 0 ? differences(before, await summariseDatabase(restored)) : ["(not restored)"];

  const copy = await scope.app({ databaseUrl: external.urlOf("restored") });
  const copiedDigest = await downloadDigest(copy.url, file.file_url);
  const favorites = await siteFetch(copy.url, "/api/favorites", { cookie: user.cookie });
  const saved = favorites.ok ? ((await favorites.json()) as { data: { favorites: unknown[] } }).data.favorites : [];

  verdict.figure(
    `DATABASE_URL, into a new empty database: ${before.length} tables, ${totalRows(before)} rows; backup ${backup.seconds.toFixed(1)} s, restore ${restore.seconds.toFixed(1)} s; different: ${wrong.length}`,
  );
  verdict.figure(
    `DATABASE_URL: an app on the copy serves the file ${copiedDigest === digest ? "byte for byte" : copiedDigest}; a session from before works (${favorites.status}, ${saved.length} saved)`,
  );
  verdict.expect(wrong.length === 0, `DATABASE_URL: tables not as backed up: ${wrong.join(", ")}`);
  verdict.expect(copiedDigest === digest, `DATABASE_URL: the restored file is not the uploaded one (${copiedDigest})`);
  verdict.expect(
    favorites.status === 200 && saved.length === 1,
    `DATABASE_URL: the restored session or favorite is missing (${favorites.status}, ${saved.length} saved)`,
  );
}

export const backupCheck: Check = {
  name: "backup and restore",
  async run(scope) {
    const verdict = new Verdict();
    await embeddedRoundTrip(scope, verdict);
    await externalRoundTrip(scope, verdict);
    return verdict.result();
  },
};
