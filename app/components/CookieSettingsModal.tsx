import { useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Modal } from './ui/Modal.tsx';
import { Button } from './ui/Button.tsx';

export const CONSENT_KEY = 'cookieConsent';

/** Cookie settings: necessary cookies always on, statistics only with consent (kept in this browser). */
export default function CookieSettingsModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [analytics, setAnalytics] = useState(() => window.localStorage.getItem(CONSENT_KEY) === 'analytics');
  const save = () => {
    window.localStorage.setItem(CONSENT_KEY, analytics ? 'analytics' : 'necessary');
    onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('cookies.title')}
      narrow
      footer={
        <Button variant="primary" onClick={save}>
          {t('cookies.save')}
        </Button>
      }
    >
      <p>{t('cookies.intro')}</p>
      <label className="check">
        <input type="checkbox" checked disabled /> {t('cookies.necessary')}
      </label>
      <label className="check">
        <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} /> {t('cookies.analytics')}
      </label>
    </Modal>
  );
}
