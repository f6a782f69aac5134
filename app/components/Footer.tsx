import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';
import { SmartLink } from './SmartLink.tsx';
import { LanguageButton } from './StoreSwitcher.tsx';
import { CookieSettingsLink } from './CookieSettings.tsx';
import { TrustMarks } from './TrustMarks.tsx';
import { FooterDisclaimer } from './FooterDisclaimer.tsx';
import { socialNetworkName } from '../../common/art/marks.ts';

export const VISIBLE_SOCIAL_LINKS = 5;

function Mark({ kind, id, label, width, height }: { kind: string; id: string; label: string; width: number; height: number }) {
  return (
    <img src={`/img/mark/${kind}/${encodeURIComponent(id)}.svg?label=${encodeURIComponent(label)}`} alt={label} width={width} height={height} loading="lazy" />
  );
}

/**
 * Terms, privacy, cookie settings, the disclaimer and the copyright line: every footer ends with them
 * (§2 Footer). The redeem footer links the terms and privacy notice of the redeem flow instead.
 */
export function LegalLinks({ redeem = false }: { redeem?: boolean }) {
  const t = useT();
  const { storeData, paths, year } = useRootData();
  return (
    <>
      <ul>
        <li>
          <Link to={redeem ? paths.redeemTerms : paths.terms}>{t(redeem ? 'footer.redeemTerms' : 'footer.terms')}</Link>
        </li>
        <li>
          <Link to={redeem ? paths.redeemPrivacy : paths.privacy}>{t(redeem ? 'footer.redeemPrivacy' : 'footer.privacy')}</Link>
        </li>
        <li>
          <CookieSettingsLink />
        </li>
      </ul>
      <p>{t('footer.copyright', { year, shop: storeData.name })}</p>
      {storeData.footerDisclaimer && <FooterDisclaimer disclaimer={storeData.footerDisclaimer} />}
    </>
  );
}

export function Footer() {
  const t = useT();
  const { storeData } = useRootData();
  const social = storeData.socialLinks.filter((s) => !s.hidden).slice(0, VISIBLE_SOCIAL_LINKS);
  return (
    <footer className="footer">
      <div className="footer__promise">
        <p>{t('footer.promise')}</p>
      </div>
      <div className="footer__inner">
        <div className="footer__brand">
          <img src={storeData.footerLogo.url.href} alt={storeData.footerLogo.alt} width={140} height={36} loading="lazy" />
          <p>{t('footer.about')}</p>
          <p className="footer__hours">{t('footer.hours', { hours: storeData.organisation.openingHours })}</p>
        </div>
        {storeData.footerMenu.map((section) => (
          <nav key={section.title} className="footer__section" aria-label={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {(section.menuItems ?? []).map((l) => (
                <li key={l.title}>
                  <SmartLink path={l.path} newTab={l.newTab}>
                    {l.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer__marks footer__inner">
        <ul className="footer__payments" aria-label={t('footer.payments')}>
          {storeData.paymentIcons.map((p) => (
            <li key={p.id} title={p.label ?? undefined}>
              <Mark kind="payment" id={p.id ?? ''} label={p.label ?? ''} width={48} height={32} />
            </li>
          ))}
        </ul>
        <div className="footer__trust" role="group" aria-label={t('footer.trust')}>
          <TrustMarks placement="general" />
          <TrustMarks placement="bottombar" />
        </div>
        <ul className="footer__social" aria-label={t('footer.social')}>
          {social.map((s) => (
            <li key={s.network}>
              <a href={s.url ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={socialNetworkName(s.network ?? '')}>
                <Mark kind="social" id={s.network ?? ''} label="" width={24} height={24} />
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="footer__legal footer__inner">
        <LanguageButton />
        <LegalLinks />
      </div>
    </footer>
  );
}
