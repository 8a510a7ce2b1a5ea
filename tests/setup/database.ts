import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { createDatabase, type DatabaseHandle } from "~/db/client.server";
import { createAuth } from "~/domain/accounts/auth.server";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import type { MailMessage } from "~/lib/mailer.server";
import { AnalyticsRecorder } from "~/domain/analytics/analytics-recorder.server";
import type { Services } from "~/lib/services.server";
import { DatabaseHealth } from "../../server/database-health";

export interface TestDatabase extends DatabaseHandle {
  name: string;
  url: string;
  services: Services;
  /** Every e-mail the services sent, in order (the mailer keeps them in memory). */
  mail: MailMessage[];
}

function databaseUrl(database: string) {
  const url = new URL(inject("serverUrl"));
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("serverUrl") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for this test file, cloned from the migrated and seeded template (milliseconds),
 * dropped after the file's tests.
 */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabaseForFile("t", `template ${inject("runId")}_template`);
}

/** A database with no tables at all, for testing the migrations themselves. */
export function createEmptyDatabase(): Promise<TestDatabase> {
  return createDatabaseForFile("e", "");
}

async function createDatabaseForFile(kind: string, options: string): Promise<TestDatabase> {
  const name = `${inject("runId")}_${kind}${randomBytes(5).toString("hex")}`;
  await admin((client) => client.query(`create database ${name} ${options}`));
  const url = databaseUrl(name);
  const handle = createDatabase(url, { max: 5 });
  const log = createLogger("silent");
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/ced-test-data", PUBLIC_URL: "http://localhost:3000" });
  const mail: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => void mail.push(message) };
  const auth = createAuth({ db: handle.db, env, log, mailer, secret: randomBytes(32).toString("hex") });
  const analytics = new AnalyticsRecorder(handle.db, log, 0);
  const services: Services = {
    db: handle.db,
    env,
    log,
    health: new DatabaseHealth(handle.pool, log),
    auth,
    mailer,
    analytics,
  };
  afterAll(async () => {
    await handle.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });
  return { ...handle, name, url, services, mail };
}
