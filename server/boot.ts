/**
 * Start-up shared by the production entry (server/main.ts) and the dev server (server/dev.ts):
 * the database (embedded unless DATABASE_URL is set), migrations, the first-start seed, and the
 * services every request handler uses. Returns them with a `close()` that undoes it all in order.
 */
import { createDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { seedDatabase } from "~/db/seed.server";
import { ensureAdministrator } from "~/domain/accounts/accounts.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { AnalyticsRecorder } from "~/domain/analytics/analytics-recorder.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { createMailer } from "~/lib/mailer.server";
import type { Services } from "~/lib/services.server";
import type { DatabaseHealth } from "./database-health";
import { openDatabase } from "./database";
import { DataVersions } from "./data-versions";
import { readOrCreateSecret } from "./secrets";

interface Runtime {
  services: Services;
  health: DatabaseHealth;
  /** The current public-data stamp (null when it cannot be read). */
  dataStamp: () => Promise<string | null>;
  close(): Promise<void>;
}

export async function boot(env: Env, log: Logger): Promise<Runtime> {
  const database = await openDatabase(env, log);
  let stampDatabase: DatabaseHandle | undefined;
  try {
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

    const analytics = new AnalyticsRecorder(database.db, log);
    // A guest cache hit needs nothing but the data stamp: it reads it on a connection of its own,
    // so that under load it never queues behind the requests waiting for the main pool.
    stampDatabase = createDatabase(database.url, {
      max: 1,
      onError: (error) => log.warn({ err: error }, "idle database connection lost"),
    });
    const dataVersions = new DataVersions(stampDatabase.pool);
    const services: Services = { db: database.db, env, log, health: database.health, auth, mailer, analytics };
    return {
      services,
      health: database.health,
      dataStamp: () => dataVersions.current(),
      close: async () => {
        await analytics.stop();
        await stampDatabase?.close();
        await database.close();
      },
    };
  } catch (error) {
    await stampDatabase?.close();
    await database.close();
    throw error;
  }
}
