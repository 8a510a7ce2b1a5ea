import { setTimeout as sleep } from "node:timers/promises";
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

const schema = {
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

/**
 * Opening a connection (TCP, start-up, SCRAM authentication, whose key stretching runs on the
 * libuv thread pool) takes longer than this only when the server is unreachable: an outage. A
 * refused connection fails at once whatever this is; this bounds a server that does not answer.
 * On a machine at its limits a healthy server can take seconds, hence not less.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/** Waiting for a free connection while all are busy is load, not an outage: up to the statement timeout. */
const CHECKOUT_TIMEOUT_MS = 20_000;

/** How long closing waits for the server to see the connections go (it is gone, say). */
const CLOSE_LIMIT_MS = 5000;

function ignoreCheckedOutError() {
  // Reported through the failing query; see createDatabase.
}

export function createDatabase(
  url: string,
  options: {
    max?: number;
    onError?: (error: Error) => void;
    /** Tests shorten these. */
    connectTimeoutMs?: number;
    checkoutTimeoutMs?: number;
  } = {},
): DatabaseHandle {
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  /**
   * pg-pool hands its `connectionTimeoutMillis` both to each new connection and to the wait for a
   * free one; this client keeps its own connect timeout, so the two are separate.
   */
  class TimedConnectClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === "string" ? { connectionString: config } : config),
        connectionTimeoutMillis: connectTimeoutMs,
      });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    Client: TimedConnectClient,
    // For the pool, this bounds the wait for a free connection while all are busy: that is load,
    // not an outage, so requests queue instead of failing.
    connectionTimeoutMillis: options.checkoutTimeoutMs ?? CHECKOUT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: 20_000,
  });
  // An idle client losing its server (restart, network) must not crash the process.
  pool.on("error", (error) => options.onError?.(error));
  // Nor may one that is checked out (a transaction between two statements): the pool listens only
  // to idle clients, and an 'error' event nobody listens to ends the process. The query waiting on
  // the client fails anyway, and the pool drops the broken client when it is released.
  pool.on("connect", (client) => client.on("error", ignoreCheckedOutError));
  // Each connection until the server has seen it go: `pool.end()` resolves once it has asked every
  // connection to end, not when they have. Stopping a database server (the embedded one) in that
  // moment ends those sessions from its side, an error on each that would be logged.
  const connections = new Set<Promise<void>>();
  pool.on("connect", (client) => {
    const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
    connections.add(ended);
    void ended.then(() => connections.delete(ended));
  });
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return {
    db,
    pool,
    close: async () => {
      await pool.end();
      await Promise.race([Promise.all(connections), sleep(CLOSE_LIMIT_MS, undefined, { ref: false })]);
    },
  };
}
