/**
 * Writes the OpenAPI description that /api/openapi.json serves, built by the same code with this
 * environment (PUBLIC_URL gives its server address), to the file named (or to stdout). Nothing
 * connects to a database: the description needs only the API's operations and the sign-in
 * configuration (the session cookie's name).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createDatabase } from "~/db/client.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { describeApi } from "../server/api/router";

const env = parseEnv();
const log = createLogger("silent");
// A pool connects on its first query, and building the description makes none.
const database = createDatabase(env.DATABASE_URL ?? "postgres://127.0.0.1:1/unused");
const auth = createAuth({
  db: database.db,
  env,
  log,
  mailer: { send: async () => {} },
  secret: randomBytes(32).toString("hex"),
});
const text = `${JSON.stringify(describeApi({ env, auth }), null, 2)}\n`;
await database.close();

const target = process.argv[2];
if (target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
} else {
  process.stdout.write(text);
}
