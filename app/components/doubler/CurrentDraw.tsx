import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { dayLabel, hourLabel, momentLabel, monthLabel } from './format.ts';
import type { Draw } from './fragments.ts';

/** The draw taking entries now: when it is drawn, how many cards are in, and its committed seed hash. */
export function CurrentDraw({ draw, drawHour }: { draw: Draw; drawHour: number }) {
  const t = useT();
  return (
    <section className="doubler-current" aria-labelledby="doubler-current-title">
      <h2 id="doubler-current-title">{t('doubler.current.title', { month: monthLabel(draw.month, t.intlLocale) })}</h2>
      <ul className="doubler-current__facts">
        <li>
          <Icon name="clock" size={20} /> {t('doubler.current.date', { date: dayLabel(draw.drawDate, t.intlLocale), hour: hourLabel(drawHour) })}
        </li>
        <li>
          <Icon name="card" size={20} /> {t('doubler.current.entries', { count: draw.entriesCount })}
        </li>
      </ul>
      <div className="doubler-hash">
        <p className="doubler-hash__label">
          <Icon name="shield" size={18} /> {t('doubler.current.seedHash')}
        </p>
        <code className="doubler-code" data-testid="doubler-seed-hash">
          {draw.seedHash}
        </code>
        <p className="doubler-hash__hint">{t('doubler.current.seedHashHint', { date: momentLabel(draw.committedAt, t.intlLocale) })}</p>
      </div>
    </section>
  );
}
