// What the browser keeps of a redeem session (§3 "persisted in the browser: redeem token, card
// data") and the two warnings of §4 that depend on it. The token itself stays in its httpOnly
// cookie: a script in the page could spend the balance with it. Session storage keeps a marker
// with the masked card numbers; it dies with the tab, as the session cookie dies with the browser.
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

export const REDEEM_STORAGE_KEY = 'donami.redeem';

type Stored = { active: true; cards: string[] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the warnings simply stay off
  }
}

export function readRedeemMarker(): Stored | null {
  try {
    const raw = storage()?.getItem(REDEEM_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

export function writeRedeemMarker(cards: string[] | null): void {
  const s = storage();
  if (!s) return;
  if (cards) s.setItem(REDEEM_STORAGE_KEY, JSON.stringify({ active: true, cards } satisfies Stored));
  else {
    s.removeItem(REDEEM_STORAGE_KEY);
    s.removeItem(`${REDEEM_STORAGE_KEY}.doubler`);
  }
}

// Leaving on purpose (to the payment page) is no accident to warn about: the submit that ends in
// a new document switches the warning off for a while; a refusal that keeps the page brings it back.
const SUSPEND_MS = 15_000;
let suspendedUntil = 0;
export function suspendCloseWarning(): void {
  suspendedUntil = Date.now() + SUSPEND_MS;
}

/**
 * Mirrors the server's answer into session storage (cards or null) and, while a session
 * exists, asks before the tab is closed or reloaded (§4 browser-close warning).
 */
export function useRedeemSession(cards: string[] | null): void {
  const key = cards ? cards.join('|') : '';
  useEffect(() => {
    writeRedeemMarker(cards);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!cards) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (Date.now() < suspendedUntil || !readRedeemMarker()) return;
      e.preventDefault();
      e.returnValue = ''; // older browsers need it set to show their own question
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * §4 leave-page warning: attached with a message, detached with null (which clears it). While
 * attached, a navigation out of the redeem screens (`inside` says which paths stay) is held
 * until the visitor confirms; the caller shows `message` in its own modal.
 */
export function useLeaveWarning(message: string | null, inside: (pathname: string) => boolean) {
  const [shown, setShown] = useState<string | null>(message);
  const insideRef = useRef(inside);
  insideRef.current = inside;
  useEffect(() => setShown(message), [message]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => shown !== null && currentLocation.pathname !== nextLocation.pathname && !insideRef.current(nextLocation.pathname),
  );
  return {
    message: blocker.state === 'blocked' ? shown : null,
    stay: () => blocker.state === 'blocked' && blocker.reset(),
    leave: () => {
      if (blocker.state === 'blocked') {
        setShown(null);
        blocker.proceed();
      }
    },
  };
}
