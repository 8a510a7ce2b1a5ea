/**
 * The real server process on the embedded database, starting: the first start on an empty DATA_DIR
 * and the restart, one instance per DATA_DIR, and (as root) a cluster kept where the postgres user
 * can reach it. See also server-process-crash.test.ts and server-process-stop.test.ts.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { appProcesses } from "../setup/app-processes";
import {
  isAlive,
  readPostmaster,
  runServerExpectingFailure,
  SERVER_PROCESS_TEST_TIMEOUT_MS,
} from "../setup/server-process";

const { emptyDataDir, seededDataDir, start } = appProcesses();

// A first start creates, migrates and seeds a cluster: on two busy cores (CI runs this file beside
// the security and reliability suites) that can take minutes. These tests judge what happens, not
// how fast.
describe("the server process starting on the embedded database", { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS }, () => {
  it("starts on an empty DATA_DIR with the real data, stops cleanly and restarts", async () => {
    const dataDir = emptyDataDir();
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
    const dataDir = seededDataDir();
    const first = await start(dataDir);
    const second = await runServerExpectingFailure({ dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another app process (pid ${first.child.pid}) is already running on DATA_DIR`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
  });

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps the cluster in a reachable place when DATA_DIR sits in a closed folder",
    async () => {
      const closed = emptyDataDir();
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
