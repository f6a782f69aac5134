import { useEffect, useRef, useState, type ReactNode } from 'react';
import { withBounds, type Bounds } from '../../../common/location-bounds.ts';
import type { MapHandle, MapMarker } from './leaflet-map.ts';

type Props = {
  tileUrl: string;
  attribution: string;
  markers: MapMarker[];
  /** The area the page asks for (the address's latmin…); the map follows it when it changes. */
  view: Bounds | null;
  label: string;
  texts: { zoomIn: string; zoomOut: string };
  /** What shows before the map is there (no JavaScript, loading): the drawn map. */
  children: ReactNode;
  onMove?: (b: Bounds) => void;
  onFailed: () => void;
};

const key = (b: Bounds | null) => withBounds(new URLSearchParams(), b).toString();

/**
 * A tile map over the drawn one: Leaflet arrives in its own chunk (with its stylesheet) after the
 * page has hydrated, only on the pages that show this. When its tiles or its code cannot be
 * loaded, `onFailed` lets the page show message 9001 and the list alone. Decision 027.
 */
export function TileMap({ tileUrl, attribution, markers, view, label, texts, children, onMove, onFailed }: Props) {
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const handle = useRef<MapHandle | null>(null);
  const shown = useRef(key(view));
  const latest = useRef({ onMove, onFailed, view });
  latest.current = { onMove, onFailed, view };

  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ createMap }) => {
        if (cancelled || !canvas.current) return;
        handle.current = createMap(canvas.current, {
          tileUrl,
          attribution,
          markers,
          view: latest.current.view,
          texts,
          onMove: (b) => {
            shown.current = key(b);
            latest.current.onMove?.(b);
          },
          onTilesFailed: () => latest.current.onFailed(),
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) latest.current.onFailed();
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is made once per page; markers and texts come with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  // A place chosen in the box (or back/forward) changes the address: the map goes there. The
  // visitor's own moves wrote that address, so they are not repeated.
  useEffect(() => {
    const next = key(view);
    if (next === shown.current) return;
    shown.current = next;
    if (view) handle.current?.show(view);
  }, [view]);

  return (
    <div className="tile-map">
      {/* Once the tile map is there, the drawing goes: its links would be read and tabbed twice. */}
      {!ready && children}
      <div ref={canvas} className="tile-map__canvas" role="region" aria-label={label} data-state={ready ? 'ready' : 'loading'} />
    </div>
  );
}
