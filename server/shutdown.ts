import type http from "node:http";
import net from "node:net";
import type { Logger } from "~/lib/logger.server";

/** A kept-alive connection idle this long while draining is closed; a busy client never waits this long. */
const DRAIN_IDLE_MS = 2000;

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the database
 * and exit 0. A second signal exits at once.
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
  const shutdown = async (signal: NodeJS.Signals) => {
    if (draining) {
      log.warn({ signal }, "second signal: exiting without waiting");
      process.exit(1);
    }
    draining = true;
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
    await close();
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
