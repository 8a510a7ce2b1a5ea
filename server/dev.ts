/**
 * `npm run dev`: the same server as production, with Vite serving assets and hot-reloading the
 * pages and the app (server/app.ts is loaded through Vite so that it shares module instances with
 * the routes). The database and services start once, outside Vite.
 */
import express, { type RequestHandler } from "express";
import { createServer } from "vite";
import { parseEnv } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import type { createApp as CreateApp } from "./app";
import { boot } from "./boot";
import { installGracefulShutdown } from "./shutdown";
import { startupFailed } from "./startup-failure";

async function main() {
  const env = parseEnv({ NODE_ENV: "development", ...process.env });
  const log = createLogger(env.LOG_LEVEL);
  const runtime = await boot(env, log);
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });

  const apps = new WeakMap<typeof CreateApp, express.Express>();
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as { createApp: typeof CreateApp };
      let app = apps.get(createApp);
      if (!app) {
        app = createApp({
          ...runtime,
          // Code changes do not change the data stamp: the dev server renders every page afresh.
          dataStamp: undefined,
          isDev: true,
          build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
        });
        apps.set(createApp, app);
      }
      app(req, res, next);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  };

  const server = express()
    .use(vite.middlewares)
    .use(handler)
    .listen(env.PORT, env.HOST, () => {
      log.info(`dev server on http://localhost:${env.PORT}`);
    });
  server.on("error", (error) => startupFailed(error, runtime.close));
  installGracefulShutdown(
    server,
    async () => {
      await vite.close();
      await runtime.close();
    },
    log,
  );
}

main().catch((error) => startupFailed(error));
