/**
 * docs/architecture.md stays true: every file or folder it names in backticks exists. A full path
 * (from the repository's root) must exist as written; a shorter one (`search-options.ts`,
 * `routes/admin/files.tsx`) must be the end of a path in the tree. Paths under DATA_DIR and build/
 * are made at run time and are not checked.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOC = "docs/architecture.md";
const TOP = /^(app|server|tests|scripts|docs|data|drizzle|bench)\//;
const FILE = /^[\w.+-]+(\/[\w.+-]+)*\.(ts|tsx|js|mjs|json|md|css|sql|yml|yaml)$/;
const FOLDER = /^[\w.+-]+(\/[\w.+-]+)*\/$/;
const SKIPPED = new Set(["node_modules", "build", ".git", ".react-router", "test-results", "playwright-report"]);

function treeFiles(directory = ROOT, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) treeFiles(full, found);
    else found.push(path.relative(ROOT, full).split(path.sep).join("/"));
  }
  return found;
}

/** The paths the page names in backticks (a word with a slash or a file ending; no wildcards, no URLs). */
function namedPaths(text: string): string[] {
  const names = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return [
    ...new Set(
      names.filter(
        (name) =>
          !name.startsWith("DATA_DIR/") &&
          !name.startsWith("build/") &&
          !name.startsWith("/") &&
          (FILE.test(name) || (FOLDER.test(name) && TOP.test(name))),
      ),
    ),
  ];
}

/** The named paths that are not in the tree. */
function missingPaths(named: string[], files: string[]): string[] {
  return named.filter((name) => {
    if (name.endsWith("/")) return !fs.existsSync(path.join(ROOT, name));
    if ((TOP.test(name) || !name.includes("/")) && fs.existsSync(path.join(ROOT, name))) return false;
    return !files.some((file) => file === name || file.endsWith(`/${name}`));
  });
}

describe("docs/architecture.md", () => {
  const text = fs.readFileSync(path.join(ROOT, DOC), "utf8");
  const files = treeFiles();

  it("names only files and folders that exist", () => {
    const named = namedPaths(text);
    // The page names the files of the layers and of a search's path; a regression to none would prove nothing.
    expect(named.length).toBeGreaterThan(60);
    expect(missingPaths(named, files)).toEqual([]);
  });

  it("catches a file or folder that does not exist, full or short", () => {
    const named = namedPaths(
      "`app/domain/institutions/no-such-module.server.ts`, `no-such-page.tsx`, `app/no-such-folder/`, `search-options.ts`, `ok`",
    );
    expect(missingPaths(named, files)).toEqual([
      "app/domain/institutions/no-such-module.server.ts",
      "no-such-page.tsx",
      "app/no-such-folder/",
    ]);
  });
});
