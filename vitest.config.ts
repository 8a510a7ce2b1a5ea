import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Its own config, without the React Router plugin (see ../shared/STYLE.md).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Most integration tests wait on a server process or PostgreSQL rather than compute, so even a
    // 2-core machine runs four files at once (Vitest's default there is one).
    maxWorkers: Math.max(4, os.availableParallelism() - 1),
  },
});
