/**
 * Opens the database the app and the command-line scripts use: the server at DATABASE_URL, or the
 * embedded one in DATA_DIR (taking DATA_DIR's instance lock first). `close()` undoes it all in
 * order: pool, embedded server, lock.
 */
import fs from "node:fs";
import { createDatabase, type DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/lib/env.server";
import type { Logger } from "~/lib/logger.server";
import { DatabaseHealth } from "./database-health";
import { findRunningCluster, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres";
import { acquireInstanceLock } from "./instance-lock";
import { readOrCreateSecret } from "./secrets";

interface OpenDatabase extends DatabaseHandle {
  url: string;
  health: DatabaseHealth;
}

export async function openDatabase(env: Env, log: Logger): Promise<OpenDatabase> {
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  const cleanups: Array<() => unknown> = [];
  // Set before anything is closed: once the app is stopping, a database server that exits (for
  // instance one that a process manager signalled along with the app) is not restarted.
  let closing = false;
  const close = async () => {
    closing = true;
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log.error({ err: error }, "error while closing the database");
      }
    }
    cleanups.length = 0;
  };

  try {
    let url = env.DATABASE_URL;
    if (!url) {
      cleanups.push(acquireInstanceLock(env.DATA_DIR));
      const options = { dataDir: env.DATA_DIR, password: readOrCreateSecret(env.DATA_DIR, "database-password"), log };
      let embedded = await startEmbeddedPostgres(options);
      // If the server dies (killed, crashed), start it again on the same port: it recovers from its
      // write-ahead log and the pool reconnects, so the app heals without a restart.
      const supervise = (server: EmbeddedPostgres) =>
        server.onUnexpectedExit(async (code) => {
          if (closing) return;
          log.error({ code }, "the embedded PostgreSQL server stopped unexpectedly; restarting it");
          for (let attempt = 1; !closing; attempt++) {
            try {
              embedded = await startEmbeddedPostgres({ ...options, port: server.port });
              supervise(embedded);
              return;
            } catch (error) {
              log.error({ err: error, attempt }, "could not restart the embedded PostgreSQL server yet");
              await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 500 * attempt)));
            }
          }
        });
      supervise(embedded);
      cleanups.push(() => embedded.stop());
      url = embedded.url;
    }
    const database = createDatabase(url, {
      onError: (error) => log.warn({ err: error }, "idle database connection lost"),
    });
    cleanups.push(() => database.close());
    const health = new DatabaseHealth(database.pool, log);
    cleanups.push(() => health.stop());
    return { ...database, url, health, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * For maintenance commands: the database of the app running on DATA_DIR when there is one (without
 * disturbing it), else the database opened as the app would open it.
 */
export async function openDatabaseForMaintenance(env: Env, log: Logger): Promise<OpenDatabase> {
  const running = env.DATABASE_URL ? undefined : findRunningCluster(env.DATA_DIR);
  if (!running) return openDatabase(env, log);
  log.info({ pid: running.pid }, "using the database of the app running on DATA_DIR");
  const database = createDatabase(running.url);
  const health = new DatabaseHealth(database.pool, log);
  return {
    ...database,
    url: running.url,
    health,
    close: async () => {
      health.stop();
      await database.close();
    },
  };
}
