/**
 * `npm run test:security`: attacks the built site as a real process and prints one table (check,
 * cases, result, details); exits 1 when any check fails. Each check says what it does at the top
 * of its file in checks/; harness.ts starts the server, surface.ts reads the routes and calls.
 *
 *   npm run test:security -- [--quick] [--seed N] [--only name,name] [--fuzz-requests N]
 *
 * --quick: the short form CI runs (1,000 fuzz requests instead of 10,000, fewer timing samples,
 *          redirect targets and XSS payloads; every check still runs).
 * --fuzz-requests: how many fuzzed requests (overrides the default of either form).
 * --seed: the fuzzer's seed (printed on every run; a failure names the seed and request number).
 * --only: run only the named checks (authorisation, redirects, cross-origin, headers, cookies,
 *         enumeration, xss, fuzz).
 */
import { parseArgs } from "node:util";
import { checkApiMatrix, checkPageMatrix, checkSchoolPages } from "./checks/authorisation";
import { checkCookies } from "./checks/cookies";
import { checkCrossOrigin } from "./checks/cross-origin";
import { checkEnumeration } from "./checks/enumeration";
import { checkFuzz } from "./checks/fuzz";
import { checkHeaders } from "./checks/headers";
import { checkOpenRedirects } from "./checks/open-redirects";
import { checkXss } from "./checks/xss";
import { SecurityContext, type CheckResult } from "./harness";
import { prepareRecords } from "./records";
import { openRunFolder } from "../setup/server-process";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    seed: { type: "string" },
    only: { type: "string" },
    "fuzz-requests": { type: "string" },
  },
});
const quick = flags.quick;
const seed = flags.seed ? Number(flags.seed) : Math.floor(Math.random() * 2 ** 31);
const only = flags.only ? new Set(flags.only.split(",")) : null;
const fuzzRequests = flags["fuzz-requests"] ? Number(flags["fuzz-requests"]) : quick ? 1_000 : 10_000;

type Check = (context: SecurityContext) => Promise<CheckResult>;
const CHECKS: [group: string, name: string, run: Check][] = [
  ["authorisation", "authorisation: /api/admin calls", checkApiMatrix],
  ["authorisation", "authorisation: admin pages", checkPageMatrix],
  ["authorisation", "authorisation: school pages", checkSchoolPages],
  ["redirects", "open redirects", checkOpenRedirects],
  ["headers", "security headers", checkHeaders],
  ["cookies", "cookie flags and sessions", checkCookies],
  ["enumeration", "account enumeration", checkEnumeration],
  ["xss", "stored and reflected XSS (Chromium)", checkXss],
  ["cross-origin", "cross-origin requests", checkCrossOrigin],
  // Last: it may change or delete the records the other checks point at.
  ["fuzz", "fuzzing", (context) => checkFuzz(context, fuzzRequests)],
];

function log(message: string) {
  console.error(`[security] ${message}`);
}

const started = performance.now();
log(`starting the server (fresh ${process.env.DATABASE_URL ? "database on DATABASE_URL" : "DATA_DIR"})...`);
openRunFolder();
const context = await SecurityContext.start({ quick, seed });
// Stopped by hand: the servers started for the run stop with it.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the servers...`);
    void context.close().finally(() => process.exit(130));
  });
}
const results: CheckResult[] = [];
try {
  context.records = await prepareRecords(context);
  for (const [group, name, run] of CHECKS) {
    if (only && !only.has(group)) continue;
    const checkStarted = performance.now();
    log(`${name}...`);
    try {
      const result = await run(context);
      result.details.push(`${((performance.now() - checkStarted) / 1000).toFixed(1)} s`);
      results.push(result);
    } catch (error) {
      results.push({
        check: name,
        cases: 0,
        failures: [`the check itself failed: ${(error as Error).stack}`],
        details: [],
      });
    }
  }
} finally {
  await context.close();
}

printTable(results);
const failed = results.filter((result) => result.failures.length);
for (const result of failed) {
  console.log(`\n${result.check}: ${result.failures.length} failure(s)`);
  for (const failure of result.failures.slice(0, 40)) console.log(`  - ${failure}`);
  if (result.failures.length > 40) console.log(`  ... and ${result.failures.length - 40} more`);
}
console.log(
  `\n${quick ? "quick run" : "full run"}, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(0)} s: ${
    failed.length ? `${failed.length} check(s) FAILED` : "all checks passed"
  }`,
);
process.exit(failed.length ? 1 : 0);

function printTable(rows: CheckResult[]) {
  const lines = rows.map((row) => ({
    check: row.check,
    cases: row.cases.toLocaleString("en-US"),
    result: row.failures.length ? `FAIL (${row.failures.length})` : "pass",
    details: row.details,
  }));
  const width = (values: string[], title: string) => Math.max(title.length, ...values.map((value) => value.length));
  const w = {
    check: width(
      lines.map((line) => line.check),
      "check",
    ),
    cases: width(
      lines.map((line) => line.cases),
      "cases",
    ),
    result: width(
      lines.map((line) => line.result),
      "result",
    ),
  };
  const row = (check: string, cases: string, result: string, details: string) =>
    `| ${check.padEnd(w.check)} | ${cases.padStart(w.cases)} | ${result.padEnd(w.result)} | ${details}`;
  console.log();
  console.log(row("check", "cases", "result", "details"));
  console.log(`|${"-".repeat(w.check + 2)}|${"-".repeat(w.cases + 2)}|${"-".repeat(w.result + 2)}|${"-".repeat(40)}`);
  for (const line of lines) {
    const [first = "", ...rest] = line.details;
    console.log(row(line.check, line.cases, line.result, first));
    for (const detail of rest) console.log(row("", "", "", detail));
  }
}
