import nock from 'nock';
import Stripe from 'stripe';
import { error, parseForm, type Answer, type Params } from './stripe-wire.ts';
import { stripeTransferAction } from './transfer-stand-ins.ts';

// A stand-in for Stripe's API, answering the exchanges the shop's adapter makes (Checkout Sessions
// created, read and listed by PaymentIntent; the payment method configuration; refunds) in the
// shapes Stripe documents. The official SDK talks to https://api.stripe.com, so the stand-in
// answers there, inside this process (nock intercepts the SDK's HTTPS requests): nothing leaves the
// machine. Its controls play the payer, the bank and Stripe's side; `event` writes an event and its
// Stripe-Signature header, signed with the endpoint's secret by the SDK's own test helper.

const API = 'https://api.stripe.com';

type Intent = {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  refunded: number;
  currency: string;
  payment_method_types: string[];
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
};
type Session = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  allowed: string[];
  metadata: Record<string, string>;
  success_url: string;
  locale: string | null;
  expires_at: number;
  intent: Intent | null;
  created: number;
};

export type StripeStandIn = {
  secretKey: string;
  webhookSecret: string;
  requests: { method: string; path: string; query: URLSearchParams; body: Params; idempotencyKey: string | null }[];
  sessions: Map<string, Session>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** The payment method types the account's default configuration makes available. */
  available: Set<string>;
  /**
   * The payer and the bank: `paid` (a card, at once), `processing` (a method that settles later),
   * `settled` or `bounced` (its money arrived, or never will), `declined` (a card refused on the
   * page, which stays open), `expired`. Answers the session as Stripe now shows it.
   */
  act(id: string, what: 'paid' | 'processing' | 'settled' | 'bounced' | 'declined' | 'expired', opts?: { type?: string; declineCode?: string }): Params;
  /** The payer's bank disputes the payment: the dispute object, as Stripe shows it. */
  dispute(id: string, status?: 'needs_response' | 'won' | 'lost'): Params;
  /** A signed event of `type` about `object` (a session or a dispute): the body and its header, as Stripe posts them. */
  event(type: string, object: Params, opts?: { id?: string; at?: Date; secret?: string }): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = 'sk_test_standin0123456789abcdef';
  const webhookSecret = 'whsec_standin0123456789abcdef';
  const sessions = new Map<string, Session>();
  const refunds: StripeStandIn['refunds'] = [];
  const requests: StripeStandIn['requests'] = [];
  const answered = new Map<string, Answer>();
  const available = new Set(['card', 'paypal', 'satispay', 'klarna', 'ideal', 'bancontact', 'customer_balance']);
  let seq = 0;
  const next = (prefix: string) => `${prefix}${String(++seq).padStart(8, '0')}`;
  const disputes = new Map<string, Params>();

  const intentJson = (i: Intent) => ({
    id: i.id,
    object: 'payment_intent',
    amount: i.amount,
    amount_received: i.amount_received,
    currency: i.currency,
    status: i.status,
    payment_method_types: i.payment_method_types,
    last_payment_error: i.last_payment_error,
    next_action: i.status === 'requires_action' ? stripeTransferAction(i) : null,
    livemode: false,
  });
  const sessionJson = (s: Session, expand: boolean) => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    status: s.status,
    payment_status: s.payment_status,
    amount_total: s.amount_total,
    currency: s.currency,
    allowed_payment_method_types: s.allowed,
    payment_method_types: s.allowed,
    metadata: s.metadata,
    success_url: s.success_url,
    locale: s.locale,
    expires_at: s.expires_at,
    created: s.created,
    livemode: false,
    url: s.status === 'open' ? `https://checkout.stripe.com/c/pay/${s.id}` : null,
    payment_intent: s.intent ? (expand ? intentJson(s.intent) : s.intent.id) : null,
  });

  function handle(method: string, path: string, headers: Record<string, string | string[] | undefined>, body: Params): Answer {
    const url = new URL(path, API);
    const header = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
    };
    if (header('authorization') !== `Bearer ${secretKey}`) return error(401, 'Invalid API Key provided');
    const key = header('idempotency-key');
    requests.push({ method, path: url.pathname, query: url.searchParams, body, idempotencyKey: key });
    const again = key && method === 'POST' ? answered.get(`${url.pathname}|${key}`) : undefined;
    if (again) return again;
    const send = (status: number, json: unknown): Answer => {
      const answer = { status, json };
      if (key && method === 'POST') answered.set(`${url.pathname}|${key}`, answer);
      return answer;
    };
    const expand = url.searchParams.getAll('expand[]').includes('payment_intent') || url.searchParams.getAll('expand[0]').includes('payment_intent');
    const one = url.pathname.match(/^\/v1\/checkout\/sessions\/(cs_test_\w+)$/);
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const item = ((body.line_items as Params[] | undefined) ?? [])[0] as { price_data?: { unit_amount?: string; currency?: string } } | undefined;
      const amount = Number(item?.price_data?.unit_amount);
      if (!Number.isInteger(amount) || amount < 50)
        return send(400, error(400, 'Amount must be at least €0.50 eur', 'amount_too_small', 'line_items[0][price_data][unit_amount]').json);
      if (!body.success_url) return send(400, error(400, 'Missing required param: success_url.', 'parameter_missing', 'success_url').json);
      const s: Session = {
        id: next('cs_test_standin'),
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency: String(item?.price_data?.currency ?? 'eur'),
        allowed: (body.allowed_payment_method_types as string[] | undefined) ?? ['card'],
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        success_url: String(body.success_url),
        locale: (body.locale as string | undefined) ?? null,
        expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86_400),
        intent: null,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(s.id, s);
      return send(200, sessionJson(s, false));
    }
    if (method === 'GET' && one) {
      const s = sessions.get(one[1]!);
      return s ? send(200, sessionJson(s, expand)) : error(404, `No such checkout.session: '${one[1]}'`, 'resource_missing', 'session');
    }
    if (method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const pi = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => s.intent?.id === pi).map((s) => sessionJson(s, false));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    if (method === 'GET' && url.pathname === '/v1/payment_method_configurations') {
      const config: Params = { id: 'pmc_standin', object: 'payment_method_configuration', active: true, is_default: true, livemode: false, name: 'Default' };
      for (const type of ['card', 'paypal', 'satispay', 'klarna', 'ideal', 'bancontact', 'customer_balance', 'billie'])
        config[type] = {
          available: available.has(type),
          display_preference: { overridable: true, preference: 'none', value: available.has(type) ? 'on' : 'off' },
        };
      return send(200, { object: 'list', data: [config], has_more: false, url: '/v1/payment_method_configurations' });
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const session = [...sessions.values()].find((s) => s.intent?.id === body.payment_intent);
      const intent = session?.intent;
      if (!intent) return send(404, error(404, `No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing').json);
      if (intent.status !== 'succeeded')
        return send(400, error(400, 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable').json);
      const amount = body.amount === undefined ? intent.amount_received - intent.refunded : Number(body.amount);
      if (amount > intent.amount_received - intent.refunded)
        return send(
          400,
          error(400, `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge`, 'amount_too_large', 'amount').json,
        );
      intent.refunded += amount;
      const refund = { id: next('re_standin'), payment_intent: intent.id, amount };
      refunds.push(refund);
      return send(200, { ...refund, object: 'refund', currency: intent.currency, status: 'succeeded', metadata: body.metadata ?? {} });
    }
    return error(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
  }

  if (!nock.isActive()) nock.activate();
  const scope = nock(API).persist();
  for (const method of ['GET', 'POST', 'DELETE'] as const)
    scope
      .intercept(() => true, method)
      .reply(function (path, requestBody) {
        const body = typeof requestBody === 'string' ? parseForm(requestBody) : ((requestBody ?? {}) as Params);
        const answer = handle(method, path, this.req.headers, body);
        return [answer.status, answer.json, { 'content-type': 'application/json', 'request-id': `req_${seq}` }];
      });

  const must = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`no session ${id}`);
    return s;
  };
  const intentFor = (s: Session, type: string): Intent =>
    (s.intent ??= {
      id: next('pi_standin'),
      status: 'requires_payment_method',
      amount: s.amount_total,
      amount_received: 0,
      refunded: 0,
      currency: s.currency,
      payment_method_types: [type],
      last_payment_error: null,
    });

  return {
    secretKey,
    webhookSecret,
    requests,
    sessions,
    refunds,
    available,
    act(id, what, opts = {}) {
      const s = must(id);
      const intent = intentFor(s, opts.type ?? s.allowed[0] ?? 'card');
      if (what === 'paid' || what === 'settled') {
        Object.assign(s, { status: 'complete', payment_status: 'paid' });
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      } else if (what === 'processing') {
        s.status = 'complete';
        // A bank transfer waits for the money, with where to send it; other methods are processing.
        intent.status = intent.payment_method_types[0] === 'customer_balance' ? 'requires_action' : 'processing';
      } else if (what === 'bounced') {
        s.status = 'complete';
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: { code: 'payment_method_provider_decline', message: 'The bank declined.' },
        });
      } else if (what === 'declined') {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'card_declined', decline_code: opts.declineCode ?? 'generic_decline', message: 'Your card was declined.' };
      } else s.status = 'expired';
      return sessionJson(s, false);
    },
    dispute(id, status = 'needs_response') {
      const s = must(id);
      if (!s.intent) throw new Error(`session ${id} was never paid`);
      const existing = [...disputes.values()].find((d) => d.payment_intent === s.intent!.id);
      const dispute = {
        id: (existing?.id as string | undefined) ?? next('dp_standin'),
        object: 'dispute',
        amount: s.intent.amount_received,
        currency: s.currency,
        charge: `ch_for_${s.intent.id}`,
        payment_intent: s.intent.id,
        reason: 'fraudulent',
        status,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    event(type, object, opts = {}) {
      const at = opts.at ?? new Date();
      const body = JSON.stringify({
        id: opts.id ?? next('evt_standin'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(at.getTime() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: opts.secret ?? webhookSecret,
        timestamp: Math.floor(at.getTime() / 1000),
      });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    async close() {
      scope.persist(false);
      nock.cleanAll();
      nock.restore();
    },
  };
}
