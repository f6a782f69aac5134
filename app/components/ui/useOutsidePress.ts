import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside `ref`'s element, while `active`. */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active]);
}
