// Analytics events go to a data layer that a consented tag manager may read; nothing is sent
// anywhere by the shop itself, and nothing is pushed without the visitor's statistics consent.
import { useEffect } from 'react';
import { readConsent, startConsent } from './consent.ts';

type Event = { event: string; [key: string]: unknown };

/** Whether the visitor allows statistics (else nothing is pushed). */
export function statisticsAllowed(): boolean {
  return typeof window !== 'undefined' && !!readConsent()?.statistics;
}

/** The data layer, when the visitor allows statistics (the consent signals go first); else null. */
function layer(): unknown[] | null {
  if (!statisticsAllowed()) return null;
  startConsent();
  return (window.dataLayer ??= []);
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  layer()?.push({ event, ...data } satisfies Event);
}

/**
 * An e-commerce event as GA4 reads it from the data layer: `{event, ecommerce}`, after
 * `{ecommerce: null}` so that no field of the previous event's object carries over (Google's advice).
 */
export function trackEcommerce(event: string, ecommerce: Record<string, unknown>): void {
  const l = layer();
  if (!l) return;
  l.push({ ecommerce: null });
  l.push({ event, ecommerce } satisfies Event);
}

const once = new Set<string>();
/** Records an event only the first time in this page's life (search-box click, in-view tracking). */
export function trackOnce(key: string, event: string, data: Record<string, unknown> = {}): void {
  if (once.has(key)) return;
  once.add(key);
  track(event, data);
}

/** GA4's e-commerce item. */
export type AnalyticsItem = { item_id: string; item_name: string; price: number; quantity: number; item_variant?: string; item_category?: string };

/** An e-commerce event (GA4 shape): its items, their currency and total value. */
export function trackCommerce(event: string, currency: string, items: AnalyticsItem[], extra: Record<string, unknown> = {}): void {
  const value = Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  trackEcommerce(event, { currency, value, items, ...extra });
}

/** Sends the event when the screen shows (once per `key`: a re-render sends nothing). */
export function useTrackOnShow(key: string | null, send: () => void): void {
  useEffect(() => {
    if (key) send();
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}
