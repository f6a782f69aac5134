import { useEffect, useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Icon } from './Icon.tsx';

export const SCROLL_THRESHOLD_SCREENS = 2;

/** Appears after scrolling past twice the screen height. */
export function ScrollTopButton() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_THRESHOLD_SCREENS * window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('layout.scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="arrow-up" />
    </button>
  );
}
