/**
 * CI runs the tests a second time against Debian's PostgreSQL 15 (DATABASE_URL), but only the files
 * under tests/integration and app/db (.ci/run): the others must not use a database, or that pass
 * would miss them.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASS = [/^tests\/integration\//, /^app\/db\//];
/** What a test file calls to reach a database: a cloned test database, or the server process. */
const USES_DATABASE = /\b(createTestDatabase|createEmptyDatabase|startServerOnDatabase|startServer|appProcesses)\(/;

function testFiles(directory: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, directory), { withFileTypes: true })) {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) testFiles(relative, found);
    else if (entry.name.endsWith(".test.ts")) found.push(relative);
  }
  return found;
}

describe("the pass against an external PostgreSQL server", () => {
  it("covers every test file that uses a database", () => {
    const files = ["app", "server", "scripts", "tests/integration"].flatMap((folder) => testFiles(folder));
    const users = files.filter((file) => USES_DATABASE.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(users.length).toBeGreaterThan(20);
    expect(users.filter((file) => !PASS.some((pattern) => pattern.test(file)))).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8")).toContain("npx vitest run tests/integration app/db");
  });
});
