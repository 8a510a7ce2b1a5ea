/**
 * The ports of test servers: two runners side by side (Vitest's workers, the suites CI runs beside
 * the tests) never get the same one while the process that reserved it lives, and none lies in the
 * kernel's ephemeral range, where an outgoing connection or another server's `listen(0)` could take
 * it in the seconds before the test's server listens. Once the process has ended, its ports are free
 * again.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "../setup/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const [ephemeralFirst] = fs
  .readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")
  .trim()
  .split(/\s+/)
  .map(Number);

/** A process that reserves `count` ports: its ports once reserved, and a way to end it. */
async function reserveInAnotherProcess(count: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/reserve-ports.ts", String(count)], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.endsWith("\n")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`exited with ${code} before it answered`)));
  });
  return {
    ports: output.trim().split(" ").map(Number),
    async end() {
      child.stdin.end();
      expect(await exited).toBe(0);
    },
  };
}

it("hands a port to one process at a time, outside the ephemeral range, and again once it has ended", async () => {
  const mine: number[] = [];
  for (let i = 0; i < 200; i++) mine.push(await freePort());
  expect(new Set(mine).size).toBe(200);
  for (const port of mine) expect(port).toBeLessThan(ephemeralFirst!);

  // Two other processes at once, while this one holds its 200.
  const [first, second] = await Promise.all([reserveInAnotherProcess(200), reserveInAnotherProcess(200)]);
  expect(new Set([...mine, ...first.ports, ...second.ports]).size).toBe(600);
  await first.end();
  await second.end();

  // Theirs are free again; this process's are not.
  const again = await reserveInAnotherProcess(1_000);
  const reused = new Set(again.ports);
  expect(first.ports.filter((port) => reused.has(port)).length).toBeGreaterThan(0);
  expect(mine.filter((port) => reused.has(port))).toEqual([]);
  await again.end();
}, 120_000);
