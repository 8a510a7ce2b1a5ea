/**
 * The real server process on the embedded database: first start and restart, one instance per
 * DATA_DIR, SIGKILL without losing acknowledged writes, graceful shutdown, and /healthz.
 */
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import {
  embeddedDatabaseUrl,
  isAlive,
  makeDataDir,
  readPostmaster,
  runServerExpectingFailure,
  type ServerProcess,
  startServer,
  TEST_AUTH_SECRET,
  waitFor,
} from "../setup/server-process";

const dataDirs: string[] = [];
const running: ServerProcess[] = [];

function newDataDir() {
  const dir = makeDataDir();
  dataDirs.push(dir);
  return dir;
}

async function start(dataDir: string) {
  const server = await startServer({ dataDir });
  running.push(server);
  return server;
}

afterAll(async () => {
  for (const server of running) await server.stop("SIGKILL");
  for (const dir of dataDirs) {
    const postmaster = readPostmaster(dir);
    if (postmaster && isAlive(postmaster.pid)) process.kill(postmaster.pid, "SIGQUIT");
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function writeRows(dataDir: string, prefix: string, count: number) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  for (let i = 0; i < count; i++) {
    // Each insert is its own transaction: once it returns, the write is acknowledged.
    await client.query("insert into app_settings (key, value) values ($1, $2)", [
      `${prefix}:${i}`,
      JSON.stringify({ i }),
    ]);
  }
  await client.end();
}

async function countRows(dataDir: string, prefix: string) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  const { rows } = await client.query("select count(*)::int as n from app_settings where key like $1", [`${prefix}:%`]);
  await client.end();
  return rows[0].n as number;
}

describe.skipIf(process.env.DATABASE_URL)("the server process on the embedded database", () => {
  it("starts on an empty DATA_DIR with the real data, stops cleanly and restarts", async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const home = await fetch(first.url);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Christian Education Directory");
    expect(html).toContain("Your Path to Christian Education");
    expect(html).toContain("Wheaton College");
    expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: "ok" });

    const postmaster = readPostmaster(dataDir)!;
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(isAlive(postmaster.pid)).toBe(false);
    expect(fs.existsSync(`${dataDir}/app.lock`)).toBe(false);

    const second = await start(dataDir);
    expect((await fetch(second.url)).status).toBe(200);
    console.info(`first start ${Math.round(first.startupMs)} ms, restart ${Math.round(second.startupMs)} ms`);
    expect(await second.stop("SIGTERM")).toBe(0);
  });

  it("refuses a second app instance on the same DATA_DIR with a clear message", async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const second = await runServerExpectingFailure({ dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another app process (pid ${first.child.pid}) is already running on DATA_DIR`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it("comes back after a SIGKILL of the app, and of the app and its database, with every acknowledged write", async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    await writeRows(dataDir, "before-kill", 200);
    const orphan = readPostmaster(dataDir)!;
    await first.stop("SIGKILL");
    expect(isAlive(orphan.pid)).toBe(true); // the database outlived the app

    const second = await start(dataDir);
    expect(isAlive(orphan.pid)).toBe(false); // the orphan was stopped and replaced
    expect(await countRows(dataDir, "before-kill")).toBe(200);
    await writeRows(dataDir, "before-crash", 100);

    // Now kill both abruptly: the database must recover from its write-ahead log.
    const postmaster = readPostmaster(dataDir)!;
    await second.stop("SIGKILL");
    process.kill(postmaster.pid, "SIGKILL");
    await waitFor(() => !isAlive(postmaster.pid));

    const third = await start(dataDir);
    expect(await countRows(dataDir, "before-kill")).toBe(200);
    expect(await countRows(dataDir, "before-crash")).toBe(100);
    expect((await fetch(third.url)).status).toBe(200);
    expect(await third.stop()).toBe(0);
  });

  it("finishes in-flight requests on SIGTERM, refuses new connections once no more are coming, then exits 0", async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    const postmaster = readPostmaster(dataDir)!;

    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/not-a-route`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": "12" },
      });
      request.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      request.on("error", reject);
      request.write('{"half":');
      setTimeout(() => server.child.kill("SIGTERM"), 200);
      setTimeout(() => request.end('"x"}'), 1200);
    });

    // Nothing else comes: the listener closes a few hundred milliseconds after the signal, while the
    // request above is still arriving. A new connection is then refused (fetch could reuse a
    // kept-alive one, which is still served).
    await waitFor(() => server.output().includes("no longer taking connections"));
    await expect(
      new Promise((resolve, reject) =>
        http.get(`${server.url}/healthz`, { agent: false }, resolve).on("error", reject),
      ),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const answer = await response;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: { message: "Not found" } });
    expect(await server.exited).toBe(0);
    expect(isAlive(postmaster.pid)).toBe(false);
    expect(server.output()).toContain("stopped cleanly");
  });

  it("on SIGTERM, answers the next request on a kept-alive connection (with Connection: close) instead of cutting it", async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode!, connection: res.headers.connection, reused: request.reusedSocket }),
          );
        });
        request.on("error", reject);
      });

    expect(await get("/terms")).toMatchObject({ status: 200, connection: "keep-alive" });
    server.child.kill("SIGTERM");
    // A client that had the connection open sends its next request while the app is draining.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await get("/privacy")).toEqual({ status: 200, connection: "close", reused: true });
    expect(await server.exited).toBe(0);
    agent.destroy();
  });

  it("restarts its embedded database when it dies, keeping every acknowledged write", async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    await writeRows(dataDir, "before-db-kill", 100);
    const postmaster = readPostmaster(dataDir)!;
    process.kill(postmaster.pid, "SIGKILL");
    await waitFor(() => !isAlive(postmaster.pid));
    // The app starts the server again on the same port; it recovers from its write-ahead log.
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 30_000);
    expect(readPostmaster(dataDir)!.port).toBe(postmaster.port);
    expect(await countRows(dataDir, "before-db-kill")).toBe(100);
    expect((await fetch(server.url)).status).toBe(200);
    expect(server.output()).toContain("restarting it");
    expect(await server.stop()).toBe(0);
  });

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps the cluster in a reachable place when DATA_DIR sits in a closed folder",
    async () => {
      const closed = newDataDir();
      fs.chmodSync(closed, 0o700); // like a clone under /root
      const dataDir = `${closed}/data`;
      const server = await start(dataDir);
      const location = fs.readFileSync(`${dataDir}/pg-location`, "utf8").trim();
      expect(location).toMatch(/^\/var\/lib\/christian-education-directory\//);
      expect(server.output()).toContain("cannot reach");
      expect((await fetch(server.url)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      // The next start finds the same cluster again.
      const again = await start(dataDir);
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
      expect(await again.stop()).toBe(0);
      fs.rmSync(location, { recursive: true, force: true });
    },
  );
});

describe("an app on an external database that goes away", () => {
  it("answers 503 at once while the database is down, and recovers by itself when it is back", async () => {
    const dataDir = newDataDir();
    const log = createLogger("silent");
    const password = "external-test-password";
    let database = await startEmbeddedPostgres({ dataDir: `${dataDir}/external`, password, log });
    const server = await startServer({
      dataDir: `${dataDir}/app`,
      env: { DATABASE_URL: database.url, AUTH_SECRET: TEST_AUTH_SECRET },
    });
    running.push(server);
    expect((await fetch(server.url)).status).toBe(200);

    await database.stop();
    // The first page to notice answers 503; from then on every request is answered 503 at once.
    expect((await fetch(`${server.url}/search?q=database-down`)).status).toBe(503);
    expect((await fetch(`${server.url}/terms`)).status).toBe(503);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    const body = (await health.json()) as { status: string; reason: string };
    expect(body).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/database unreachable/) });
    const started = performance.now();
    expect((await fetch(`${server.url}/api/institutions`)).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1000);

    database = await startEmbeddedPostgres({ dataDir: `${dataDir}/external`, password, log, port: database.port });
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 15_000);
    expect((await fetch(server.url)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    await database.stop();
  });
});
