/**
 * The layer rules of eslint.config.js bite: a wrong-way import (or a Request in the domain) placed
 * in each layer is an error, and the allowed directions stay clean; so does the rule against import
 * circles. The snippets are linted in memory under made-up paths in each folder (or in place of a
 * real module, for a circle through the modules on disk), so nothing is written to the tree.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const LAYER_RULES = new Set([
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-globals",
  "no-restricted-syntax",
  "import-x/no-cycle",
]);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
});

/** The layer rules reported for `code` as if it were the file at `filePath`, as "rule line:column". */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId && LAYER_RULES.has(message.ruleId) && message.severity === 2)
    .map((message) => `${message.ruleId} ${message.line}:${message.column}`);
}

describe("layer lint rules", () => {
  it("keeps React Router, Express, Request and Response out of the domain", async () => {
    const errors = await layerErrors(
      "app/domain/probe/probe.server.ts",
      [
        'import { redirect } from "react-router";',
        'import type { Router } from "express";',
        "export function guard(request: Request, router: Router): Response {",
        "  if (!router) return new Response(null);",
        "  throw redirect(request.url);",
        "}",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "@typescript-eslint/no-restricted-imports 1:1",
      "@typescript-eslint/no-restricted-imports 2:1",
      "no-restricted-syntax 3:32",
      "no-restricted-syntax 3:58",
      "no-restricted-globals 4:27",
    ]);
  });

  it("lets the domain take headers and throw AppError", async () => {
    const errors = await layerErrors(
      "app/domain/probe/probe.server.ts",
      [
        'import { AppError } from "~/lib/errors";',
        "export function cookieOf(headers: Headers) {",
        '  const cookie = headers.get("cookie");',
        '  if (!cookie) throw new AppError("unauthenticated", "Please sign in");',
        "  return cookie;",
        "}",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("keeps the domain, even its types, out of lib", async () => {
    const errors = await layerErrors(
      "app/lib/probe.ts",
      'import type { SessionUser } from "~/domain/accounts/account.schemas";\nexport type Probe = SessionUser;\n',
    );
    expect(errors).toEqual(["@typescript-eslint/no-restricted-imports 1:1"]);
  });

  it("keeps pages, the database layer and server modules out of components", async () => {
    const errors = await layerErrors(
      "app/components/probe/probe.tsx",
      [
        'import type { AuditInput } from "~/domain/audit/audit.server";',
        'import type { loader } from "~/routes/admin/files";',
        'import { ALL_CATEGORIES } from "~/db/article-categories";',
        'import type { AuditEntry } from "~/domain/audit/audit.schemas";',
        "export type Probe = [AuditInput, typeof loader, AuditEntry, typeof ALL_CATEGORIES];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "@typescript-eslint/no-restricted-imports 1:1",
      "@typescript-eslint/no-restricted-imports 2:1",
      "@typescript-eslint/no-restricted-imports 3:1",
    ]);
  });

  it("keeps components, pages and server modules out of the browser clients", async () => {
    const errors = await layerErrors(
      "app/clients/probe.ts",
      [
        'import { Banner } from "~/components/admin/record-fields";',
        'import { requireUser } from "~/routes/guards.server";',
        'import type { FileRecord } from "~/domain/files/file.schemas";',
        "export const probe: [unknown, unknown, FileRecord | null] = [Banner, requireUser, null];",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "@typescript-eslint/no-restricted-imports 1:1",
      "@typescript-eslint/no-restricted-imports 2:1",
    ]);
  });

  it("keeps the domain out of the database layer", async () => {
    const errors = await layerErrors(
      "app/db/probe.server.ts",
      'import { getAdminRole } from "../domain/accounts/accounts.server";\nexport const probe = getAdminRole;\n',
    );
    expect(errors).toEqual(["@typescript-eslint/no-restricted-imports 1:1"]);
  });

  it("refuses an import circle, and takes the same module imported one way", async () => {
    // search-options.ts imports FAITH_FILTERS from faith-filters.ts: faith-filters importing it back closes a circle.
    const circle = await layerErrors(
      "app/domain/institutions/faith-filters.ts",
      [
        'import { FACETS } from "./search-options";',
        'export const FAITH_FILTERS = ["faculty_affirm_faith"] as const;',
        "export const probe = FACETS;",
      ].join("\n"),
    );
    expect(circle).toEqual(["import-x/no-cycle 1:1"]);
    // The same import from a module nothing imports is one way.
    const oneWay = await layerErrors(
      "app/domain/institutions/probe.ts",
      'import { FACETS } from "./search-options";\nexport const probe = FACETS;\n',
    );
    expect(oneWay).toEqual([]);
  });
});
