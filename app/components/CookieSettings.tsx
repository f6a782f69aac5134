import { lazy, Suspense, useState } from 'react';
import { useT } from '../lib/i18n.tsx';

const CookieSettingsModal = lazy(() => import('./CookieSettingsModal.tsx'));

/** The footer's Cookies link: opens the cookie settings, where analytics can be allowed or refused. */
export function CookieSettingsLink() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('footer.cookies')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CookieSettingsModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
