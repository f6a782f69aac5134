import { useT } from '../../lib/i18n.tsx';
import type { Money } from '../../../common/money.ts';
import { Icon } from '../Icon.tsx';
import type { ReorderLine } from './fragments.ts';

/** The "reorder details" modal's content (§2): the order's packages at today's prices, those no longer sold marked. */
export function ReorderDetails({ lines, total }: { lines: ReorderLine[]; total: Money | null }) {
  const t = useT();
  const unavailable = lines.filter((l) => !l.available).length;
  return (
    <div className="reorder-details">
      <p>{t('accountArea.reorder.text')}</p>
      <ul className="reorder-lines">
        {lines.map((l, i) => (
          <li key={`${l.title}-${i}`} className={`reorder-line${l.available ? '' : ' reorder-line--unavailable'}`}>
            <div>
              <p className="reorder-line__title">
                {l.quantity} × {l.title || t('accountArea.reorder.unknownProduct')}
              </p>
              <p className="reorder-line__meta">
                {t.money(l.value)} · {t(`accountArea.kind.${l.kind.toLowerCase() === 'physical' ? 'physical' : 'digital'}`)}
              </p>
              {!l.available && (
                <p className="reorder-line__unavailable">
                  <Icon name="alert" size={16} />
                  {t('accountArea.reorder.unavailable')}
                </p>
              )}
            </div>
            <p className="reorder-line__price">{l.available ? t.money(l.price) : '—'}</p>
          </li>
        ))}
      </ul>
      {unavailable > 0 && <p className="notice notice--info">{t('accountArea.reorder.skipped', { count: unavailable })}</p>}
      {total && (
        <dl className="totals">
          <div className="totals__grand">
            <dt>{t('accountArea.reorder.total')}</dt>
            <dd>{t.money(total)}</dd>
          </div>
        </dl>
      )}
      <p className="reorder-details__note">{t('accountArea.reorder.note')}</p>
    </div>
  );
}
