import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { StoreSwitcherBanner } from './StoreSwitcher.tsx';
import { AccountNotice } from './account-area/AccountNotice.tsx';
import { RedeemHeader } from './redeem/RedeemHeader.tsx';
import { RedeemFooter } from './redeem/RedeemFooter.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  // A route's `handle = { layout: 'redeem' }` asks for the redeem header and footer (§2); `{ layout: 'business',
  // header }` brings the business header from the business route's own code (not every page's).
  const handle = useMatches().map((m) => m.handle as { layout?: string; header?: ComponentType } | undefined).find((h) => h?.layout);
  const redeem = handle?.layout === 'redeem';
  const RouteHeader = handle?.layout === 'business' ? handle.header : undefined;
  return (
    <>
      <a href="#content" className="skip-link">{t('layout.skip')}</a>
      <StoreSwitcherBanner />
      <AccountNotice />
      {redeem ? <RedeemHeader /> : RouteHeader ? <RouteHeader /> : <Header />}
      <main id="content" tabIndex={-1}>{children}</main>
      {redeem ? <RedeemFooter /> : <Footer />}
      <ScrollTopButton />
    </>
  );
}
