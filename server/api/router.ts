import express, { type ErrorRequestHandler } from "express";
import { toJsonError } from "~/lib/http.server";
import type { Services } from "~/lib/services.server";
import { ARTICLE_OPERATIONS, createArticlesRouter } from "./articles";
import { AUTH_OPERATIONS } from "./auth-operations";
import { createFavoritesRouter, favoriteOperations } from "./favorites";
import { buildOpenApiDocument, type ApiOperation } from "./openapi";

/** Every documented call; each API module exports its own list. */
const OPERATIONS: ApiOperation[] = [...ARTICLE_OPERATIONS, ...AUTH_OPERATIONS, ...favoriteOperations];

/** The JSON API under /api: thin routers that parse input and call the domain. */
export function createApiRouter(services: Services) {
  const api = express.Router();
  api.use(express.json({ limit: "1mb" }));

  const openApi = buildOpenApiDocument(OPERATIONS, services.env.PUBLIC_URL);
  api.get("/openapi.json", (_req, res) => {
    res.json(openApi);
  });

  api.use(createArticlesRouter(services));
  api.use("/favorites", createFavoritesRouter(services));

  api.use((_req, res) => {
    res.status(404).json({ error: { message: "Not found" } });
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Body parser failures (malformed JSON, too large) carry their own status.
    const parserStatus = (error as { status?: number; type?: string }).type
      ? (error as { status: number }).status
      : undefined;
    if (parserStatus && parserStatus < 500) {
      const message = parserStatus === 413 ? "Request body is too large" : "Request body is not valid JSON";
      return res.status(parserStatus).json({ error: { message } });
    }
    const { status, body } = toJsonError(error);
    if (status === 503) services.health.markDown(error);
    if (status >= 500) services.log.error({ err: error, path: req.path }, "API request failed");
    res.status(status).json(body);
  };
  api.use(onError);
  return api;
}
