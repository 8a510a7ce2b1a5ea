import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as activity from "./schema/activity";
import * as articles from "./schema/articles";
import * as auth from "./schema/auth";
import * as favorites from "./schema/favorites";
import * as files from "./schema/files";
import * as imports from "./schema/imports";
import * as institutions from "./schema/institutions";
import * as people from "./schema/people";
import * as settings from "./schema/settings";

export const schema = {
  ...activity,
  ...articles,
  ...auth,
  ...favorites,
  ...files,
  ...imports,
  ...institutions,
  ...people,
  ...settings,
};

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Domain writes that can run on their own or inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Opening a connection takes longer than this only when the server is unreachable (an outage). */
export const CONNECT_TIMEOUT_MS = 3000;
const CHECKOUT_TIMEOUT_MS = 20_000;

/**
 * pg-pool hands its `connectionTimeoutMillis` both to each new connection and to the wait for a free
 * one; this client keeps its own short connect timeout, so an unreachable server still fails fast
 * (503 at once) while a busy pool makes requests wait their turn.
 */
class QuickConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

function ignoreCheckedOutError() {
  // Reported through the failing query; see createDatabase.
}

export function createDatabase(
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    Client: QuickConnectClient,
    // For the pool, this bounds the wait for a free connection while all are busy: that is load,
    // not an outage, so requests queue (up to the statement timeout) instead of failing.
    connectionTimeoutMillis: CHECKOUT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: 20_000,
  });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on("error", (error) => options.onError?.(error));
  // Nor may one that is checked out (a transaction between two statements): the pool listens only
  // to idle clients, and an 'error' event nobody listens to ends the process. The query waiting on
  // the client fails anyway, and the pool drops the broken client when it is released.
  pool.on("connect", (client) => client.on("error", ignoreCheckedOutError));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return { db, pool, close: () => pool.end() };
}
