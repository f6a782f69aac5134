// The operators' alert when a payer's bank disputes a paid order (a chargeback), or a dispute is
// decided: written in the webhook's transaction, with the dispute it tells of (issue 19).
import type { Tx } from '../../db/client.ts';
import { settings } from '../../settings.ts';
import { button, escapeHtml, facts, layout, money, paragraph, queueEmail, type RenderedEmail } from '../notifications/index.ts';
import type { DisputeRecord } from '../payments/index.ts';
import type { Order } from './basket.ts';
import type { DisputeHold } from './dispute-cards.ts';

const said = {
  open: 'aperta: la banca del cliente chiede indietro il pagamento',
  won: 'chiusa a favore del negozio',
  lost: 'persa: il denaro è tornato al cliente',
};

/** What the dispute did to the order's cards, in the alert's words. */
function cardsLine(dispute: DisputeRecord, hold: DisputeHold): string {
  if (dispute.status === 'won') return hold.unblocked ? `${hold.unblocked} sbloccate (erano bloccate per la contestazione)` : 'nessuna da sbloccare';
  const blocked = hold.blocked ? `${hold.blocked} bloccate ora` : 'nessuna da bloccare (già bloccate o non emesse)';
  return dispute.status === 'open' ? `${blocked}, finché la contestazione è aperta` : `${blocked}; restano bloccate`;
}

/** The alert for `dispute` on `order`, in Italian (the operators' language), with what it did to the order's cards. */
export function disputeAlert(order: Pick<Order, 'number'>, dispute: DisputeRecord, provider: string, adminUrl: string, hold: DisputeHold): RenderedEmail {
  const amount = money(dispute.amountCents, dispute.currency, 'it');
  const state = said[dispute.status as keyof typeof said] ?? dispute.status;
  const rows: [string, string][] = [
    ['Ordine', order.number ?? '–'],
    ['Importo contestato', amount],
    ['Motivo', dispute.reason],
    ['Contestazione', state],
    ['Fornitore', `${provider} (${dispute.providerRef})`],
    ['Carte dell’ordine', cardsLine(dispute, hold)],
  ];
  const intro = `Ordine ${order.number}: contestazione ${state}.`;
  const next =
    {
      open: 'Rispondi alla contestazione dal pannello del fornitore entro la scadenza. Le carte restano bloccate finché non è decisa.',
      won: 'Nessuna azione richiesta: le carte bloccate per la contestazione sono di nuovo utilizzabili.',
      lost: 'Il denaro è tornato al cliente: le carte dell’ordine restano bloccate. Sbloccale dal back office solo se il cliente ha pagato in altro modo.',
    }[dispute.status as 'open' | 'won' | 'lost'] ?? '';
  return {
    subject: `Contestazione ${dispute.status === 'open' ? 'aperta' : dispute.status === 'won' ? 'vinta' : 'persa'}: ordine ${order.number} (${amount})`,
    text: [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', next, '', adminUrl].join('\n'),
    html: layout('it', {
      title: 'Contestazione di un pagamento',
      preheader: intro,
      bodyHtml:
        paragraph(`<strong>${escapeHtml(intro)}</strong>`) +
        facts(rows.map(([k, v]) => [k, escapeHtml(v)])) +
        paragraph(escapeHtml(next)) +
        button(adminUrl, "Apri l'ordine"),
    }),
  };
}

/** Queues the alert for the operators (ALERT_EMAIL), in the caller's transaction. */
export async function alertDispute(tx: Tx, order: Order, dispute: DisputeRecord, provider: string, hold: DisputeHold): Promise<void> {
  const s = settings();
  const adminUrl = `${s.publicUrl.replace(/\/+$/, '')}/admin/orders/${encodeURIComponent(order.number ?? String(order.id))}`;
  await queueEmail(tx, { kind: 'dispute-alert', to: s.alertEmail, ...disputeAlert(order, dispute, provider, adminUrl, hold), orderId: order.id });
}
