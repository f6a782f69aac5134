import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { issueText } from '../lib/translator.ts';
import { useRootData } from '../lib/store-data.ts';
import { locate } from '../lib/locate.ts';
import { countryName } from '../lib/country-name.ts';
import { languageAfterCountryChange, languageFormTarget, validateLanguageForm, type LanguageFormValue } from '../../common/language-form.ts';
import { storefronts } from '../../common/storefronts.ts';
import { Modal } from './ui/Modal.tsx';
import { Select } from './ui/Select.tsx';
import { Button } from './ui/Button.tsx';

function currencySymbol(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}

/** `country`: the storefront's country to start from (the banner's offer); else this storefront's. */
export function LanguageForm({ onDone, country }: { onDone?: () => void; country?: string }) {
  const t = useT();
  const root = useRootData();
  const location = useLocation();
  const here = storefronts.find((s) => s.key === root.storeKey)!;
  const [value, setValue] = useState<LanguageFormValue>(() => {
    const offered = country && country !== here.country ? storefronts.find((s) => s.country === country) : undefined;
    return offered
      ? { country: offered.country, ...languageAfterCountryChange(offered.country) }
      : { country: here.country, language: root.language, currency: here.currency };
  });
  const errors = validateLanguageForm(value);
  const languageDisabled = languageAfterCountryChange(value.country).languageDisabled;
  const countries = storefronts.map((s) => ({ id: s.country, label: countryName(s.country, root.language) }));
  const languages = (storefronts.find((s) => s.country === value.country)?.languages ?? []).map((l) => ({ id: l, label: t(`language.${l}`) }));
  const apply = () => {
    if (Object.keys(errors).length) return;
    // The page's language links are its hreflang alternates, as the head carries them.
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => ({ hreflang: l.hreflang, href: l.href }));
    const target = languageFormTarget(value, locate(location.pathname).entry?.screen ?? null, links);
    // Each storefront on its own host: http://nl.localhost:3000 from localhost, www.donami.nl from www.donami.it.
    const origin = root.origins[storefronts.find((s) => s.country === value.country)!.key] ?? target.origin;
    window.location.assign(`${origin}${target.path}`);
    onDone?.();
  };
  return (
    <form
      className="language-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Select
        label={t('storeSwitcher.country')}
        name="country"
        options={countries}
        value={value.country}
        error={errors.country && issueText(t, errors.country)}
        onChange={(country) => setValue({ country, ...languageAfterCountryChange(country) })}
      />
      <Select
        label={t('storeSwitcher.language')}
        name="language"
        options={languages}
        value={value.language}
        disabled={languageDisabled}
        error={errors.language && issueText(t, errors.language)}
        onChange={(language) => setValue((v) => ({ ...v, language }))}
      />
      <div className="field">
        <span className="field__label" id="currency-label">
          {t('storeSwitcher.currency')}
        </span>
        <output className="field__readonly" aria-labelledby="currency-label">
          {value.currency ? `${currencySymbol(value.currency, root.intlLocale)} ${value.currency}` : '—'}
        </output>
      </div>
      <Button type="submit" variant="primary" disabled={Object.keys(errors).length > 0}>
        {t('storeSwitcher.apply')}
      </Button>
    </form>
  );
}

/** The store switcher modal (§2): loaded only when a visitor opens it. */
export default function LanguageModal({ onClose, country }: { onClose: () => void; country?: string }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('storeSwitcher.title')} narrow>
      <LanguageForm onDone={onClose} country={country} />
    </Modal>
  );
}
