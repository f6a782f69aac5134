import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { StoreSwitcherBanner } from './StoreSwitcher.tsx';
import { RedeemHeader } from './redeem/RedeemHeader.tsx';
import { RedeemFooter } from './redeem/RedeemFooter.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  // A route's `handle = { layout: 'redeem' }` asks for the redeem header and footer (§2).
  const redeem = useMatches().some((m) => (m.handle as { layout?: string } | undefined)?.layout === 'redeem');
  return (
    <>
      <a href="#content" className="skip-link">{t('layout.skip')}</a>
      <StoreSwitcherBanner />
      {redeem ? <RedeemHeader /> : <Header />}
      <main id="content" tabIndex={-1}>{children}</main>
      {redeem ? <RedeemFooter /> : <Footer />}
      <ScrollTopButton />
    </>
  );
}
