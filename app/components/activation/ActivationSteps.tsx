import { useT } from '../../lib/i18n.tsx';

/** How activation goes, in three steps (the 24-hour promise of §9). */
export function ActivationSteps() {
  const t = useT();
  return (
    <section className="activation-how" aria-labelledby="activation-how-title">
      <h2 id="activation-how-title">{t('activation.howTitle')}</h2>
      <ol className="activation-steps">
        {(['activation.step1', 'activation.step2', 'activation.step3'] as const).map((key, i) => (
          <li key={key}>
            <span className="activation-steps__n" aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
