/**
 * The real server process on the embedded database, stopping on SIGTERM: requests in flight are
 * finished, new connections refused, a kept-alive connection answered once more with
 * Connection: close, then the database stops and the app exits 0. Each app starts on a copy of a
 * seeded DATA_DIR (tests/setup/app-processes.ts).
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { appProcesses } from "../setup/app-processes";
import { isAlive, readPostmaster, SERVER_PROCESS_TEST_TIMEOUT_MS, waitFor } from "../setup/server-process";

const { seededDataDir, start } = appProcesses();

describe("the server process stopping on the embedded database", { timeout: SERVER_PROCESS_TEST_TIMEOUT_MS }, () => {
  it("finishes in-flight requests on SIGTERM, refuses new connections once no more are coming, then exits 0", async () => {
    const dataDir = seededDataDir();
    const server = await start(dataDir);
    const postmaster = readPostmaster(dataDir)!;

    // A request whose body is still arriving when the signal comes.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/not-a-route`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": "12" },
      });
      request.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      request.on("error", reject);
      request.write('{"half":');
      setTimeout(() => server.child.kill("SIGTERM"), 200);
      setTimeout(() => request.end('"x"}'), 1200);
    });

    // Nothing else comes: the listener closes a few hundred milliseconds after the signal, while the
    // request above is still arriving. A new connection is then refused (fetch could reuse a
    // kept-alive one, which is still served).
    await waitFor(() => server.output().includes("no longer taking connections"));
    await expect(
      new Promise((resolve, reject) =>
        http.get(`${server.url}/healthz`, { agent: false }, resolve).on("error", reject),
      ),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const answer = await response;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: { message: "Not found" } });
    expect(await server.exited).toBe(0);
    expect(isAlive(postmaster.pid)).toBe(false);
    expect(server.output()).toContain("stopped cleanly");
  });

  it("keeps an idle connection open 65 s, and on SIGTERM answers its next request (with Connection: close) instead of cutting it", async () => {
    const dataDir = seededDataDir();
    const server = await start(dataDir);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; connection?: string; keepAlive?: string; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}${path}`, { agent }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({
              status: res.statusCode!,
              connection: res.headers.connection,
              keepAlive: res.headers["keep-alive"]?.toString(),
              reused: request.reusedSocket,
            }),
          );
        });
        request.on("error", reject);
      });

    // An idle connection stays open longer than a load balancer's 60 s (server/main.ts).
    expect(await get("/terms")).toMatchObject({ status: 200, connection: "keep-alive", keepAlive: "timeout=65" });
    server.child.kill("SIGTERM");
    // A client that had the connection open sends its next request while the app is draining.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await get("/privacy")).toEqual({ status: 200, connection: "close", reused: true });
    expect(await server.exited).toBe(0);
    agent.destroy();
  });
});
