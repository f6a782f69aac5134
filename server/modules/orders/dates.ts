import type { RequestContext } from '../../context.ts';
import type { ShipmentRow } from './basket.ts';
import { dateFormat } from '../../../common/intl.ts';

/** A shipment's delivery moment in the storefront's words: "lunedì 23 novembre 2026, 14:00". */
export function formatDeliveryDate(ctx: RequestContext, s: Pick<ShipmentRow, 'deliverAt' | 'dispatchDate'>): string | null {
  const intl = ctx.locale === ctx.store.language ? ctx.store.intlLocale : `${ctx.locale}-${ctx.store.country}`;
  if (s.deliverAt) {
    return dateFormat(intl, {
      timeZone: ctx.store.timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(s.deliverAt);
  }
  if (s.dispatchDate) {
    return dateFormat(intl, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${s.dispatchDate}T12:00:00Z`),
    );
  }
  return null;
}
