// UI and category icons: inner markup for a 24 x 24 viewBox, drawn with
// stroke="currentColor", no fill, stroke-width 2, round caps and joins.

export const icons: Record<string, string> = {
  // Interface
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>',
  close: '<path d="M18 6 6 18M6 6l12 12"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  basket: '<path d="M4.5 10h15l-1.5 8.4a2 2 0 0 1-2 1.6H8a2 2 0 0 1-2-1.6z"/><path d="M3 10h18M7.5 10l3.5-6M16.5 10 13 4M10 14v2.5M14 14v2.5"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  'chevron-right': '<path d="m9 6 6 6-6 6"/>',
  'chevron-left': '<path d="m15 6-6 6 6 6"/>',
  'arrow-up': '<path d="M12 19V5M5 12l7-7 7 7"/>',
  'arrow-right': '<path d="M5 12h14M12 5l7 7-7 7"/>',
  'arrow-left': '<path d="M19 12H5M12 19l-7-7 7-7"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13"/><path d="M12 8C10.5 5 7 3.5 6 5.5S8 8 12 8zm0 0c1.5-3 5-4.5 6-2.5S16 8 12 8z"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v5M12 8h.01"/>',
  alert: '<path d="M10.3 4.2 2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z"/><path d="M12 9.5v4M12 17h.01"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>',
  phone: '<path d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3 4.5 1.8V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  'map-pin': '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
  trash: '<path d="M4 7h16M9 7V4.5a.5.5 0 0 1 .5-.5h5a.5.5 0 0 1 .5.5V7M6 7l1 12.2A2 2 0 0 0 9 21h6a2 2 0 0 0 2-1.8L18 7M10 11v6M14 11v6"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  minus: '<path d="M5 12h14"/>',
  heart: '<path d="M12 20s-7.5-4.6-9-9.3C2 7.4 4 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.2 0 5.2 2.9 4.2 6.2-1.5 4.7-9 9.3-9 9.3z"/>',
  truck:
    '<path d="M14 17V6a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h1.5M14 17H9.5M14 8.5h4l3 3.5v4a1 1 0 0 1-1 1h-.5M14 17h.5"/><circle cx="7" cy="17.5" r="2.5"/><circle cx="17" cy="17.5" r="2.5"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  shield: '<path d="M12 3 5 6v5.5c0 4.4 3 8 7 9.5 4-1.5 7-5.1 7-9.5V6z"/><path d="m9 12 2 2 4-4"/>',
  card: '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 10h19M6 15h4"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="10" rx="2"/><path d="M8 10.5v-3a4 4 0 0 1 8 0v3M12 14.5v2"/>',
  star: '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2-5.6-2.9-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>',
  tag: '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z"/><circle cx="7.5" cy="7.5" r="1.5"/>',
  euro: '<path d="M18 6.5a7 7 0 1 0 0 11M4 10h10M4 14h10"/>',
  filter: '<path d="M4 5h16l-6 7.5V19l-4 2v-8.5z"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  copy: '<rect x="8" y="8" width="12" height="12" rx="2"/><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5M5 20h14"/>',
  sparkle: '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18"/>',

  // Categories
  fashion: '<path d="M10 6a2 2 0 1 1 2 2v1.5M12 9.5l-8.4 5.6a1 1 0 0 0 .6 1.9h15.6a1 1 0 0 0 .6-1.9z"/>',
  restaurant: '<path d="M6 3v6a3 3 0 0 0 6 0V3M9 3v18M17 21V3c-2 1.5-3 4-3 7v3h3"/>',
  travel: '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M8 7v13M16 7v13"/>',
  tech: '<rect x="4" y="5" width="16" height="11" rx="1.5"/><path d="M2 19.5h20"/>',
  sport: '<circle cx="12" cy="12" r="9"/><path d="M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8M18.4 5.6c-3.5 3.5-3.5 9.3 0 12.8"/>',
  beauty: '<path d="M9 11h6v9a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1zM10 11V8h4v3M11 8V5.5L13 4v4M18.5 3v3M17 4.5h3"/>',
  book: '<path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11a1 1 0 0 1 1 1v15a1 1 0 0 0-1-1H4zM20 5.5A1.5 1.5 0 0 0 18.5 4H13a1 1 0 0 0-1 1v15a1 1 0 0 1 1-1h7z"/>',
  experience:
    '<path d="M12 3a7 7 0 0 0-7 7c0 3.5 3 6 5 7.5h4c2-1.5 5-4 5-7.5a7 7 0 0 0-7-7z"/><path d="M12 3c-2 2-3 4.5-3 7s1 5 1 7.5M12 3c2 2 3 4.5 3 7s-1 5-1 7.5M10 17.5v2M14 17.5v2"/><rect x="10" y="19.5" width="4" height="2" rx=".5"/>',
  home: '<path d="M3 10.5 12 3l9 7.5M5 9v10.5a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9"/>',
  kids: '<circle cx="12" cy="13" r="7"/><path d="M5.94 9.5a2.2 2.2 0 1 1 2.56-2.56M18.06 9.5a2.2 2.2 0 1 0-2.56-2.56M9.5 12h.01M14.5 12h.01M10.5 16c1 .8 2 .8 3 0"/>',
  entertainment:
    '<path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4z"/><path d="M15 6v2M15 11v2M15 16v2"/>',
  wellness:
    '<path d="M12 20c-4.5 0-8-2.5-9-6 3 0 6 1 9 6zm0 0c4.5 0 8-2.5 9-6-3 0-6 1-9 6zm0 0c-2.5-2-3.5-4.5-3.5-7.5S10 6.5 12 4.5c2 2 3.5 5 3.5 8s-1 5.5-3.5 7.5z"/>',
  food: '<path d="M12 7.5C10.5 6.5 9 6 7.5 6 5 6 3.5 8.5 3.5 11.5c0 4.5 3 9 5.5 9 1.2 0 1.8-.6 3-.6s1.8.6 3 .6c2.5 0 5.5-4.5 5.5-9 0-3-1.5-5.5-4-5.5-1.5 0-3 .5-4.5 1.5z"/><path d="M12 7.5c0-2 1-3.5 3-4.5"/>',
  donation:
    '<path d="M3 14h3l4 1.5h3a1.5 1.5 0 0 1 0 3H9.5M13 18.5l5.5-2.5a1.6 1.6 0 0 1 1.5 2.8L13.5 22H7l-4-2"/><path d="M15 11.5s-4-2.4-4-5a2.2 2.2 0 0 1 4-1.1 2.2 2.2 0 0 1 4 1.1c0 2.6-4 5-4 5z"/>',
  music: '<path d="M9 18V5l11-2v13"/><circle cx="6.5" cy="18" r="2.5"/><circle cx="17.5" cy="16" r="2.5"/>',
  pets: '<circle cx="8" cy="6.5" r="2"/><circle cx="16" cy="6.5" r="2"/><circle cx="4.5" cy="11.5" r="1.8"/><circle cx="19.5" cy="11.5" r="1.8"/><path d="M12 12c-2.5 0-5.5 3.5-5.5 6 0 1.6 1.2 2.5 2.6 2.5 1.3 0 1.9-.7 2.9-.7s1.6.7 2.9.7c1.4 0 2.6-.9 2.6-2.5 0-2.5-3-6-5.5-6z"/>',
};

/** A whole decorative icon SVG (hidden from assistive technology). */
export function iconSvg(name: string, size = 24): string {
  const px = Number.isFinite(size) && size > 0 ? Math.round(size * 100) / 100 : 24;
  const body = Object.hasOwn(icons, name) ? icons[name] : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${px}" height="${px}" fill="none" stroke="currentColor" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`
  );
}
