import type pg from "pg";
import { isDatabaseUnavailable } from "~/lib/http.server";
import type { Logger } from "~/lib/logger.server";

/**
 * Knows whether the database answers. A failed query that looks like an outage marks it down;
 * while down, requests are answered 503 at once (no waiting on connection timeouts) and a probe
 * retries every second until the server is back, so the app recovers without a restart.
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

  markDown(error: unknown) {
    if (this.down) return;
    this.down = true;
    this.reason = error instanceof Error ? error.message : String(error);
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
      if (isDatabaseUnavailable(error)) this.markDown(error);
      this.reason = error instanceof Error ? error.message : String(error);
      return false;
    }
  }

  stop() {
    clearInterval(this.probe);
  }
}
