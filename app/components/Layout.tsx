import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { StoreSwitcherBanner } from './StoreSwitcher.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a href="#content" className="skip-link">{t('layout.skip')}</a>
      <StoreSwitcherBanner />
      <Header />
      <main id="content" tabIndex={-1}>{children}</main>
      <Footer />
      <ScrollTopButton />
    </>
  );
}
