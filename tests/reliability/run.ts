/**
 * `npm run test:reliability [-- --quick] [-- --only <words>]`: runs the built server as real
 * processes under load and faults, and prints one table (check, result, figures). Exits 1 when a
 * check fails. --quick shortens the load phases (10 s instead of 60) but runs every check;
 * --only runs the checks whose name contains the words given.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { backupCheck } from "./backup";
import { appKillCheck, databaseKillCheck } from "./crashes";
import { externalRestartCheck } from "./database-restart";
import { projectRoot, Run, Scope, type Check, type CheckResult } from "./harness";
import { loadCheck } from "./load";
import { scaleOutCheck } from "./scale-out";
import { stopQueuedConnectionsCheck } from "./stop-queued-connections";
import { stopSignalsCheck } from "./stop-signals";
import { openRunFolder } from "../setup/server-process";

const CHECKS: Check[] = [
  loadCheck,
  stopSignalsCheck,
  stopQueuedConnectionsCheck,
  appKillCheck,
  databaseKillCheck,
  externalRestartCheck,
  backupCheck,
  scaleOutCheck,
];

const { values: flags } = parseArgs({
  options: { quick: { type: "boolean", default: false }, only: { type: "string" } },
});
const log = (message: string) => console.error(`[reliability] ${message}`);

log("making sure the build is current");
const build = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
  cwd: projectRoot,
  stdio: ["ignore", "inherit", "inherit"],
});
if (build.status !== 0) process.exit(1);

const selected = CHECKS.filter((check) => !flags.only || check.name.includes(flags.only));
const rows: Array<{ name: string; seconds: number } & CheckResult> = [];
const runStarted = performance.now();
openRunFolder();
const run = new Run(flags.quick, log);
let current: Scope | undefined;

// Ctrl-C or a kill: stop what was started (apps, database servers) before leaving.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the processes started`);
    void (current?.close() ?? Promise.resolve()).then(() => run.close()).finally(() => process.exit(130));
  });
}

for (const check of selected) {
  log(`${check.name}...`);
  const started = performance.now();
  const scope = new Scope(run);
  current = scope;
  let result: CheckResult;
  try {
    result = await check.run(scope);
  } catch (error) {
    result = {
      ok: false,
      figures: [],
      problems: [`stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`],
    };
  } finally {
    await scope.close();
  }
  const seconds = (performance.now() - started) / 1000;
  rows.push({ name: check.name, seconds, ...result });
  log(`${check.name}: ${result.ok ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
  for (const problem of result.problems) log(`  ${problem}`);
}

await run.close();
printTable(rows);
const failed = rows.filter((row) => !row.ok);
const minutes = (performance.now() - runStarted) / 60_000;
console.log(
  `\n${rows.length - failed.length} of ${rows.length} checks passed${flags.quick ? " (quick form)" : ""} in ${minutes.toFixed(1)} min.` +
    (failed.length ? ` Failed: ${failed.map((row) => row.name).join("; ")}.` : ""),
);
process.exit(failed.length ? 1 : 0);

function printTable(table: typeof rows) {
  const lines = table.flatMap((row) => {
    const figures = [...row.figures, ...row.problems.map((problem) => `FAILED: ${problem.split("\n")[0]}`)];
    return (figures.length ? figures : [""]).map((figure, index) => ({
      check: index === 0 ? row.name : "",
      result: index === 0 ? `${row.ok ? "pass" : "FAIL"} (${row.seconds.toFixed(0)} s)` : "",
      figure,
    }));
  });
  const width = (key: "check" | "result") => Math.max(key.length, ...lines.map((line) => line[key].length));
  const [checkWidth, resultWidth] = [width("check"), width("result")];
  console.log(`\n| ${"check".padEnd(checkWidth)} | ${"result".padEnd(resultWidth)} | figures`);
  console.log(`|${"-".repeat(checkWidth + 2)}|${"-".repeat(resultWidth + 2)}|${"-".repeat(40)}`);
  for (const line of lines) {
    console.log(`| ${line.check.padEnd(checkWidth)} | ${line.result.padEnd(resultWidth)} | ${line.figure}`);
  }
}
