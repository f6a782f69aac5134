import type { PaymentMethod } from '../provider.ts';
import type { SandboxEvent, SandboxPayment } from './books.ts';
import { italianCopy } from './copy.ts';
import { bankIssuer } from './methods.ts';
import { esc, formatAmount, formatDateTime, page, statusLabels } from './page-kit.ts';

// The sandbox operator's desk: what a payment company's dashboard would let a tester do by hand.
// It stays Italian whatever the payment's language: it is the shop's operator's page, not the payer's.

export const operatorPath = '/psp/sandbox/';
export type OperatorAction = 'paid' | 'resend' | 'expire' | 'dispute' | 'dispute-won' | 'dispute-lost';
type DisputeStatus = 'open' | 'won' | 'lost';

/** The dispute the payer's bank raised on the payment, as its latest dispute event told it; null when none. */
export function disputeOf(events: SandboxEvent[]): DisputeStatus | null {
  for (const e of events.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
    let body: { data?: { dispute?: { status?: DisputeStatus } } };
    try {
      body = JSON.parse(e.body) as typeof body;
    } catch {
      continue;
    }
    if (body.data?.dispute?.status) return body.data.dispute.status;
  }
  return null;
}

/** What the operator may do to a payment now: a paid one may be disputed, an open dispute won or lost. */
export function operatorActionsFor(p: SandboxPayment, events: SandboxEvent[]): OperatorAction[] {
  const actions: OperatorAction[] = [];
  if (p.status === 'pending' || p.status === 'expired') actions.push('paid');
  if (events.some((e) => e.status === p.status)) actions.push('resend');
  if (p.status === 'open' || p.status === 'pending') actions.push('expire');
  if (p.status === 'paid') {
    const dispute = disputeOf(events);
    if (!dispute) actions.push('dispute');
    else if (dispute === 'open') actions.push('dispute-won', 'dispute-lost');
  }
  return actions;
}

/** The dispute status each dispute action tells the shop. */
export const disputeActions: Partial<Record<OperatorAction, DisputeStatus>> = { dispute: 'open', 'dispute-won': 'won', 'dispute-lost': 'lost' };

const actionLabels: Record<OperatorAction, (p: SandboxPayment) => string> = {
  paid: (p) => (p.status === 'expired' ? 'Segna come pagato (in ritardo)' : 'Segna come pagato'),
  resend: () => 'Reinvia webhook',
  expire: () => 'Scadenza ora',
  dispute: () => 'Contestazione della banca (chargeback)',
  'dispute-won': () => 'Contestazione vinta dal negozio',
  'dispute-lost': () => 'Contestazione persa dal negozio',
};

const disputeLabels: Record<DisputeStatus, string> = { open: 'aperta', won: 'vinta dal negozio', lost: 'persa dal negozio' };

function deliveries(events: SandboxEvent[]): string {
  if (events.length === 0) return 'nessun evento';
  const delivered = events.filter((e) => e.deliveredAt).length;
  const last = events.at(-1)!;
  return `${events.length === 1 ? '1 evento' : `${events.length} eventi`}, ${delivered === 1 ? '1 consegnato' : `${delivered} consegnati`}${last.lastError ? ` · ultimo errore: ${esc(last.lastError)}` : ''}`;
}

function entry(p: SandboxPayment, events: SandboxEvent[], notice: string | undefined): string {
  const actions = operatorActionsFor(p, events);
  const bank = bankIssuer(p.bank);
  const dispute = p.status === 'paid' ? disputeOf(events) : null;
  return `<li class="card" id="p-${esc(p.id)}">
<h2>${esc(p.description)} · ${esc(formatAmount(p.amountCents, p.currency))} <span class="status s-${esc(p.status)}">${esc(statusLabels[p.status] ?? p.status)}</span></h2>
<dl class="facts">
<dt>ID</dt><dd>${esc(p.id)}</dd>
<dt>Metodo</dt><dd>${esc(italianCopy.methods[p.method as PaymentMethod] ?? p.method)}${bank ? ` · ${esc(bank)}` : ''}</dd>
<dt>Riferimento</dt><dd>${esc(p.reference)}</dd>
<dt>Creato</dt><dd>${esc(formatDateTime(p.createdAt))}</dd>
<dt>Scade</dt><dd>${esc(formatDateTime(p.expiresAt))}</dd>
<dt>Webhook</dt><dd>${deliveries(events)}</dd>${dispute ? `\n<dt>Contestazione</dt><dd>${esc(disputeLabels[dispute])}</dd>` : ''}
</dl>
${notice ? `<p role="status">${esc(notice)}</p>` : ''}
<div class="actions"><a class="btn" href="/psp/sandbox/pay/${esc(p.id)}/">Pagina di pagamento</a>
${
  actions.length
    ? `<form method="post" action="${operatorPath}operatore/${esc(p.id)}/" class="inline">
${actions.map((a) => `<button class="btn" type="submit" name="action" value="${a}">${esc(actionLabels[a](p))}</button>`).join('\n')}
</form>`
    : ''
}</div>
</li>`;
}

/** The list of recent sandbox payments, newest first, each with what can be done to it. */
export function renderOperatorPage(list: SandboxPayment[], events: SandboxEvent[], notice?: { id: string; text: string }): string {
  const byPayment = Map.groupBy(events, (e) => e.paymentId);
  const body = `<h1>Pagamenti di test</h1>
<p class="muted">Gli ultimi pagamenti aperti presso Sandbox Pay. Da qui puoi confermare un bonifico, segnare come pagato un pagamento scaduto (pagamento tardivo), reinviare il webhook, far scadere un pagamento o far contestare un pagamento dalla banca del pagatore (chargeback) e deciderne l’esito.</p>
${
  list.length === 0
    ? '<section class="card"><p>Nessun pagamento ancora.</p></section>'
    : `<ul class="list">
${list.map((p) => entry(p, byPayment.get(p.id) ?? [], notice?.id === p.id ? notice.text : undefined)).join('\n')}
</ul>`
}`;
  return page('Pagamenti di test', body, { wide: true });
}
