import { useState } from 'react';
import { useT } from '../lib/i18n.tsx';
import { readConsent, saveConsent } from '../lib/consent.ts';
import { Modal } from './ui/Modal.tsx';
import { Button } from './ui/Button.tsx';

/** Cookie settings: necessary cookies always on; statistics and marketing only with consent (kept six months in this browser). */
export default function CookieSettingsModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [choice, setChoice] = useState(() => readConsent() ?? { statistics: false, marketing: false });
  const save = () => {
    saveConsent(choice);
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
        <input type="checkbox" checked={choice.statistics} onChange={(e) => setChoice({ ...choice, statistics: e.target.checked })} /> {t('cookies.analytics')}
      </label>
      <label className="check">
        <input type="checkbox" checked={choice.marketing} onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })} /> {t('cookies.marketing')}
      </label>
    </Modal>
  );
}
