import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/client.ts';
import {
  applyOutcome,
  chooseBank,
  disputeActions,
  disputePayment,
  eventsOf,
  eventsOfPayments,
  operatorActionsFor,
  expireDue,
  expireNow,
  findSandboxPayment,
  markPaid,
  recentSandboxPayments,
  resendLatest,
  type Misbehaviour,
  sandboxBanks,
  operatorPath,
  renderOperatorPage,
  type OperatorAction,
  outcomeOf,
  outcomes,
  renderNotFound,
  renderPayPage,
  validatePayForm,
  type Outcome,
  type PayForm,
  sandboxPagePath,
} from '../modules/payments/index.ts';
import { operatorLogin } from './operator-auth.ts';
import { edgeSettings } from './client-address.ts';

// The sandbox payment company's pages, served by the shop's process at /psp/sandbox/. They call
// the sandbox's books directly: they are the provider, not the shop. The payer's page is open; the
// operator page (which marks transfers as received) needs the operator login in production.

const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' };

function htmlPage(c: Context, html: string, status: 200 | 404 | 422 = 200) {
  return c.html(html, status, noStore);
}

function text(body: Record<string, string | File | (string | File)[]>, key: string): string | undefined {
  const v = body[key];
  return typeof v === 'string' ? v.trim().slice(0, 200) : undefined;
}

function misbehaviourOf(body: Record<string, string | File | (string | File)[]>): Misbehaviour {
  const delay = Number(text(body, 'delaySeconds') ?? 0);
  return {
    duplicate: text(body, 'duplicate') === 'yes',
    outOfOrder: text(body, 'outOfOrder') === 'yes',
    delaySeconds: Number.isFinite(delay) ? Math.max(0, Math.min(Math.floor(delay), 3600)) : 0,
  };
}

const notices: Record<OperatorAction | 'none', string> = {
  paid: 'Segnato come pagato: il webhook è in invio.',
  resend: 'Webhook reinviato.',
  expire: 'Pagamento scaduto: il webhook è in invio.',
  dispute: 'Contestazione aperta: il webhook è in invio.',
  'dispute-won': 'Contestazione vinta: il webhook è in invio.',
  'dispute-lost': 'Contestazione persa: il webhook è in invio.',
  none: 'Nessuna modifica: lo stato attuale del pagamento non lo consente.',
};

async function operatorAct(db: Db, id: string, action: string | undefined): Promise<OperatorAction | 'none'> {
  if (action === 'paid') return (await markPaid(db, id)) ? 'paid' : 'none';
  if (action === 'expire') return (await expireNow(db, id)) ? 'expire' : 'none';
  if (action === 'resend') return (await resendLatest(db, id)) ? 'resend' : 'none';
  // A dispute only where the payment's state allows it (a paid payment; an open dispute to decide).
  const dispute = disputeActions[action as OperatorAction];
  if (!dispute) return 'none';
  const payment = await findSandboxPayment(db, id);
  if (!payment || !operatorActionsFor(payment, await eventsOf(db, id)).includes(action as OperatorAction)) return 'none';
  return (await disputePayment(db, id, dispute)) ? (action as OperatorAction) : 'none';
}

/**
 * The sandbox provider's own small app, mounted by the shop at `/psp/sandbox/`: the hosted payment
 * page and the operator page. Its paths below are relative to that.
 */
export function pspSandboxApp(db: Db): Hono {
  const app = new Hono();
  // Its forms are a few fields: a larger body is refused before it is read (413), like the shop's own.
  app.use('*', bodyLimit({ maxSize: edgeSettings().requestBodyLimitBytes, onError: (c) => c.text('Payload too large', 413) }));
  app.use('/', operatorLogin('Sandbox PSP'));
  app.use('/operatore/*', operatorLogin('Sandbox PSP'));
  app.get('/pay/:id/', async (c) => {
    const id = c.req.param('id');
    // A payment whose time ran out is expired on sight, as the provider's own page would show it.
    await expireDue(db, new Date(), id);
    const payment = await findSandboxPayment(db, id);
    return payment ? htmlPage(c, renderPayPage(payment)) : htmlPage(c, renderNotFound(), 404);
  });

  app.post('/pay/:id/', async (c) => {
    const id = c.req.param('id');
    await expireDue(db, new Date(), id);
    const payment = await findSandboxPayment(db, id);
    if (!payment) return htmlPage(c, renderNotFound(), 404);
    const body = await c.req.parseBody();
    const outcome = text(body, 'outcome') as Outcome | undefined;
    if (payment.status !== 'open' || !outcome || !outcomes.includes(outcome)) return c.redirect(sandboxPagePath(id), 303);
    const form: PayForm = {
      cardholder: text(body, 'cardholder'),
      cardNumber: text(body, 'cardNumber'),
      expMonth: text(body, 'expMonth'),
      expYear: text(body, 'expYear'),
      cvc: text(body, 'cvc'),
      acceptInvoice: text(body, 'acceptInvoice'),
    };
    const errors = validatePayForm(payment, outcome, form);
    if (Object.keys(errors).length > 0) return htmlPage(c, renderPayPage(payment, form, errors), 422);
    const changed = await applyOutcome(db, id, outcomeOf(payment, outcome, form), misbehaviourOf(body));
    // Lost a race with expiry or another tab: show the payment as it now stands.
    return c.redirect(changed ? changed.returnUrl : sandboxPagePath(id), 303);
  });

  app.post('/pay/:id/banca', async (c) => {
    const id = c.req.param('id');
    const bank = text(await c.req.parseBody(), 'bank');
    if (bank && sandboxBanks.some((b) => b.id === bank)) await chooseBank(db, id, bank);
    return c.redirect(sandboxPagePath(id), 303);
  });

  app.get('/', async (c) => {
    const list = await recentSandboxPayments(db, 50);
    const events = await eventsOfPayments(
      db,
      list.map((p) => p.id),
    );
    const id = c.req.query('id');
    const done = c.req.query('fatto') as keyof typeof notices | undefined;
    const notice = id && done && notices[done] ? { id, text: notices[done] } : undefined;
    return htmlPage(c, renderOperatorPage(list, events, notice));
  });

  app.post('/operatore/:id/', async (c) => {
    const id = c.req.param('id');
    const done = await operatorAct(db, id, text(await c.req.parseBody(), 'action'));
    return c.redirect(`${operatorPath}?id=${encodeURIComponent(id)}&fatto=${done}#p-${encodeURIComponent(id)}`, 303);
  });
  return app;
}
