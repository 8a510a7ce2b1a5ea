import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LAYERS = "Dependencies point one way: routes -> domain -> db (docs/architecture.md).";
const DOMAIN =
  "The domain takes plain values and throws AppError: no React, React Router, Express, Request or Response.";
const UI =
  "Components and browser clients import no page, no database module and no *.server module (shared types: *.schemas.ts; see docs/architecture.md).";
/** A module that must stay on the server: its name ends in .server (React Router refuses it in the browser). */
const SERVER_MODULE = String.raw`\.server(?:\.tsx?)?$`;
/** An import of app/<folder>/..., by the ~/ alias or a relative path. */
const layer = (...folders) => `^(?:~/|(?:\\.\\.?/)+(?:app/)?)(?:${folders.join("|")})/`;

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "bench/out/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X }` keeps the module (and its side effects, e.g. Zod) in the browser bundle.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-restricted-imports": ["error", { patterns: [{ group: ["../../../*"], message: "Use the ~/ alias." }] }],
    },
  },
  {
    // No module reaches itself through its imports, dynamic ones included: a circle has no first
    // module to load, and hides which module owns what. Shared constants and types live in the
    // module that owns them; the others import one way. (The rule does not follow `import type`,
    // which is gone by run time; keep those one way too.)
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // Dependencies point one way: routes -> domain -> db. `lib` serves every layer, so it reaches
  // no page; the domain has no React; the database layer knows no business rules.
  {
    files: ["app/db/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: layer("domain", "routes", "components"), message: LAYERS }] },
      ],
    },
  },
  {
    // Business rules take plain values (headers, a user) and throw AppError; reading a Request and
    // answering with a redirect or a Response is the pages' job (app/routes/guards.server.ts).
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom", "react-router", "express"].map((name) => ({ name, message: DOMAIN })),
          patterns: [
            { regex: layer("routes", "components"), message: LAYERS },
            { group: ["react-dom/*", "@react-router/*"], message: DOMAIN },
          ],
        },
      ],
      "no-restricted-globals": ["error", ...["Request", "Response"].map((name) => ({ name, message: DOMAIN }))],
      // The rule above sees values only; this one sees the types.
      "no-restricted-syntax": [
        "error",
        { selector: "TSTypeReference > Identifier.typeName[name=/^(Request|Response)$/]", message: DOMAIN },
      ],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          // Not even a type: the domain adds its parts to Services itself (declaration merging).
          patterns: [{ regex: layer("routes", "components", "domain"), message: LAYERS }],
        },
      ],
    },
  },
  {
    // Components are UI: they never reach into the pages or the database layer, nor into server modules (not even for a
    // type: shared types live in *.schemas.ts). Browser-side API calls live in app/clients.
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: `${layer("routes", "db")}|${SERVER_MODULE}`, message: UI }],
        },
      ],
    },
  },
  {
    // The browser-side API clients serve the components and pages, never the other way round.
    files: ["app/clients/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: `${layer("routes", "components")}|${SERVER_MODULE}`, message: UI }],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's use().
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
