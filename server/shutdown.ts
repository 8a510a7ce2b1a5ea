import type http from "node:http";
import type { Logger } from "~/lib/logger.server";

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (closing keep-alive
 * connections as they go idle), then close the database and exit 0. A second signal exits at once.
 */
export function installGracefulShutdown(
  server: http.Server,
  close: () => Promise<void>,
  log: Logger,
  { drainTimeoutMs = 8000 } = {},
) {
  let draining = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      log.warn({ signal }, "second signal: exiting without waiting");
      process.exit(1);
    }
    draining = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.warn("requests still running after the drain timeout; closing their connections");
      server.closeAllConnections();
    }, drainTimeoutMs);
    server.closeIdleConnections();
    await closed;
    clearInterval(idleSweep);
    clearTimeout(force);
    await close();
    log.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
  return { isDraining: () => draining };
}
