import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import { dayLabel, hourLabel, momentLabel, monthLabel } from './format.ts';
import type { Draw, DrawEntry } from './fragments.ts';

/** Earlier draws, newest first: winner, prize and everything needed to recompute the winner. */
export function PastDraws({ draws, drawHour }: { draws: Draw[]; drawHour: number }) {
  const t = useT();
  if (!draws.length) return <p className="doubler-past__empty">{t('doubler.past.empty')}</p>;
  return (
    <ol className="doubler-past__list">
      {draws.map((d) => (
        <li key={d.month}>
          <PastDraw draw={d} drawHour={drawHour} />
        </li>
      ))}
    </ol>
  );
}

function PastDraw({ draw, drawHour }: { draw: Draw; drawHour: number }) {
  const t = useT();
  const month = monthLabel(draw.month, t.intlLocale);
  const titleId = `doubler-draw-${draw.month}`;
  if (draw.status !== 'drawn') {
    return (
      <article className="doubler-draw doubler-draw--pending" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('doubler.past.month', { month })}</h3>
        <p>
          {t('doubler.past.pending', { date: dayLabel(draw.drawDate, t.intlLocale), hour: hourLabel(drawHour) })} ·{' '}
          {t('doubler.current.entries', { count: draw.entriesCount })}
        </p>
        <p className="doubler-draw__label">{t('doubler.past.seedHash')}</p>
        <code className="doubler-code">{draw.seedHash}</code>
      </article>
    );
  }
  return (
    <article className="doubler-draw" aria-labelledby={titleId} data-testid={`doubler-draw-${draw.month}`}>
      <div className="doubler-draw__head">
        <h3 id={titleId}>{t('doubler.past.month', { month })}</h3>
        {draw.drawnAt && <p className="doubler-draw__when">{t('doubler.past.drawnAt', { date: momentLabel(draw.drawnAt, t.intlLocale) })}</p>}
      </div>
      {draw.winner && draw.prize ? (
        <dl className="doubler-draw__result">
          <div>
            <dt>{t('doubler.past.winner')}</dt>
            <dd className="doubler-number">{draw.winner.number}</dd>
          </div>
          <div>
            <dt>{t('doubler.past.entryId')}</dt>
            <dd>{draw.winner.id}</dd>
          </div>
          <div>
            <dt>{t('doubler.past.prize')}</dt>
            <dd className="doubler-draw__prize">+{t.money(draw.prize)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('doubler.past.noWinner')}</p>
      )}
      <p className="doubler-draw__count">{t('doubler.current.entries', { count: draw.entriesCount })}</p>
      <details className="doubler-draw__proof">
        <summary>{t('doubler.past.proof')}</summary>
        <p className="doubler-draw__label">{t('doubler.past.seed')}</p>
        <code className="doubler-code">{draw.seed}</code>
        <p className="doubler-draw__label">{t('doubler.past.seedHash')}</p>
        <code className="doubler-code">{draw.seedHash}</code>
        <EntryTable entries={draw.entries} winnerId={draw.winner?.id ?? null} caption={t('doubler.past.entriesCaption', { month })} />
      </details>
    </article>
  );
}

function EntryTable({ entries, winnerId, caption }: { entries: DrawEntry[]; winnerId: string | null; caption: string }) {
  const t = useT();
  return (
    <div className="doubler-entries">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('doubler.past.entryId')}</th>
            <th scope="col">{t('doubler.past.card')}</th>
            <th scope="col">{t('doubler.past.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className={e.id === winnerId ? 'is-winner' : undefined}>
              <td>{e.id}</td>
              <td className="doubler-number">{e.number}</td>
              <td>
                {e.id === winnerId ? (
                  <strong>
                    <Icon name="star" size={16} /> {t('doubler.past.won')}
                  </strong>
                ) : e.passedOver ? (
                  (t.lookup(`doubler.past.passedOver.${e.passedOver}`) ?? t('doubler.past.passedOver'))
                ) : (
                  ''
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
