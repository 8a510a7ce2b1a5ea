import { spawn } from "node:child_process";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { queuedConnections } from "./accept-queue";

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A process listening on a free port whose event loop is stuck, so it accepts nothing for a while. */
async function stuckListener(): Promise<number> {
  const child = spawn(process.execPath, [
    "-e",
    `const s = require("node:net").createServer().listen(0, "127.0.0.1", () => {
       console.log(s.address().port);
       const until = Date.now() + 20000;
       while (Date.now() < until) {}
     });`,
  ]);
  cleanups.push(() => child.kill("SIGKILL"));
  return new Promise((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk)))));
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
    cleanups.push(() => socket.destroy());
  });
}

describe("queuedConnections (Linux)", () => {
  it("counts the connections completed on a listening port that the process has not taken", async () => {
    const port = await stuckListener();
    expect(queuedConnections(port)).toBe(0);
    await Promise.all([connect(port), connect(port), connect(port)]);
    expect(queuedConnections(port)).toBe(3);
  });

  it("knows nothing of a port nobody listens on", async () => {
    const server = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    expect(queuedConnections(port)).toBeUndefined();
  });
});
