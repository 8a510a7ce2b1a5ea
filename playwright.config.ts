import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests drive the built site (npm run test:e2e builds it when needed) in the system
 * Chromium, on a fresh DATA_DIR, so every run starts from the bundled data. The run's own load of
 * this file (workers inherit the variables it sets) opens the run's folder, removed with all its
 * DATA_DIRs when the run ends, and seeds one DATA_DIR there; the site and each spec's own server
 * start on a copy of it (`serverDataDir` in tests/e2e/fixtures.ts) instead of seeding their own.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
if (!process.env.E2E_DATA_DIR) {
  const { dataDirFrom, seedDataDir } = await import("./tests/setup/seeded-data-dir");
  const { makeDataDir, openRunFolder } = await import("./tests/setup/server-process");
  openRunFolder();
  const template = makeDataDir();
  if (await seedDataDir(template)) process.env.E2E_SEEDED_DATA_DIR = template;
  process.env.E2E_DATA_DIR = dataDirFrom(process.env.E2E_SEEDED_DATA_DIR);
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs about a sixth of a run's time (measured on the accessibility sweep: 258 s of
    // test time with it, 213 s without). Kept for a failure in a local run, where it can be opened;
    // a CI run keeps only its log, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node build/server/index.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // SIGTERM lets the app stop its embedded database cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  },
});
