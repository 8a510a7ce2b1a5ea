/** The small map of an institution's page, as the server draws it (location-map.server.ts). */
import { z } from "zod";

const PointSchema = z.object({ x: z.number(), y: z.number() });

export const LocationMapSchema = z.object({
  width: z.number(),
  height: z.number(),
  /** The state or country the school is in, outlined (an SVG path). */
  area: z.string(),
  /** The states or countries around it, faint. */
  context: z.array(z.string()),
  /** Where the school is, in the map's own units. */
  dot: PointSchema,
  /** What the outline shows: the state's or the country's name. */
  areaName: z.string(),
});
export type LocationMap = z.infer<typeof LocationMapSchema>;
