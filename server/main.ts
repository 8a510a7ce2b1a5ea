/**
 * Production entry, bundled by Vite into build/server/index.js together with the pages:
 * `npm start` runs it (after building when needed). See docs/architecture.md.
 */
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { findProjectRoot } from "~/lib/paths.server";
import { createApp } from "./app";
import { boot } from "./boot";
import { installGracefulShutdown } from "./shutdown";
import { startupFailed } from "./startup-failure";

/**
 * How long an idle kept-alive connection stays open. Longer than the idle timeout of the load
 * balancers in front of the site (nginx's upstream keepalive_timeout and AWS's ALB: 60 s), so the
 * balancer, not the app, closes an idle connection: the app closing first races a request the
 * balancer is sending on it, which fails (a 502, and with the README's `max_fails=1` an instance
 * taken out). Node's default is 5 s. A stop still closes idle connections at once (shutdown.ts).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const runtime = await boot(env, log);

  let isDraining = () => false;
  const app = createApp({
    ...runtime,
    build,
    clientDir: path.join(findProjectRoot(), "build/client"),
    isDraining: () => isDraining(),
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    log.info(
      { url: env.PUBLIC_URL, startupMs: Math.round(performance.now() - startedAt) },
      `Christian Education Directory is running on http://localhost:${env.PORT}`,
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on("error", (error) => startupFailed(error, runtime.close));
  ({ isDraining } = installGracefulShutdown(server, runtime.close, log));
}

main().catch((error) => startupFailed(error));
