import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Closes a menu on URL change, on Escape and on a click outside it. */
export function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    close();
  }, [location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, close, ref]);
}
