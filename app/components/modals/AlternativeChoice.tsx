import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../Icon.tsx';

/** The alternative all-in-one choice as the choice card's page loads it (API `alternativeChoice`). */
export type Alternative = {
  optionsCount: number;
  path: string;
  image: { url: { href: string } };
  categories: { slug: string; title: string; icon: string }[];
};

/**
 * The alternative choice (§2, decision 037): on the all-in-one card's page, a teaser for the
 * company version of the card, and the modal that explains it and links to where it is ordered.
 */
export function AlternativeChoice({ alternative }: { alternative: Alternative }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="container">
        <aside className="alternative-teaser" aria-labelledby="alternative-teaser">
          <img src={alternative.image.url.href} alt="" width={120} height={80} loading="lazy" />
          <div>
            <p className="alternative-teaser__eyebrow" id="alternative-teaser">
              {t('alternative.eyebrow')}
            </p>
            <p>{t('alternative.teaser')}</p>
          </div>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {t('alternative.open')}
          </Button>
        </aside>
      </div>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
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
    </>
  );
}
