// In-view tracking of the redeem shop's choice (§4, §7, §9): an item counts as seen when half
// of it is visible; the items seen are sent in batches every 1000 ms; each item fires only once
// in the page's life, however often it scrolls by or the list re-renders.
import { useCallback, useEffect, useRef } from 'react';
import { track } from './analytics.ts';

export const VIEW_THRESHOLD = 0.5;
export const BATCH_DELAY_MS = 1000;

type Item = { id: string; title: string; productType: string };
const seen = new Set<string>();

/** Whether `key` is new (and remembers it): the once-only rule, apart for tests. */
export function firstSight(key: string): boolean {
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** A ref callback per item: `observe(item)` goes on the item's element. */
export function useInViewTracking(listId: string) {
  const observer = useRef<IntersectionObserver | null>(null);
  const items = useRef(new Map<Element, Item>());
  const pending = useRef<Item[]>([]);
  const timer = useRef<number | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    if (!pending.current.length) return;
    track('view_item_list', {
      item_list_id: listId,
      items: pending.current.map((i) => ({ item_id: i.id, item_name: i.title, item_category: i.productType })),
    });
    pending.current = [];
  }, [listId]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < VIEW_THRESHOLD) continue;
          const item = items.current.get(entry.target);
          observer.current?.unobserve(entry.target);
          if (!item || !firstSight(`${listId}:${item.id}`)) continue;
          pending.current.push(item);
          timer.current ??= window.setTimeout(flush, BATCH_DELAY_MS);
        }
      },
      { threshold: VIEW_THRESHOLD },
    );
    for (const el of items.current.keys()) observer.current.observe(el);
    return () => {
      observer.current?.disconnect();
      if (timer.current !== null) {
        window.clearTimeout(timer.current);
        flush();
      }
    };
  }, [listId, flush]);

  return useCallback(
    (item: Item) => (el: Element | null) => {
      if (!el) return;
      items.current.set(el, item);
      observer.current?.observe(el);
      return () => {
        items.current.delete(el);
        observer.current?.unobserve(el);
      };
    },
    [],
  );
}
