/**
 * A test run leaves nothing on the machine: everything its tests write goes in the run's folder,
 * which is removed, with the database servers still running in it stopped, when the process that
 * opened it exits, even when no test cleaned up after itself. A DATA_DIR is over 100 MB; runs that
 * left theirs behind once filled the disk.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, inject, it } from "vitest";
import { isAlive, SERVER_PROCESS_TEST_TIMEOUT_MS, waitFor } from "../setup/server-process";

const root = path.resolve(import.meta.dirname, "../..");

it(
  "removes the run's folder and stops the database left running in it when the run ends",
  async () => {
    // A process of its own that opens its own run's folder (not this run's, which it would inherit).
    const env: Record<string, string | undefined> = { ...process.env, CED_TEST_RUN_FOLDER: undefined };
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "tests/fixtures/leave-a-database-running.ts", inject("seededDataDir")],
      { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(0);
    const left = JSON.parse(output.trim().split("\n").at(-1)!) as { folder: string; dataDir: string; pid: number };

    expect(path.dirname(left.dataDir)).toBe(left.folder);
    expect(fs.existsSync(left.folder)).toBe(false);
    await waitFor(() => !isAlive(left.pid));
  },
  SERVER_PROCESS_TEST_TIMEOUT_MS,
);
