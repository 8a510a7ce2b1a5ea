import express, { type ErrorRequestHandler } from "express";
import { z } from "zod";
import { reportError, toJsonError } from "~/lib/error-status.server";
import type { Services } from "~/lib/services.server";
import { adminActivityOperations, createAdminActivityRouter, createAdminSearchRouter } from "./admin-activity";
import { adminImportOperations, createAdminImportRouter } from "./admin-import";
import { adminInstitutionOperations, createAdminInstitutionsRouter } from "./admin-institutions";
import { adminUserOperations, createAdminSignupRouter, createAdminUsersRouter } from "./admin-users";
import { adminArticleOperations, createAdminArticlesRouter } from "./admin-articles";
import { adminFileOperations, createAdminFilesRouter } from "./admin-files";
import { adminInsightOperations, createAdminAnalyticsRouter, createAdminDashboardRouter } from "./admin-insights";
import { articleOperations, createArticlesRouter } from "./articles";
import { authOperations } from "./auth-operations";
import { compareOperations, createCompareRouter } from "./compare";
import { createFavoritesRouter, favoriteOperations } from "./favorites";
import { createInstitutionsRouter, institutionOperations } from "./institutions";
import { createProgramsRouter, programOperations } from "./programs";
import { sessionCookieName } from "~/domain/accounts/auth.server";
import { buildOpenApiDocument, expressPath, JSON_BODY_LIMIT, type ApiOperation } from "./openapi";

/** Every documented call; each API module exports its own list. */
const OPERATIONS: ApiOperation[] = [
  ...institutionOperations,
  ...programOperations,
  ...articleOperations,
  ...favoriteOperations,
  ...compareOperations,
  ...authOperations,
  // Admin records: institutions, import, users and signup, activity and search.
  ...adminInstitutionOperations,
  ...adminImportOperations,
  ...adminUserOperations,
  ...adminActivityOperations,
  // Admin content: files, articles, analytics, dashboard.
  ...adminArticleOperations,
  ...adminFileOperations,
  ...adminInsightOperations,
  {
    method: "get",
    path: "/api/openapi.json",
    operationId: "getApiDescription",
    guestCache: true,
    summary: "This description of the API (OpenAPI 3.1)",
    tag: "API",
    responses: { 200: { description: "The OpenAPI document", schema: z.object({ openapi: z.string() }).loose() } },
  },
];

/** The API paths ('/api/institutions/:slug') the guest response cache may keep, the OpenAPI document among them. */
export const GUEST_CACHED_API_PATHS: readonly string[] = OPERATIONS.filter(
  (operation) => operation.guestCache && operation.method === "get",
).map((operation) => expressPath(operation.path));

/** The OpenAPI description the API serves at /api/openapi.json (`npm run lint:api` lints it). */
export function describeApi(services: Pick<Services, "env" | "auth">) {
  return buildOpenApiDocument(OPERATIONS, services.env.PUBLIC_URL, sessionCookieName(services.auth));
}

/** The JSON API under /api: thin routers that parse input and call the domain. */
export function createApiRouter(services: Services) {
  const api = express.Router();
  // Admin answers are personal: never stored by a browser or a shared cache.
  api.use("/admin", (_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    next();
  });
  // Admin records: the import reads its bodies itself (larger limit, checked before parsing).
  api.use("/admin/import", createAdminImportRouter(services));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));

  // Built on the first request for it rather than at every start (`npm run lint:api` builds and lints it in CI).
  let openApi: ReturnType<typeof describeApi> | undefined;
  api.get("/openapi.json", (_req, res) => {
    openApi ??= describeApi(services);
    res.json(openApi);
  });

  api.use(createInstitutionsRouter(services));
  api.use(createProgramsRouter(services));
  api.use(createArticlesRouter(services));
  api.use("/favorites", createFavoritesRouter(services));
  api.use("/compare", createCompareRouter(services));
  // Admin records: institutions, users and signup, activity and search.
  api.use("/admin/institutions", createAdminInstitutionsRouter(services));
  api.use("/admin/users", createAdminUsersRouter(services));
  api.use("/admin/signup", createAdminSignupRouter(services));
  api.use("/admin/activity", createAdminActivityRouter(services));
  api.use("/admin/search", createAdminSearchRouter(services));

  // Admin content: articles, files, analytics, dashboard.
  api.use("/admin/articles", createAdminArticlesRouter(services));
  api.use("/admin/files", createAdminFilesRouter(services));
  api.use("/admin/analytics", createAdminAnalyticsRouter(services));
  api.use("/admin/dashboard", createAdminDashboardRouter(services));

  api.use((_req, res) => {
    res.status(404).json({ error: { message: "Not found" } });
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const { status, body } = toJsonError(error);
    reportError(services, error, status, "API request failed", { path: req.path });
    res.status(status).json(body);
  };
  api.use(onError);
  return api;
}
