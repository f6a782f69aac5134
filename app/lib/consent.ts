// The visitor's cookie consent (issue 16): necessary cookies always, statistics and marketing only
// when chosen. The choice is kept in this browser for six months, then asked again. Google Consent
// Mode v2 signals go to the data layer first ("default": all denied), then the choice ("update"),
// before any event; a tag manager reading the layer follows them. The shop sends nothing itself.

export type ConsentChoice = { statistics: boolean; marketing: boolean };
type Stored = ConsentChoice & { at: string };

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_MAX_AGE_MS = 183 * 24 * 3600 * 1000;
/** Fired on window when the visitor chooses (the banner hides, events start or stop). */
export const CONSENT_EVENT = 'donami:consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The stored choice, or null when there is none, it is older than six months, or unreadable. */
export function readConsent(now = Date.now()): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(CONSENT_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (!stored || typeof stored.statistics !== 'boolean' || typeof stored.marketing !== 'boolean' || !stored.at) return null;
    if (now - Date.parse(stored.at) > CONSENT_MAX_AGE_MS) return null;
    return { statistics: stored.statistics, marketing: stored.marketing };
  } catch {
    return null;
  }
}

/** gtag's way onto the data layer: the call's arguments as one entry. */
function gtag(...args: unknown[]): void {
  (window.dataLayer ??= []).push(args);
}

function signals(c: ConsentChoice | null) {
  const state = (on: boolean | undefined) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: state(c?.statistics),
    ad_storage: state(c?.marketing),
    ad_user_data: state(c?.marketing),
    ad_personalization: state(c?.marketing),
  };
}

let started = false;
/** Once per page: the default (denied) signals, then the stored choice's, before any event. */
export function startConsent(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  gtag('consent', 'default', { ...signals(null), wait_for_update: 500 });
  const stored = readConsent();
  if (stored) gtag('consent', 'update', signals(stored));
}

/** Keeps the visitor's choice, tells the tags, and forgets what a refused category had kept. */
export function saveConsent(choice: ConsentChoice): void {
  window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...choice, at: new Date().toISOString() } satisfies Stored));
  if (!choice.marketing) window.localStorage.removeItem(GCLID_KEY);
  else keepGclid(window.location.search);
  startConsent();
  gtag('consent', 'update', signals(choice));
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

// The Google Ads click id of the visit (the gclid query parameter): kept 90 days, with marketing consent only.
export const GCLID_KEY = 'gclid';
const GCLID_MAX_AGE_MS = 90 * 24 * 3600 * 1000;

/** Keeps the address's gclid when marketing is allowed. */
export function keepGclid(search: string): void {
  const gclid = new URLSearchParams(search).get('gclid');
  if (!gclid || !readConsent()?.marketing) return;
  window.localStorage.setItem(GCLID_KEY, JSON.stringify({ gclid: gclid.slice(0, 200), at: new Date().toISOString() }));
}

/** The kept gclid, while it is younger than 90 days and marketing is allowed. */
export function keptGclid(now = Date.now()): string | null {
  if (!readConsent()?.marketing) return null;
  try {
    const kept = JSON.parse(window.localStorage.getItem(GCLID_KEY) ?? 'null') as { gclid?: string; at?: string } | null;
    return kept?.gclid && kept.at && now - Date.parse(kept.at) <= GCLID_MAX_AGE_MS ? kept.gclid : null;
  } catch {
    return null;
  }
}
