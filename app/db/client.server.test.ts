import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseBusy, isDatabaseUnavailable } from "~/db/database-errors.server";
import { toJsonError } from "~/lib/error-status.server";
import { createTestDatabase } from "../../tests/setup/database";
import { createDatabase } from "./client.server";

describe("the database pool under load and outage", async () => {
  const database = await createTestDatabase();
  const handles: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it("makes a request wait for a busy pool longer than the connect timeout instead of failing it", async () => {
    const handle = createDatabase(database.url, { max: 2, connectTimeoutMs: 500 });
    handles.push(handle);
    const holdSeconds = 1.5;
    const busy = [1, 2].map(() => handle.pool.query("select pg_sleep($1)", [holdSeconds]));
    const waiting = handle.pool.query("select 42 as answer");

    expect((await waiting).rows[0].answer).toBe(42);
    await Promise.all(busy);
  });

  it("still fails at once, as an outage, when the server cannot be reached", async () => {
    const url = new URL(database.url);
    url.port = "1"; // nothing listens there
    const handle = createDatabase(url.toString());
    handles.push(handle);
    const started = Date.now();
    const error = await handle.pool.query("select 1").catch((caught: unknown) => caught);

    expect(Date.now() - started).toBeLessThan(3000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toJsonError(error).status).toBe(503);
  });

  it("calls a server that does not answer within the connect timeout an outage", async () => {
    // A listener that accepts connections and never says a word, like a server that hangs.
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const url = new URL(database.url);
    url.port = String((silent.address() as net.AddressInfo).port);
    const handle = createDatabase(url.toString(), { connectTimeoutMs: 300 });
    handles.push(handle);
    const error = await handle.pool.query("select 1").catch((caught: unknown) => caught);
    silent.close();

    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toJsonError(error).status).toBe(503);
  });

  it("survives losing the server of a checked-out connection, and drops that connection", async () => {
    const handle = createDatabase(database.url, { max: 2 });
    handles.push(handle);
    const client = await handle.pool.connect();
    await client.query("begin");
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    // The server ends the session between two statements of the transaction (as a crash would).
    await database.pool.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const error = await client.query("select 1").catch((caught: unknown) => caught);
    client.release();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await handle.pool.query("select 2 as answer")).rows[0].answer).toBe(2);
  });

  it("answers a request that waited too long for a busy pool 503, without calling it an outage", async () => {
    // The one connection is opened without hurry (a busy machine may take longer than 200 ms to
    // open it); only the request that then waits for it has 200 ms.
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 30_000 });
    const held = await pool.connect();
    pool.options.connectionTimeoutMillis = 200;
    const error = await pool.query("select 1").catch((caught: unknown) => caught);
    held.release();
    await pool.end();

    expect(isDatabaseBusy(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toJsonError(error)).toEqual({
      status: 503,
      body: { error: { message: "The service is temporarily unavailable. Please try again shortly." } },
    });
  });
});
