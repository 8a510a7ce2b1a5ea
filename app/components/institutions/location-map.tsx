import { useId } from "react";
import type { LocationMap as Map } from "~/domain/institutions/location-map.schemas";

interface Props {
  /** Drawn on the server; null when the school has no coordinates. */
  map: Map | null;
  /** The state or province by name ("Texas"). */
  place: { city: string | null; state_province: string | null; country: string };
  /** The coordinates are the centre of the school's city (GeoNames), not its campus. */
  cityCentre?: boolean;
}

/** The school's state or country with a dot where it is: plain SVG, no script, no tiles. */
export function LocationMap({ map, place, cityCentre = false }: Props) {
  const titleId = useId();
  // "Abilene, Texas, United States"
  const words = [place.city, place.state_province, place.country].filter(Boolean).join(", ");
  if (!map) {
    return (
      <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
        Location not mapped: no coordinates are recorded for this school.
      </p>
    );
  }
  const { width, height, dot } = map;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        className="block h-auto w-full rounded-lg border border-slate-200"
        data-testid="location-map"
      >
        <title id={titleId}>{`Map: ${words}, with the school's location marked in ${map.areaName}`}</title>
        <rect width={width} height={height} fill="#dbe9f4" />
        <g fill="#f1efe8" stroke="#b6c2d1" strokeWidth="0.6" strokeLinejoin="round">
          {map.context.map((d, index) => (
            <path key={index} d={d} />
          ))}
        </g>
        {map.area && <path d={map.area} fill="#fdfcf8" stroke="#1b3a68" strokeWidth="1.5" strokeLinejoin="round" />}
        <circle cx={dot.x} cy={dot.y} r="9" fill="#8a6412" fillOpacity="0.25" />
        <circle cx={dot.x} cy={dot.y} r="5" fill="#8a6412" stroke="#ffffff" strokeWidth="2" />
      </svg>
      {cityCentre && (
        <figcaption className="mt-2 text-sm text-slate-600">
          {`Marked at the centre of ${place.city ?? "its city"} (GeoNames), not at the campus itself.`}
        </figcaption>
      )}
    </figure>
  );
}
