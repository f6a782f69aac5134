import { useEffect } from 'react';

// Several modals may be stacked: the page scroll is restored when the last one goes away.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Locks the page scroll while `active` (in an effect, so it never runs on the server). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks++ === 0) {
      // Keep the layout still: the vanishing scrollbar is replaced by the same width of padding.
      const gap = window.innerWidth - document.documentElement.clientWidth;
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      body.style.overflow = 'hidden';
      if (gap > 0) body.style.paddingRight = `${gap}px`;
    }
    return () => {
      if (--locks === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);
}
