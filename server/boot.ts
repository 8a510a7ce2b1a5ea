/**
 * Start-up shared by the production entry (server/main.ts) and the dev server (server/dev.ts):
 * the database (embedded unless DATABASE_URL is set), migrations, the first-start seed, and the
 * services every request handler uses. Returns them with a `close()` that undoes it all in order.
 */
import fs from "node:fs";
import { createDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { ensureAdministrator } from "~/domain/accounts/accounts.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { seedDatabase } from "~/db/seed.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { createMailer } from "~/lib/mailer.server";
import type { Services } from "~/lib/services.server";
import { DatabaseHealth } from "./database-health";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { acquireInstanceLock } from "./instance-lock";
import { readOrCreateSecret } from "./secrets";

export interface Runtime {
  services: Services;
  health: DatabaseHealth;
  close(): Promise<void>;
}

export async function boot(env: Env, log: Logger): Promise<Runtime> {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const cleanups: Array<() => unknown> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log.error({ err: error }, "error during shutdown");
      }
    }
    cleanups.length = 0;
  };

  try {
    let url = env.DATABASE_URL;
    if (!url) {
      cleanups.push(acquireInstanceLock(env.DATA_DIR));
      const embedded = await startEmbeddedPostgres({
        dataDir: env.DATA_DIR,
        password: readOrCreateSecret(env.DATA_DIR, "database-password"),
        log,
      });
      cleanups.push(() => embedded.stop());
      embedded.onUnexpectedExit((code) => log.fatal({ code }, "the embedded PostgreSQL server stopped unexpectedly"));
      url = embedded.url;
    }

    const database = createDatabase(url, {
      onError: (error) => log.warn({ err: error }, "idle database connection lost"),
    });
    cleanups.push(() => database.close());
    const health = new DatabaseHealth(database.pool, log);
    cleanups.push(() => health.stop());

    await migrateDatabase(database.pool);
    const seeded = await seedDatabase(database.db);
    if (seeded.applied.length) log.info({ applied: seeded.applied }, "seeded the database");

    const mailer = createMailer(env, log);
    const auth = createAuth({
      db: database.db,
      env,
      log,
      mailer,
      secret: env.AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR, "auth"),
    });
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const admin = await ensureAdministrator(
        { auth, db: database.db },
        { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, role: "super_admin", setPassword: false },
      );
      log.info({ email: env.ADMIN_EMAIL, created: admin.created }, "ADMIN_EMAIL is an active, verified super_admin");
    }

    const services: Services = { db: database.db, env, log, health, auth, mailer };
    return { services, health, close };
  } catch (error) {
    await close();
    throw error;
  }
}
