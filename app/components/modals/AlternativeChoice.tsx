import { lazy, useState } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/Button.tsx';
import { WhenOpened } from './WhenOpened.tsx';

const AlternativeChoiceModal = lazy(() => import('./AlternativeChoiceModal.tsx'));

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
      <WhenOpened open={open}>
        <AlternativeChoiceModal alternative={alternative} open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
