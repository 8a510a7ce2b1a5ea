/**
 * The map of a search's results as the /search page and `GET /api/institutions/map` see it: every
 * matching school that has coordinates, with just what a marker and its card need.
 */
import { z } from "zod";

export const MapPointSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state_province: z.string().nullable(),
  country: z.string(),
  institution_type: z.string(),
  latitude: z.number().describe("WGS 84 degrees"),
  longitude: z.number().describe("WGS 84 degrees"),
});
export type MapPoint = z.infer<typeof MapPointSchema>;

export const InstitutionMapSchema = z.object({
  points: z.array(MapPointSchema).describe("Every match that has coordinates, by name"),
  total: z.number().int().describe("Every match of the search, with or without coordinates"),
  without_coordinates: z.number().int().describe("Matches that cannot be placed on the map"),
});
export type InstitutionMap = z.infer<typeof InstitutionMapSchema>;
