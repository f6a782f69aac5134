import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during the first (hydrating) client render, true afterwards.
 * useSyncExternalStore makes React use the server snapshot while hydrating, so the markup
 * matches, and then re-render with the client snapshot. Components mounted later get true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
