import fs from "node:fs";

/** The state column of a listening socket in /proc/net/tcp. */
const LISTEN = "0A";

/**
 * How many connections wait in the kernel's accept queue of the listening socket on `port`: the
 * kernel has completed them (their clients may well have written a request) but the process has
 * not taken them yet; closing the listener resets each one. Read from /proc/net/tcp and tcp6,
 * where the rx_queue of a listening socket is that queue's length: Linux only. Undefined where it
 * cannot be read, or when no socket listens on `port`.
 */
export function queuedConnections(port: number): number | undefined {
  let listening = false;
  let queued = 0;
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table: string;
    try {
      table = fs.readFileSync(file, "utf8");
    } catch {
      continue;
    }
    // sl local_address rem_address st tx_queue:rx_queue ..., addresses as HEX_IP:HEX_PORT
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== LISTEN || !local || !queues) continue;
      if (Number.parseInt(local.slice(local.lastIndexOf(":") + 1), 16) !== port) continue;
      listening = true;
      queued += Number.parseInt(queues.slice(queues.indexOf(":") + 1), 16);
    }
  }
  return listening ? queued : undefined;
}
