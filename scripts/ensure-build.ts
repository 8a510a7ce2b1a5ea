/**
 * Builds the site when there is no build or the sources changed since the last one, so that
 * `npm start` always runs the code that is checked out. A content hash of the sources is kept in
 * build/.source-hash.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const INPUTS = [
  "app",
  "server",
  "public",
  "drizzle",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

function* files(entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash
        .update(file)
        .update("\0")
        .update(readFileSync(path.join(root, file)))
        .update("\0");
    }
  }
  return hash.digest("hex");
}

const stamp = path.join(root, "build/.source-hash");
const current = sourceHash();
const built =
  existsSync(stamp) && existsSync(path.join(root, "build/server/index.js")) ? readFileSync(stamp, "utf8").trim() : "";
if (built !== current) {
  console.log(built ? "Sources changed since the last build: rebuilding..." : "No build yet: building the site...");
  // Always a production build: run from Vitest (NODE_ENV=test) it would otherwise bundle React's
  // development build, whose hydration warnings then fail the browser tests.
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    console.error("The build failed.");
    process.exit(1);
  }
  writeFileSync(stamp, `${current}\n`);
  console.log("Build ready.");
}
