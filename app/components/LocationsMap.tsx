import { Link } from 'react-router';

export type MapPoint = { id: string; name: string; lat: number; lon: number; path: string; city?: string };

/** One label per city, at the middle of its points. */
function cities(points: MapPoint[]) {
  const by = new Map<string, MapPoint[]>();
  for (const p of points) if (p.city) by.set(p.city, [...(by.get(p.city) ?? []), p]);
  return [...by].map(([name, ps]) => ({ name, lat: Math.max(...ps.map((p) => p.lat)), lon: ps.reduce((n, p) => n + p.lon, 0) / ps.length }));
}

/**
 * A map drawn by the shop from the coordinates alone: no tiles to fetch, so it never fails to
 * load. Each point links to its location page; the list beside it carries the same links.
 */
export function LocationsMap({ points, label }: { points: MapPoint[]; label: string }) {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const pad = 0.02;
  const [minLat, maxLat] = [Math.min(...lats) - pad, Math.max(...lats) + pad];
  const [minLon, maxLon] = [Math.min(...lons) - pad, Math.max(...lons) + pad];
  const x = (lon: number) => 20 + ((lon - minLon) / (maxLon - minLon || 1)) * 360;
  const y = (lat: number) => 20 + ((maxLat - lat) / (maxLat - minLat || 1)) * 260;
  return (
    <figure className="locations-map">
      <svg viewBox="0 0 400 300" role="group" aria-label={label}>
        <rect width="400" height="300" rx="12" fill="#eef3f1" />
        <g stroke="#d5e0dc" strokeWidth="1">
          {[60, 120, 180, 240].map((v) => (
            <line key={v} x1="0" y1={v} x2="400" y2={v} />
          ))}
          {[80, 160, 240, 320].map((v) => (
            <line key={v} x1={v} y1="0" x2={v} y2="300" />
          ))}
        </g>
        {cities(points).map((c) => (
          <text
            key={c.name}
            x={x(c.lon)}
            y={y(c.lat) - 16}
            textAnchor="middle"
            fontSize="13"
            fontWeight="600"
            fill="#231a33"
            stroke="#eef3f1"
            strokeWidth="3"
            paintOrder="stroke"
          >
            {c.name}
          </text>
        ))}
        {points.map((p) => (
          <Link key={p.id} to={p.path} aria-label={p.name}>
            <circle cx={x(p.lon)} cy={y(p.lat)} r="9" fill="#a82a47" stroke="#fff" strokeWidth="3">
              <title>{p.name}</title>
            </circle>
          </Link>
        ))}
      </svg>
    </figure>
  );
}
