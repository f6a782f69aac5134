import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { offeredStoreCountry, STORE_SWITCHER_DISMISS_DAYS } from '../../common/language-form.ts';
import { storefronts } from '../../common/storefronts.ts';
import { Icon } from './Icon.tsx';
import { countryName } from '../lib/country-name.ts';

const LanguageModal = lazy(() => import('./LanguageModal.tsx'));

const DISMISS_KEY = 'storeSwitcherDismissedUntil';

export function LanguageButton({ compact }: { compact?: boolean }) {
  const t = useT();
  const root = useRootData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={compact ? 'icon-button lang-button' : 'link-button lang-button'}
        onClick={() => setOpen(true)}
        aria-label={compact ? t('storeSwitcher.open') : undefined}
      >
        <Icon name="globe" size={compact ? 22 : 18} />
        {!compact && (
          <span>
            {t('footer.countryLanguage')} · {root.language.toUpperCase()}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Shown when the visitor's country (from /ip) has a storefront of its own that is not this one,
 * and the banner was not dismissed in the last 2 days. It offers only storefronts that exist.
 */
export function StoreSwitcherBanner() {
  const t = useT();
  const root = useRootData();
  const here = storefronts.find((s) => s.key === root.storeKey)!;
  const [country, setCountry] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const until = Number(window.localStorage.getItem(DISMISS_KEY) ?? 0);
    if (until > Date.now()) return;
    fetch('/ip')
      .then((r) => r.json())
      .then((d: Parameters<typeof offeredStoreCountry>[0]) => {
        setCountry(offeredStoreCountry(d, here.country));
      })
      .catch(() => undefined);
  }, [here.country]);
  if (!country) return null;
  const dismiss = () => {
    window.localStorage.setItem(DISMISS_KEY, String(Date.now() + STORE_SWITCHER_DISMISS_DAYS * 86400_000));
    setCountry(null);
  };
  return (
    <div className="store-banner" role="region" aria-label={t('storeSwitcher.title')}>
      <p>{t('storeSwitcher.banner', { country: countryName(country, root.language) })}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('storeSwitcher.choose')}
      </button>
      <button type="button" className="icon-button" aria-label={t('ui.close')} onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageModal country={country} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
