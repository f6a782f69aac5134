import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';
import type { Alternative } from './AlternativeChoice.tsx';

/** The alternative choice's modal (§2, decision 037): what the company version is, and where it is ordered. */
export default function AlternativeChoiceModal({ alternative, open, onClose }: { alternative: Alternative; open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('alternative.title')}
      focusableBody
      className="alternative-modal"
      footer={
        <Button href={alternative.path} variant="primary" iconEnd={<Icon name="arrow-right" size={18} />}>
          {t('alternative.cta')}
        </Button>
      }
    >
      <img className="alternative-modal__image" src={alternative.image.url.href} alt="" width={360} height={240} />
      <p>{t('alternative.lead', { count: alternative.optionsCount })}</p>
      <h3 className="alternative-modal__heading">{t('alternative.categories')}</h3>
      <ul className="alternative-modal__categories">
        {alternative.categories.map((c) => (
          <li key={c.slug}>
            <Icon name={c.icon} size={16} /> {c.title}
          </li>
        ))}
      </ul>
      <ul className="alternative-modal__points">
        {(['quote', 'invoice', 'redeem'] as const).map((p) => (
          <li key={p}>
            <Icon name="check" size={18} /> {t(`alternative.point.${p}`)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
