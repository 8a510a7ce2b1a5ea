import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Secrets generated on first start and kept in DATA_DIR (mode 0600): the session-signing key when
 * AUTH_SECRET is not set, and the password of the embedded database.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = randomBytes(32).toString("base64url");
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: "wx" });
  return value;
}
