// Analytics events go to a data layer that a consented tag manager may read; nothing is sent
// anywhere by the shop itself.
type Event = { event: string; [key: string]: unknown };

declare global {
  interface Window {
    dataLayer?: Event[];
  }
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event, ...data });
}

const once = new Set<string>();
/** Records an event only the first time in this page's life (search-box click, in-view tracking). */
export function trackOnce(key: string, event: string, data: Record<string, unknown> = {}): void {
  if (once.has(key)) return;
  once.add(key);
  track(event, data);
}
