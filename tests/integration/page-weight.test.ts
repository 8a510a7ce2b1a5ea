/**
 * What a visitor's phone downloads to open each public page, read from the production build's
 * route manifest (the build the test run made): every public and sign-in page stays within the
 * JavaScript budget, and none ships the validation library (the server validates; the browser
 * checks with plain functions).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { javascriptKiB, readManifest } from "../../bench/page-weight";

const clientDir = path.resolve(import.meta.dirname, "../../build/client");
/**
 * gzip KiB per public page: React, React DOM and React Router take about 106 of it, so a page's own
 * code has about 19. Code only signed-in visitors or rare moments need (the user menu, the Save
 * toggle, the compare tray, a failed image's notice, the map) is loaded on demand, and worded
 * options are written by loaders.
 */
const BUDGET_KIB = 125;

describe("JavaScript per public page", () => {
  const manifest = readManifest(clientDir);
  // The profile is for signed-in members (its form validates with the same schemas as the server).
  const pages = Object.keys(manifest.routes).filter(
    (id) => /^routes\/(public|auth)\//.test(id) && id !== "routes/public/profile",
  );

  it("covers the public and sign-in pages", () => {
    expect(pages).toEqual(expect.arrayContaining(["routes/public/home", "routes/public/search", "routes/auth/login"]));
  });

  it.each(pages)(`%s ships at most ${BUDGET_KIB} KiB gz, without Zod`, (id) => {
    expect(javascriptKiB(clientDir, manifest, id)).toBeLessThanOrEqual(BUDGET_KIB);
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (let route: string | undefined = id; route; route = manifest.routes[route]?.parentId) {
      files.add(manifest.routes[route]!.module);
      for (const imported of manifest.routes[route]!.imports ?? []) files.add(imported);
    }
    const withZod = [...files].filter((file) => fs.readFileSync(path.join(clientDir, file), "utf8").includes("_zod"));
    expect(withZod).toEqual([]);
  });

  it("ships no more to the sign-in pages than to the pages most visitors open", () => {
    const heaviest = (ids: string[]) => Math.max(...ids.map((id) => javascriptKiB(clientDir, manifest, id)));
    const lightestCommon = Math.min(
      ...["routes/public/home", "routes/public/search", "routes/public/institution", "routes/public/article"].map(
        (id) => javascriptKiB(clientDir, manifest, id),
      ),
    );
    expect(heaviest(["routes/auth/login", "routes/auth/signup"])).toBeLessThanOrEqual(lightestCommon);
  });
});
