import type http from "node:http";
import net from "node:net";
import type { Logger } from "~/lib/logger.server";

/** A kept-alive connection idle this long while draining is closed; a busy client never waits this long. */
const DRAIN_IDLE_MS = 2000;

/**
 * A stop signal this soon after the first is the same request arriving twice, not a request to hurry:
 * a terminal's Ctrl-C and systemd signal every process of the group, and npm forwards the signal it
 * got to the server as well, so the server sees one signal two or three times within milliseconds.
 */
const REPEAT_IS_DUPLICATE_MS = 3000;

/** After a forced stop, how long the database may take to shut down before the process leaves anyway. */
const FORCED_CLOSE_LIMIT_MS = 5000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the database
 * and exit 0. A repeat of the signal within REPEAT_IS_DUPLICATE_MS is ignored; a later one (a person
 * pressing Ctrl-C again) stops waiting for requests, but the database is still shut down before the
 * process exits 1, so no server is left behind.
 *
 * Kept-alive connections are not cut the moment the signal comes: a client may be sending its next
 * request on one right then, and closing it would reset that request. Instead every answer given
 * while draining carries `Connection: close` (server/app.ts), and a connection is closed once it has
 * been idle for DRAIN_IDLE_MS. Node's own `server.close()` closes all idle connections at once, so
 * only the listener is closed here.
 */
export function installGracefulShutdown(
  server: http.Server,
  close: () => Promise<void>,
  log: Logger,
  { drainTimeoutMs = 8000 } = {},
) {
  const connections = trackConnections(server);
  let draining = false;
  let firstSignalAt = 0;
  let closing: Promise<void> | undefined;
  const closeOnce = () => (closing ??= close());

  const forceStop = async (signal: NodeJS.Signals) => {
    log.warn({ signal }, "signal repeated: closing open connections and stopping the database now");
    server.closeAllConnections();
    const limit = new Promise<void>((resolve) => setTimeout(resolve, FORCED_CLOSE_LIMIT_MS).unref());
    await Promise.race([closeOnce(), limit]);
    process.exit(1);
  };

  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      if (Date.now() - firstSignalAt < REPEAT_IS_DUPLICATE_MS) {
        log.info({ signal }, "the same stop request again; still finishing in-flight requests");
        return;
      }
      return forceStop(signal);
    }
    draining = true;
    firstSignalAt = Date.now();
    log.info({ signal }, "shutting down: finishing in-flight requests");
    // Both run after the poll phase of the event loop (setImmediate): connections the kernel has
    // queued by then are accepted and requests that have arrived are parsed first, where closing
    // earlier would reset them. On a busy machine one turn of the loop can take seconds.
    const closed = new Promise<void>((resolve) =>
      setImmediate(() => net.Server.prototype.close.call(server, () => resolve())),
    );
    const idleSweep = setInterval(() => setImmediate(() => connections.endIdle(DRAIN_IDLE_MS)), 100);
    const force = setTimeout(() => {
      log.warn("requests still running after the drain timeout; closing their connections");
      server.closeAllConnections();
    }, drainTimeoutMs);
    await closed;
    clearInterval(idleSweep);
    clearTimeout(force);
    await closeOnce();
    log.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
  return { isDraining: () => draining };
}

/** Each open connection with the number of requests it is serving and when it last went idle. */
function trackConnections(server: http.Server) {
  const open = new Map<net.Socket, { active: number; idleSince: number }>();
  server.on("connection", (socket: net.Socket) => {
    open.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.active += 1;
    res.once("close", () => {
      state.active -= 1;
      state.idleSince = Date.now();
    });
  });
  return {
    endIdle(idleMs: number) {
      const now = Date.now();
      for (const [socket, state] of open) {
        if (state.active === 0 && now - state.idleSince >= idleMs) socket.destroy();
      }
    },
  };
}
