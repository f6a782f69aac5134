import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { locate } from '../lib/locate.ts';
import { STORE_SWITCHER_DISMISS_DAYS, languageAfterCountryChange, languageFormTarget, validateLanguageForm, type LanguageFormValue } from '../../common/language-form.ts';
import { storefronts } from '../../common/storefronts.ts';
import { Modal } from './ui/Modal.tsx';
import { Select } from './ui/Select.tsx';
import { Button } from './ui/Button.tsx';
import { Icon } from './Icon.tsx';

const DISMISS_KEY = 'storeSwitcherDismissedUntil';

function currencySymbol(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

export function LanguageForm({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const here = storefronts.find((s) => s.key === root.storeKey)!;
  const [value, setValue] = useState<LanguageFormValue>({ country: here.country, language: root.language, currency: here.currency });
  const errors = validateLanguageForm(value);
  const languageDisabled = languageAfterCountryChange(value.country).languageDisabled;
  const countries = storefronts.map((s) => ({ id: s.country, label: t(`country.${s.country}`) }));
  const languages = (storefronts.find((s) => s.country === value.country)?.languages ?? []).map((l) => ({ id: l, label: t(`language.${l}`) }));
  const apply = () => {
    if (Object.keys(errors).length) return;
    const target = languageFormTarget(value, locate(location.pathname).entry?.screen ?? null);
    const onOwnHost = storefronts.some((s) => s.origin === window.location.origin);
    window.location.assign(onOwnHost ? `${target.origin}${target.path}` : target.path);
    onDone?.();
  };
  return (
    <form className="language-form" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      <Select label={t('storeSwitcher.country')} name="country" options={countries} value={value.country} error={errors.country && t(errors.country)}
        onChange={(country) => setValue({ country, ...languageAfterCountryChange(country) })} />
      <Select label={t('storeSwitcher.language')} name="language" options={languages} value={value.language} disabled={languageDisabled} error={errors.language && t(errors.language)}
        onChange={(language) => setValue((v) => ({ ...v, language }))} />
      <div className="field">
        <span className="field__label" id="currency-label">{t('storeSwitcher.currency')}</span>
        <output className="field__readonly" aria-labelledby="currency-label">{value.currency ? `${currencySymbol(value.currency, root.intlLocale)} ${value.currency}` : '—'}</output>
      </div>
      <Button type="submit" variant="primary" disabled={Object.keys(errors).length > 0}>{t('storeSwitcher.apply')}</Button>
    </form>
  );
}

export function LanguageButton({ compact }: { compact?: boolean }) {
  const t = useT();
  const root = useRootData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={compact ? 'icon-button lang-button' : 'link-button lang-button'} onClick={() => setOpen(true)} aria-label={compact ? t('storeSwitcher.open') : undefined}>
        <Icon name="globe" size={compact ? 22 : 18} />{!compact && <span>{t('footer.countryLanguage')} · {root.language.toUpperCase()}</span>}
      </button>
      {open && <Modal open={open} onClose={() => setOpen(false)} title={t('storeSwitcher.title')} narrow><LanguageForm onDone={() => setOpen(false)} /></Modal>}
    </>
  );
}

/** Shown when the visitor's country (from /ip) is known, is not this store's, and was not dismissed in the last 2 days. */
export function StoreSwitcherBanner() {
  const t = useT();
  const root = useRootData();
  const here = storefronts.find((s) => s.key === root.storeKey)!;
  const [country, setCountry] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const until = Number(window.localStorage.getItem(DISMISS_KEY) ?? 0);
    if (until > Date.now()) return;
    fetch('/ip').then((r) => r.json()).then((d: { country_code: string | null }) => {
      if (d.country_code && d.country_code !== here.country) setCountry(d.country_code);
    }).catch(() => undefined);
  }, [here.country]);
  if (!country) return null;
  const dismiss = () => {
    window.localStorage.setItem(DISMISS_KEY, String(Date.now() + STORE_SWITCHER_DISMISS_DAYS * 86400_000));
    setCountry(null);
  };
  return (
    <div className="store-banner" role="region" aria-label={t('storeSwitcher.title')}>
      <p>{t('storeSwitcher.banner', { country: t(`country.${country}`) })}</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>{t('storeSwitcher.choose')}</Button>
      <button type="button" className="icon-button" aria-label={t('ui.close')} onClick={dismiss}><Icon name="close" size={18} /></button>
      {open && <Modal open onClose={() => setOpen(false)} title={t('storeSwitcher.title')} narrow><LanguageForm onDone={() => setOpen(false)} /></Modal>}
    </div>
  );
}
