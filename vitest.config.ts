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
    // Each worker process runs its files one after another in one module graph instead of a fresh
    // process per file: loading the modules again for each of 100 files was a fifth of the run's
    // CPU (a full run on 2 cores: 494 s and 13.2 CPU-minutes isolated, 426 s and 11.3 without).
    // Safe because no test changes process-wide state: none sets environment variables, mocks a
    // module or fakes timers, and what a module keeps in memory is keyed on its database (the
    // search index) or is fixed reference data (places, maps).
    isolate: false,
    // Most integration tests wait on a server process or PostgreSQL rather than compute, so even a
    // 2-core machine runs four files at once (Vitest's default there is one).
    maxWorkers: Math.max(4, os.availableParallelism() - 1),
  },
});
