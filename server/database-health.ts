import pg from "pg";
import { isDatabaseUnavailable } from "~/db/database-errors.server";
import type { Logger } from "~/lib/logger.server";

/**
 * Knows whether the database answers. A failed query that looks like an outage marks it down;
 * while down, requests are answered 503 at once (no waiting on connection timeouts) and a probe
 * retries every second until the server is back, so the app recovers without a restart.
 *
 * A failure is confirmed on a connection of its own before the app turns everyone away: a pooled
 * connection the server closed (across a database restart, say) fails its next query just like an
 * outage does, yet the database answers, and marking it down would refuse every request until the
 * next probe a second later.
 */
export class DatabaseHealth {
  private down = false;
  private reason = "";
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: Logger,
  ) {}

  get isUp() {
    return !this.down;
  }

  get lastReason() {
    return this.reason;
  }

  private confirming: Promise<void> | undefined;

  /** A query failed as if the database were gone: marks it down unless a fresh connection answers. */
  reportFailure(error: unknown) {
    if (this.down || this.confirming) return;
    this.confirming = this.answersOnFreshConnection()
      .then((answers) => {
        if (answers) this.log.warn({ reason: errorText(error) }, "a database connection failed; the database answers");
        else this.markDown(error);
      })
      .finally(() => {
        this.confirming = undefined;
      });
  }

  private async answersOnFreshConnection(): Promise<boolean> {
    const client = new pg.Client({ ...this.pool.options, connectionTimeoutMillis: CONFIRM_TIMEOUT_MS });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  private markDown(error: unknown) {
    if (this.down) return;
    this.down = true;
    this.reason = errorText(error);
    this.log.error({ reason: this.reason }, "database unavailable");
    this.probe = setInterval(() => void this.check(), 1000);
    this.probe.unref();
  }

  /** Runs `select 1` now; updates the state and returns whether the database answered. */
  async check(): Promise<boolean> {
    try {
      await this.pool.query("select 1");
      if (this.down) {
        this.log.info("database reachable again");
        this.down = false;
        this.reason = "";
        clearInterval(this.probe);
      }
      return true;
    } catch (error) {
      // A pool too busy to lend a connection in time is load, not an outage.
      if (isDatabaseUnavailable(error)) this.reportFailure(error);
      this.reason = errorText(error);
      return false;
    }
  }

  stop() {
    clearInterval(this.probe);
  }
}

/** How long confirming an outage may wait for a connection. */
const CONFIRM_TIMEOUT_MS = 2000;

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}
