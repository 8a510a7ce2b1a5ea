/**
 * `npm run admin -- create --email E --password P [--role super_admin|admin|editor]`: creates or
 * updates an administrator (e-mail verified, active, this password and role; default role admin).
 * Works on the same database the app uses: DATABASE_URL, or the embedded one in DATA_DIR, whether
 * the app is running (it connects to its server) or not (it starts the database briefly).
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { ADMIN_ROLE_VALUES } from "~/domain/accounts/account.schemas";

const USAGE = "Usage: npm run admin -- create --email E --password P [--role super_admin|admin|editor]";

const ArgsSchema = z.object({
  command: z.literal("create", USAGE),
  email: z.email("--email must be an e-mail address"),
  password: z.string("--password is required"),
  role: z.enum(ADMIN_ROLE_VALUES, "--role must be super_admin, admin or editor").default("admin"),
});

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
  // The database and the sign-in library load only for arguments that are right, so a mistyped
  // command is answered at once.
  const [
    { migrateDatabase },
    { ensureAdministrator },
    { createAuth },
    { parseEnv },
    { createLogger },
    { createMailer },
    { openDatabaseForMaintenance },
    { readOrCreateSecret },
  ] = await Promise.all([
    import("~/db/migrate.server"),
    import("~/domain/accounts/accounts.server"),
    import("~/domain/accounts/auth.server"),
    import("~/lib/env.server"),
    import("~/lib/logger.server"),
    import("~/lib/mailer.server"),
    import("../server/database"),
    import("../server/secrets"),
  ]);
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);

  let secret = env.AUTH_SECRET;
  if (!env.DATABASE_URL) secret ??= readOrCreateSecret(env.DATA_DIR, "auth");
  if (!secret) throw new Error("AUTH_SECRET must be set when DATABASE_URL is (the app processes share it)");

  // The running app's database when there is one, else opened (and migrated) as the app would.
  const database = await openDatabaseForMaintenance(env, log);
  const { db } = database;

  try {
    await migrateDatabase(database.pool);
    const auth = createAuth({ db, env, log, mailer: createMailer(env, log), secret });
    const result = await ensureAdministrator(
      { auth, db },
      { email: args.email, password: args.password, role: args.role, setPassword: true },
    );
    console.log(
      `${result.created ? "Created" : "Updated"} administrator ${args.email.toLowerCase()} (role ${args.role}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
