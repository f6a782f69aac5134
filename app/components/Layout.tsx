import type { ComponentType, ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { StoreSwitcherBanner } from './StoreSwitcher.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';

export type LayoutHandle = { layout?: string; header?: ComponentType; footer?: ComponentType };

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  // A route's `handle = { layout, header, footer }` brings its own header and footer (the redeem pages', the
  // business v3 header, §2) from the route's own code, so other pages never load them.
  const handle = useMatches()
    .map((m) => m.handle as LayoutHandle | undefined)
    .find((h) => h?.layout);
  const PageHeader = handle?.header ?? Header;
  const PageFooter = handle?.footer ?? Footer;
  return (
    <>
      <a href="#content" className="skip-link">
        {t('layout.skip')}
      </a>
      <ConsentBanner />
      <StoreSwitcherBanner />
      <PageHeader />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <PageFooter />
      <ScrollTopButton />
    </>
  );
}
