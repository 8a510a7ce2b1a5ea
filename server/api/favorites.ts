import express from "express";
import { z } from "zod";
import { FavoriteParamsSchema } from "~/domain/favorites/favorite.schemas";
import { addFavorite, isFavorite, listFavorites, removeFavorite } from "~/domain/favorites/favorites.server";
import type { Services } from "~/lib/services.server";
import type { ApiOperation } from "./openapi";
import { parseInput } from "./parse";
import { requireApiUser } from "./session";

const SIGN_IN_MESSAGE = "Sign in to see and change your saved institutions";

const SavedSchema = z.object({
  data: z.object({
    favorites: z.array(
      z.object({
        institution: z.object({ id: z.number(), slug: z.string(), institution_name: z.string() }).loose(),
        savedAt: z.string(),
      }),
    ),
  }),
});
const StateSchema = z.object({ data: z.object({ institutionId: z.number(), saved: z.boolean() }) });

export const favoriteOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/favorites",
    operationId: "listFavorites",
    summary: "The signed-in user's saved institutions, newest first",
    tag: "Favorites",
    auth: "session",
    responses: { 200: { description: "Saved institutions", schema: SavedSchema } },
  },
  {
    method: "get",
    path: "/api/favorites/{institutionId}",
    operationId: "getFavorite",
    summary: "Whether the signed-in user has saved this institution",
    tag: "Favorites",
    auth: "session",
    params: FavoriteParamsSchema,
    responses: { 200: { description: "Saved or not", schema: StateSchema } },
  },
  {
    method: "put",
    path: "/api/favorites/{institutionId}",
    operationId: "addFavorite",
    summary: "Save an institution (saving twice is the same as once)",
    tag: "Favorites",
    auth: "session",
    params: FavoriteParamsSchema,
    responses: { 200: { description: "Saved", schema: StateSchema }, 404: { description: "Institution not found" } },
  },
  {
    method: "delete",
    path: "/api/favorites/{institutionId}",
    operationId: "removeFavorite",
    summary: "Remove an institution from the saved list",
    tag: "Favorites",
    auth: "session",
    params: FavoriteParamsSchema,
    responses: { 200: { description: "Removed", schema: StateSchema } },
  },
];

export function createFavoritesRouter(services: Services) {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "private, no-store");
    next();
  });
  router.get("/", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    res.json({ data: { favorites: await listFavorites(services.db, user.id) } });
  });
  router.get("/:institutionId", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { institutionId } = parseInput(FavoriteParamsSchema, req.params);
    res.json({ data: { institutionId, saved: await isFavorite(services.db, user.id, institutionId) } });
  });
  router.put("/:institutionId", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { institutionId } = parseInput(FavoriteParamsSchema, req.params);
    await addFavorite(services.db, user.id, institutionId);
    res.json({ data: { institutionId, saved: true } });
  });
  router.delete("/:institutionId", async (req, res) => {
    const user = await requireApiUser(services, req, SIGN_IN_MESSAGE);
    const { institutionId } = parseInput(FavoriteParamsSchema, req.params);
    await removeFavorite(services.db, user.id, institutionId);
    res.json({ data: { institutionId, saved: false } });
  });
  return router;
}
