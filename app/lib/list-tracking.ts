// Product lists in GA4's shape (§4, §7, §9): an item counts as seen when half of it is visible;
// the items seen are sent together in one view_item_list every 1000 ms; each item is sent once
// while its list is on screen, however often it scrolls by or the list re-renders (a new visit of
// the screen is a new impression). A click on an item sends select_item before the page changes.
// Items seen before the visitor allowed statistics count from the moment they do.
import { useCallback, useEffect, useRef } from 'react';
import { statisticsAllowed, trackEcommerce } from './analytics.ts';
import { CONSENT_EVENT } from './consent.ts';
import type { ListItem, ProductList } from './analytics-items.ts';

export const VIEW_THRESHOLD = 0.5;
export const BATCH_DELAY_MS = 1000;

/** Collects the items seen and hands them to `send` in batches: once per item, in list order. */
export function createSightings(send: (items: ListItem[]) => void, delay = BATCH_DELAY_MS) {
  const seen = new Set<string>();
  let pending: ListItem[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!pending.length) return;
    const items = pending.sort((a, b) => a.index - b.index);
    pending = [];
    send(items);
  };
  return {
    see(item: ListItem) {
      if (seen.has(item.item_id)) return;
      seen.add(item.item_id);
      pending.push(item);
      timer ??= setTimeout(flush, delay);
    },
    flush,
  };
}

/**
 * In-view and click tracking of one list: `observe(item)` is the ref of the item's element,
 * `select(item)` goes in its link's onClick.
 */
export function useListTracking(list: ProductList) {
  const { item_list_id: id, item_list_name: name } = list;
  const observer = useRef<IntersectionObserver | null>(null);
  const items = useRef(new Map<Element, { item: ListItem }>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sightings = createSightings((seen) => trackEcommerce('view_item_list', { item_list_id: id, item_list_name: name, items: seen }));
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const item = items.current.get(entry.target)?.item;
          if (!item || !entry.isIntersecting || entry.intersectionRatio < VIEW_THRESHOLD || !statisticsAllowed()) continue;
          io.unobserve(entry.target);
          sightings.see(item);
        }
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.current = io;
    for (const el of items.current.keys()) io.observe(el);
    // Observed afresh, the items on screen report themselves again.
    const onConsent = () => {
      for (const el of items.current.keys()) {
        io.unobserve(el);
        io.observe(el);
      }
    };
    window.addEventListener(CONSENT_EVENT, onConsent);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onConsent);
      io.disconnect();
      observer.current = null;
      sightings.flush();
    };
  }, [id, name]);

  // One ref callback per item, kept across renders: React attaches it once, not at every render.
  const refs = useRef(new Map<string, { item: ListItem; ref: (el: Element | null) => () => void }>());
  const observe = useCallback((item: ListItem) => {
    const key = `${item.item_id}@${item.index}`;
    const known = refs.current.get(key);
    if (known) {
      known.item = item;
      return known.ref;
    }
    const entry = {
      item,
      ref: (el: Element | null) => {
        if (el) {
          items.current.set(el, entry);
          observer.current?.observe(el);
        }
        return () => {
          if (!el) return;
          items.current.delete(el);
          observer.current?.unobserve(el);
          if (refs.current.get(key) === entry) refs.current.delete(key);
        };
      },
    };
    refs.current.set(key, entry);
    return entry.ref;
  }, []);
  const select = useCallback((item: ListItem) => trackEcommerce('select_item', { item_list_id: id, item_list_name: name, items: [item] }), [id, name]);
  return { observe, select };
}
