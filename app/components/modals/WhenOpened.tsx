import { Suspense, useState, type ReactNode } from 'react';

/**
 * A modal loaded on demand (decision 044): its code and content are fetched the first time it
 * opens, not with the page; most visitors never open it. Once opened it stays mounted, so it can
 * play its closing animation and reopen at once.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
