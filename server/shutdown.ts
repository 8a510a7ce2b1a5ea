import type http from "node:http";
import net from "node:net";
import type { Logger } from "~/lib/logger.server";
import { queuedConnections } from "./accept-queue";

/** A kept-alive connection idle this long while draining is closed; a busy client never waits this long. */
const DRAIN_IDLE_MS = 2000;

/**
 * While stopping, the listener stays open until no connection has arrived for this long: a few
 * turns of an event loop lagging under load, and the time a load balancer takes to stop routing
 * to an instance going away.
 */
const ACCEPT_QUIET_MS = 300;

/**
 * When connections keep coming (no load balancer in front), the listener stops waiting for a quiet
 * spell this long after the signal: it takes those queued by then and closes.
 */
const ACCEPT_WINDOW_MS = 3000;

/**
 * A stop signal this soon after the first is the same request arriving twice, not a request to hurry:
 * a terminal's Ctrl-C and systemd signal every process of the group, and npm forwards the signal it
 * got to the server as well, so the server sees one signal two or three times within milliseconds.
 */
const REPEAT_IS_DUPLICATE_MS = 3000;

/** After a forced stop, how long the database may take to shut down before the process leaves anyway. */
const FORCED_CLOSE_LIMIT_MS = 5000;

/**
 * SIGTERM/SIGINT: take the connections already on their way, let the requests finish, then close the
 * database and exit 0. A repeat of the signal within REPEAT_IS_DUPLICATE_MS is ignored; a later one (a
 * person pressing Ctrl-C again) stops waiting for requests, but the database is still shut down before
 * the process exits 1, so no server is left behind.
 *
 * The listener is not closed at the signal: see closeListenerWhenQuiet. Kept-alive connections are
 * not cut the moment the signal comes either: a client may be sending its next request on one right
 * then, and closing it would reset that request. Instead every answer given while draining carries
 * `Connection: close` (server/app.ts), and a connection is closed once it has been idle for
 * DRAIN_IDLE_MS. Node's own `server.close()` closes all idle connections at once, so only the
 * listener is closed here.
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
    if (server.listening) net.Server.prototype.close.call(server);
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
    const listener = closeListenerWhenQuiet(server, connections, log);
    const idleSweep = setInterval(() => setImmediate(() => connections.endIdle(DRAIN_IDLE_MS)), 100);
    const force = setTimeout(() => {
      log.warn("requests still running after the drain timeout; closing their connections");
      listener.closeNow("drain timeout");
      server.closeAllConnections();
    }, drainTimeoutMs);
    await listener.closed;
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

/**
 * Keeps taking connections after the signal and closes the listener once no connection has been
 * accepted for ACCEPT_QUIET_MS and none waits in the kernel's queue. After ACCEPT_WINDOW_MS it stops
 * waiting for a quiet spell: it takes the connections queued by then (they came within the window)
 * and closes; those arriving later still are reset. `closed` resolves when the last connection has
 * closed too.
 *
 * Closing a listener resets every connection still queued on it, though the kernel has completed
 * them and their clients have written their requests; and Node takes one connection from that
 * queue per turn of its event loop (libuv), so behind a loop that lags by a few hundred
 * milliseconds under load, twenty connections take seconds to be accepted. Where the queue cannot
 * be read (not Linux), the quiet spell and the window decide alone. The checks run after the poll
 * phase of the loop (setImmediate), where connections are accepted, and the queue is read right
 * before the close, in the same step.
 */
function closeListenerWhenQuiet(server: http.Server, connections: ReturnType<typeof trackConnections>, log: Logger) {
  const since = performance.now();
  const acceptedBefore = connections.accepted();
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : undefined;
  /** Once the window is over: the accept count at which all that was queued then has been taken. */
  let lastToTake: number | undefined;
  let listenerClosed = false;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));

  const closeNow = (reason: string) => {
    if (listenerClosed) return;
    listenerClosed = true;
    clearInterval(watch);
    const queued = port === undefined ? undefined : queuedConnections(port);
    const details = {
      reason,
      afterMs: Math.round(performance.now() - since),
      accepted: connections.accepted() - acceptedBefore,
      queued,
    };
    // The listening socket is closed here, in this step, and only then is it said: a client that
    // reads the line and connects is refused, not queued and reset.
    net.Server.prototype.close.call(server, () => resolveClosed());
    if (queued) log.warn(details, "no longer taking connections; the ones still queued are reset");
    else log.info(details, "no longer taking connections");
  };

  const watch = setInterval(
    () =>
      setImmediate(() => {
        if (listenerClosed) return;
        const windowOver = performance.now() - since >= ACCEPT_WINDOW_MS;
        const quiet = performance.now() - Math.max(since, connections.lastAcceptedAt()) >= ACCEPT_QUIET_MS;
        if (!quiet && !windowOver) return;
        const queued = port === undefined ? undefined : queuedConnections(port);
        if (!queued) return closeNow(quiet ? "quiet" : "window over");
        if (!windowOver) return;
        lastToTake ??= connections.accepted() + queued;
        if (connections.accepted() >= lastToTake) closeNow("window over");
      }),
    50,
  );
  return { closed, closeNow };
}

/**
 * Each open connection with the number of requests it is serving and since when it has been seen
 * idle; how many connections were accepted, and when the last one was.
 */
function trackConnections(server: http.Server) {
  const open = new Map<net.Socket, { active: number; idleSeenAt: number | undefined }>();
  let accepted = 0;
  let lastAcceptedAt = 0;
  server.on("connection", (socket: net.Socket) => {
    accepted += 1;
    lastAcceptedAt = performance.now();
    open.set(socket, { active: 0, idleSeenAt: undefined });
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.active += 1;
    state.idleSeenAt = undefined;
    res.once("close", () => {
      state.active -= 1;
      state.idleSeenAt = undefined;
    });
  });
  return {
    accepted: () => accepted,
    lastAcceptedAt: () => lastAcceptedAt,
    /**
     * Closes the connections seen idle for `idleMs`. Idle time counts from the first sweep that
     * finds a connection idle, not from its last answer or its accept: between two sweeps the loop
     * has read what arrived on it, where a loop that lagged for seconds may not have read a request
     * sent long ago.
     */
    endIdle(idleMs: number) {
      const now = performance.now();
      for (const [socket, state] of open) {
        if (state.active > 0) continue;
        state.idleSeenAt ??= now;
        if (now - state.idleSeenAt >= idleMs) socket.destroy();
      }
    },
  };
}
