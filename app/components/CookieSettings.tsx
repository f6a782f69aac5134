import { useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Modal } from './ui/Modal.tsx';
import { Button } from './ui/Button.tsx';

const CONSENT_KEY = 'cookieConsent';

/** The footer's Cookies link: opens the cookie settings, where analytics can be allowed or refused. */
export function CookieSettingsLink() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const show = () => {
    setAnalytics(window.localStorage.getItem(CONSENT_KEY) === 'analytics');
    setOpen(true);
  };
  const save = () => {
    window.localStorage.setItem(CONSENT_KEY, analytics ? 'analytics' : 'necessary');
    setOpen(false);
  };
  return (
    <>
      <button type="button" className="link-button" onClick={show}>{t('footer.cookies')}</button>
      {open && (
        <Modal open onClose={() => setOpen(false)} title={t('cookies.title')} narrow footer={<Button variant="primary" onClick={save}>{t('cookies.save')}</Button>}>
          <p>{t('cookies.intro')}</p>
          <label className="check"><input type="checkbox" checked disabled /> {t('cookies.necessary')}</label>
          <label className="check"><input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> {t('cookies.analytics')}</label>
        </Modal>
      )}
    </>
  );
}
