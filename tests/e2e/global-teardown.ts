/** Removes the run's seeded DATA_DIR (playwright.config.ts), which no server uses once the run ends. */
import fs from "node:fs";

export default function globalTeardown() {
  const template = process.env.E2E_SEEDED_DATA_DIR;
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
