// The location pages' tile map: Leaflet and its stylesheet, in a chunk of their own that TileMap
// imports only in the browser, only on those pages (decision 027). Nothing else may import this.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Bounds } from '../../../common/location-bounds.ts';

export type MapMarker = { id: string; name: string; lat: number; lon: number; path: string };

export type MapOptions = {
  tileUrl: string;
  attribution: string;
  markers: MapMarker[];
  /** The area to show first; else all markers. */
  view: Bounds | null;
  texts: { zoomIn: string; zoomOut: string };
  /** The visitor moved or zoomed the map: the area now visible. */
  onMove?: (b: Bounds) => void;
  /** No tile of the view could be loaded (the tile server is unreachable or refuses). */
  onTilesFailed: () => void;
};

export type MapHandle = { show: (b: Bounds) => void; destroy: () => void };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const toLatLngBounds = (b: Bounds) => L.latLngBounds([b.latMin, b.lonMin], [b.latMax, b.lonMax]);

export function createMap(container: HTMLElement, o: MapOptions): MapHandle {
  const map = L.map(container, { zoomControl: false, attributionControl: false, minZoom: 3, maxZoom: 18 });
  L.control.zoom({ zoomInTitle: o.texts.zoomIn, zoomOutTitle: o.texts.zoomOut }).addTo(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);

  // The tiles' own error path: each tile reports load or error, and the layer says `load` when the
  // view's tiles have all settled. A view that settled without a single tile means no map.
  const tiles = L.tileLayer(o.tileUrl, { attribution: escape(o.attribution), maxZoom: 18, subdomains: 'abc' });
  let loaded = 0;
  let failed = 0;
  let gaveUp = false;
  tiles.on('tileload', () => (loaded += 1));
  tiles.on('tileerror', () => (failed += 1));
  tiles.on('load', () => {
    if (loaded === 0 && failed > 0 && !gaveUp) {
      gaveUp = true;
      o.onTilesFailed();
    }
  });
  tiles.addTo(map);

  const icon = L.divIcon({ className: 'map-pin', iconSize: [24, 24], iconAnchor: [12, 24], popupAnchor: [0, -22] });
  for (const m of o.markers) {
    const link = document.createElement('a');
    link.href = m.path;
    link.textContent = m.name;
    L.marker([m.lat, m.lon], { icon, title: m.name, alt: m.name, riseOnHover: true }).bindPopup(link).addTo(map);
  }

  // Only the visitor's moves are reported: a move that starts while or just after they press, touch,
  // scroll or type on the map (a drag, the zoom buttons, the wheel, the keys). Moves the page makes
  // (the first view, a chosen place), a popup panning into view and Leaflet's own late moves (a
  // resize, a layout change) are not: a search they started would cancel a link just followed.
  let inputAt = -Infinity;
  const input = () => (inputAt = performance.now());
  for (const type of ['pointerdown', 'wheel', 'keydown', 'touchstart']) container.addEventListener(type, input, { capture: true, passive: true });
  let visitors = false;
  let pages = false;
  map.on('movestart', () => (visitors = !pages && performance.now() - inputAt < 1000));
  map.on('dragstart', () => (visitors = true));
  map.on('autopanstart', () => (pages = true));
  map.on('moveend', () => {
    pages = false;
    if (!visitors) return;
    visitors = false;
    const b = map.getBounds();
    o.onMove?.({ latMin: b.getSouth(), latMax: b.getNorth(), lonMin: b.getWest(), lonMax: b.getEast() });
  });
  // Without animation, fitBounds moves (and ends its move) before it returns.
  const fit = (b: L.LatLngBounds, options: L.FitBoundsOptions) => {
    pages = true;
    map.fitBounds(b, { ...options, animate: false });
    pages = false;
  };
  const show = (b: Bounds) => fit(toLatLngBounds(b), { maxZoom: 15 });

  if (o.view) show(o.view);
  else if (o.markers.length) fit(L.latLngBounds(o.markers.map((m) => [m.lat, m.lon] as [number, number])), { padding: [24, 24], maxZoom: 14 });
  else map.setView([42.5, 12.5], 5);

  return { show, destroy: () => map.remove() };
}
