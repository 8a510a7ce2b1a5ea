/**
 * `npm run admin -- create --email E --password P [--role super_admin|admin|editor]`: creates or
 * updates an administrator (e-mail verified, active, this password and role; default role admin).
 * Works on the same database the app uses: DATABASE_URL, or the embedded one in DATA_DIR, whether
 * the app is running (it connects to its server) or not (it starts the database briefly).
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { ADMIN_ROLE_VALUES } from "~/domain/accounts/account.schemas";
import { ensureAdministrator } from "~/domain/accounts/accounts.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { createMailer } from "~/lib/mailer.server";
import { boot } from "../server/boot";
import { InstanceLockedError } from "../server/instance-lock";
import { readOrCreateSecret } from "../server/secrets";

const USAGE = "Usage: npm run admin -- create --email E --password P [--role super_admin|admin|editor]";

const ArgsSchema = z.object({
  command: z.literal("create", USAGE),
  email: z.email("--email must be an e-mail address"),
  password: z.string("--password is required"),
  role: z.enum(ADMIN_ROLE_VALUES, "--role must be super_admin, admin or editor").default("admin"),
});

/** The embedded server of an app that is running on this DATA_DIR. */
function runningEmbeddedUrl(dataDir: string) {
  const pointer = path.join(dataDir, "pg-location");
  const clusterDir = fs.existsSync(pointer) ? fs.readFileSync(pointer, "utf8").trim() : path.join(dataDir, "pg");
  const port = Number(fs.readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  const password = fs.readFileSync(path.join(dataDir, "database-password.secret"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string" } },
  });
  const parsed = ArgsSchema.safeParse({ command: positionals[0], ...values });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n${USAGE}`);
    process.exit(2);
  }
  const args = parsed.data;
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);

  let close: () => Promise<void>;
  let db;
  let secret = env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    const handle = createDatabase(env.DATABASE_URL);
    await migrateDatabase(handle.pool);
    ({ db } = handle);
    close = handle.close;
  } else {
    try {
      const runtime = await boot(env, log);
      ({ db } = runtime.services);
      close = runtime.close;
    } catch (error) {
      if (!(error instanceof InstanceLockedError)) throw error;
      const handle = createDatabase(runningEmbeddedUrl(env.DATA_DIR));
      ({ db } = handle);
      close = handle.close;
    }
    secret ??= readOrCreateSecret(env.DATA_DIR, "auth");
  }
  if (!secret) throw new Error("AUTH_SECRET must be set when DATABASE_URL is (the app processes share it)");

  try {
    const auth = createAuth({ db, env, log, mailer: createMailer(env, log), secret });
    const result = await ensureAdministrator(
      { auth, db },
      { email: args.email, password: args.password, role: args.role, setPassword: true },
    );
    console.log(
      `${result.created ? "Created" : "Updated"} administrator ${args.email.toLowerCase()} (role ${args.role}).`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
