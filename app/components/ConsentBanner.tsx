import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { CONSENT_EVENT, keepGclid, readConsent, saveConsent, startConsent } from '../lib/consent.ts';
import { Button } from './ui/Button.tsx';

const CookieSettingsModal = lazy(() => import('./CookieSettingsModal.tsx'));

/** The bar's height, for what must stay above it: the page's end and the scroll-to-top button. */
const HEIGHT = '--consent-banner-height';

/**
 * The first visit's cookie question (issue 16): accept all, necessary only, or choose in the
 * settings. Shown in the browser only, until the visitor has chosen (and again after six months).
 */
export function ConsentBanner() {
  const t = useT();
  const { search } = useLocation();
  const [asked, setAsked] = useState(false);
  const [settings, setSettings] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    startConsent();
    keepGclid(search);
    const update = () => setAsked(readConsent() === null);
    update();
    window.addEventListener(CONSENT_EVENT, update);
    return () => window.removeEventListener(CONSENT_EVENT, update);
  }, [search]);
  useEffect(() => {
    const el = bar.current;
    if (!asked || !el) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT);
    };
  }, [asked]);
  if (!asked) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title" ref={bar}>
      <div className="consent-banner__text">
        <h2 id="consent-title">{t('cookies.bannerTitle')}</h2>
        <p>{t('cookies.bannerText')}</p>
      </div>
      <div className="consent-banner__actions">
        <Button variant="primary" onClick={() => saveConsent({ statistics: true, marketing: true })}>
          {t('cookies.acceptAll')}
        </Button>
        <Button variant="secondary" onClick={() => saveConsent({ statistics: false, marketing: false })}>
          {t('cookies.necessaryOnly')}
        </Button>
        <button type="button" className="link-button" onClick={() => setSettings(true)}>
          {t('cookies.choose')}
        </button>
      </div>
      {settings && (
        <Suspense fallback={null}>
          <CookieSettingsModal onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </section>
  );
}
