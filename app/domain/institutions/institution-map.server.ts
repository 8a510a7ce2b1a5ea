/**
 * The whole result set of a search as map points: the same rows the search matches
 * (searchCondition), not one page of them, in one query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { SearchParams } from "./institution.schemas";
import type { InstitutionMap, MapPoint } from "./institution-map.schemas";
import { searchCondition, type SearchOptions } from "./institution-search.server";

/** Coordinates outside the globe are as good as none: they would only draw a marker off the map. */
const PLACEABLE = sql`latitude between -90 and 90 and longitude between -180 and 180`;

export async function listInstitutionMapPoints(
  db: Database,
  params: SearchParams,
  options: Pick<SearchOptions, "dataVersion"> = {},
): Promise<InstitutionMap> {
  const where = await searchCondition(db, params, options);
  const { rows } = await db.execute<MapPoint>(
    sql`select slug, institution_name as name, city, state_province, country, institution_type, latitude, longitude
        from institutions
        where ${where} and ${PLACEABLE}
        order by institution_name, id`,
  );
  const placed = rows.length;
  const { rows: counted } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from institutions where ${where}`,
  );
  const total = counted[0]?.total ?? placed;
  return {
    points: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      city: row.city,
      state_province: row.state_province,
      country: row.country,
      institution_type: row.institution_type,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    })),
    total,
    without_coordinates: total - placed,
  };
}
