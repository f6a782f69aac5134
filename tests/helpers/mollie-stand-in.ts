import nock from 'nock';
import { mollieTransferDetails } from './transfer-stand-ins.ts';

// A stand-in for Mollie's API v2, answering the exchanges the shop's adapter makes (create, get and
// refund a payment, list the methods) in the shapes Mollie documents. The official SDK talks to
// https://api.mollie.com with its own pinned certificates, so the stand-in answers there, inside
// this process (nock intercepts the SDK's HTTPS requests): nothing leaves the machine. Its own
// controls play the payer and Mollie's side: pay, fail, authorise or expire a payment, then call
// the shop's webhook as Mollie does (a form post naming the payment's id, nothing else).

const API = 'https://api.mollie.com';
type Answer = { status: number; json: unknown };

type Amount = { value: string; currency: string };
type StandInPayment = {
  id: string;
  status: string;
  amount: Amount;
  amountRefunded: Amount;
  description: string;
  method: string | string[] | null;
  issuer?: string;
  locale?: string;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl?: string;
  failureReason?: string;
  createdAt: string;
  chargebacks: { id: string; amount: Amount; reason: { code: string; description: string }; createdAt: string; reversedAt?: string }[];
};
type StandInRefund = { id: string; paymentId: string; amount: Amount };

export type MollieStandIn = {
  /** Mollie's API root, as the SDK has it by default. */
  url: string;
  apiKey: string;
  /** Every request as it arrived: method, path, query, body, idempotency key. */
  requests: { method: string; path: string; query: URLSearchParams; body: Record<string, unknown>; idempotencyKey: string | null }[];
  payments: Map<string, StandInPayment>;
  refunds: StandInRefund[];
  /** What each country offers (Mollie's method ids), and iDEAL's issuers. */
  offer: Record<string, string[]>;
  /** The payer finishes on the hosted page (or Mollie's checks end it): the status changes. Answers the webhook's body. */
  settle(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired' | 'authorized', failureReason?: string): string;
  /** The payer's bank takes the money back (a chargeback), or Mollie reverses it. Answers the webhook's body. */
  chargeback(id: string, reversed?: boolean): string;
  /** Mollie calls the payment's webhook over HTTP, as it does after each change. */
  notify(id: string): Promise<Response>;
  close(): Promise<void>;
};

const cents = (a: Amount) => Math.round(Number(a.value) * 100);
const amountOf = (c: number, currency: string): Amount => ({ value: (c / 100).toFixed(2), currency });
const ISSUERS = [
  {
    resource: 'issuer',
    id: 'ideal_POLDNL2A',
    name: 'Polderbank',
    image: { size1x: 'https://example.invalid/p.png', size2x: 'https://example.invalid/p2.png', svg: 'https://example.invalid/p.svg' },
  },
  {
    resource: 'issuer',
    id: 'ideal_GRACNL2A',
    name: 'Grachtenbank',
    image: { size1x: 'https://example.invalid/g.png', size2x: 'https://example.invalid/g2.png', svg: 'https://example.invalid/g.svg' },
  },
];

function problem(status: number, title: string, detail: string, field?: string): Answer {
  return {
    status,
    json: {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
    },
  };
}

export async function startMollieStandIn(): Promise<MollieStandIn> {
  const apiKey = 'test_standin0123456789abcdefghijklm';
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const requests: MollieStandIn['requests'] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const offer: Record<string, string[]> = {
    IT: ['creditcard', 'paypal', 'applepay', 'satispay', 'banktransfer'],
    NL: ['ideal', 'creditcard', 'paypal', 'banktransfer', 'billie'],
  };
  let seq = 0;
  const base = API;

  const paymentJson = (p: StandInPayment) => {
    const refunded = cents(p.amountRefunded);
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      createdAt: p.createdAt,
      amount: p.amount,
      description: p.description,
      // A list of one method sends the payer straight into it: Mollie names it at once.
      method: Array.isArray(p.method) ? (p.status === 'open' && p.method.length > 1 ? null : p.method[0]) : p.method,
      metadata: p.metadata,
      status: p.status,
      isCancelable: p.status === 'open',
      profileId: 'pfl_standin01',
      sequenceType: 'oneoff',
      redirectUrl: p.redirectUrl,
      ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
      ...(p.locale ? { locale: p.locale } : {}),
      ...(p.status === 'paid'
        ? { paidAt: p.createdAt, amountRefunded: p.amountRefunded, amountRemaining: amountOf(cents(p.amount) - refunded, p.amount.currency) }
        : {}),
      ...(p.chargebacks.some((c) => !c.reversedAt)
        ? {
            amountChargedBack: amountOf(
              p.chargebacks.filter((c) => !c.reversedAt).reduce((s, c) => s + cents(c.amount), 0),
              p.amount.currency,
            ),
          }
        : p.chargebacks.length
          ? { amountChargedBack: amountOf(0, p.amount.currency) }
          : {}),
      ...(p.status === 'failed' ? { failedAt: p.createdAt, details: { failureReason: p.failureReason ?? 'card_declined' } } : {}),
      // A bank transfer carries where the money goes and the reference Mollie matches it by.
      ...([p.method].flat()[0] === 'banktransfer' && p.status !== 'failed' ? { details: mollieTransferDetails(p.id) } : {}),
      _links: {
        self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
        ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
        dashboard: { href: `${base}/dashboard/${p.id}`, type: 'text/html' },
      },
    };
  };

  function handle(method: string, path: string, headers: Record<string, string | string[] | undefined>, body: Record<string, unknown>): Answer {
    const url = new URL(path, API);
    const header = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
    };
    if (header('authorization') !== `Bearer ${apiKey}`) return problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    const key = header('idempotency-key');
    requests.push({ method, path: url.pathname, query: url.searchParams, body, idempotencyKey: key });
    const send = (status: number, json: unknown): Answer => {
      if (key && method === 'POST') answered.set(`${url.pathname}|${key}`, { status, body: json });
      return { status, json };
    };
    // Mollie answers a repeated key with the first answer.
    const again = key && method === 'POST' ? answered.get(`${url.pathname}|${key}`) : undefined;
    if (again) return send(again.status, again.body);
    const paymentPath = url.pathname.match(/^\/v2\/payments\/(tr_\w+)$/);
    const refundPath = url.pathname.match(/^\/v2\/payments\/(tr_\w+)\/refunds$/);
    if (method === 'POST' && url.pathname === '/v2/payments') {
      const amount = body.amount as Amount | undefined;
      if (!amount || !/^\d+\.\d{2}$/.test(amount.value) || cents(amount) <= 0) return problem(422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      if (!body.redirectUrl) return problem(422, 'Unprocessable Entity', 'The redirect URL is required', 'redirectUrl');
      const id = `tr_standin${String(++seq).padStart(4, '0')}`;
      const p: StandInPayment = {
        id,
        status: 'open',
        amount,
        amountRefunded: amountOf(0, amount.currency),
        description: String(body.description ?? ''),
        method: (body.method as string | string[] | undefined) ?? null,
        issuer: body.issuer as string | undefined,
        locale: body.locale as string | undefined,
        metadata: body.metadata ?? null,
        redirectUrl: String(body.redirectUrl),
        webhookUrl: body.webhookUrl as string | undefined,
        createdAt: new Date().toISOString(),
        chargebacks: [],
      };
      payments.set(id, p);
      return send(201, paymentJson(p));
    }
    if (method === 'GET' && paymentPath) {
      const p = payments.get(paymentPath[1]!);
      return p ? send(200, paymentJson(p)) : problem(404, 'Not Found', `No payment exists with token ${paymentPath[1]}.`);
    }
    if (method === 'POST' && refundPath) {
      const p = payments.get(refundPath[1]!);
      if (!p) return problem(404, 'Not Found', `No payment exists with token ${refundPath[1]}.`);
      const amount = body.amount as Amount;
      const left = cents(p.amount) - cents(p.amountRefunded);
      if (p.status !== 'paid') return problem(422, 'Unprocessable Entity', 'The payment cannot be refunded');
      if (cents(amount) > left) return problem(422, 'Unprocessable Entity', 'The amount is higher than the amount remaining', 'amount');
      p.amountRefunded = amountOf(cents(p.amountRefunded) + cents(amount), amount.currency);
      const refund = { id: `re_standin${String(refunds.length + 1).padStart(4, '0')}`, paymentId: p.id, amount };
      refunds.push(refund);
      return send(201, { resource: 'refund', ...refund, status: 'pending', createdAt: new Date().toISOString(), _links: {} });
    }
    const chargebackPath = url.pathname.match(/^\/v2\/payments\/(tr_\w+)\/chargebacks$/);
    if (method === 'GET' && chargebackPath) {
      const p = payments.get(chargebackPath[1]!);
      if (!p) return problem(404, 'Not Found', `No payment exists with token ${chargebackPath[1]}.`);
      const chargebacks = p.chargebacks.map((c) => ({
        resource: 'chargeback',
        ...c,
        settlementAmount: amountOf(-cents(c.amount), c.amount.currency),
        paymentId: p.id,
        _links: {},
      }));
      return send(200, {
        count: chargebacks.length,
        _embedded: { chargebacks },
        _links: { self: { href: `${base}${url.pathname}`, type: 'application/hal+json' } },
      });
    }
    if (method === 'GET' && url.pathname === '/v2/methods') {
      const ids = offer[url.searchParams.get('billingCountry') ?? ''] ?? offer.IT!;
      const withIssuers = (url.searchParams.get('include') ?? '').includes('issuers');
      const methods = ids.map((id) => ({
        resource: 'method',
        id,
        description: id,
        status: 'activated',
        minimumAmount: { value: '1.00', currency: 'EUR' },
        maximumAmount: null,
        image: { size1x: 'https://example.invalid/m.png', size2x: 'https://example.invalid/m2.png', svg: 'https://example.invalid/m.svg' },
        ...(id === 'ideal' && withIssuers ? { issuers: ISSUERS } : {}),
        _links: {},
      }));
      return send(200, { count: methods.length, _embedded: { methods }, _links: { self: { href: `${base}/v2/methods`, type: 'application/hal+json' } } });
    }
    return problem(404, 'Not Found', 'The resource does not exist');
  }

  if (!nock.isActive()) nock.activate();
  const scope = nock(API).persist();
  for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const)
    scope
      .intercept(() => true, method)
      .reply(function (path, requestBody) {
        let body: Record<string, unknown> = {};
        if (typeof requestBody === 'string' && requestBody) {
          try {
            body = JSON.parse(requestBody) as Record<string, unknown>;
          } catch {
            const bad = problem(400, 'Bad Request', 'The request body is not JSON');
            return [bad.status, bad.json];
          }
        } else if (requestBody && typeof requestBody === 'object') body = requestBody as Record<string, unknown>;
        const answer = handle(method, path, this.req.headers, body);
        return [answer.status, answer.json, { 'content-type': 'application/hal+json' }];
      });

  return {
    url: `${API}/v2/`,
    apiKey,
    requests,
    payments,
    refunds,
    offer,
    settle(id, status, failureReason) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      p.status = status;
      if (Array.isArray(p.method)) p.method = p.method[0] ?? null;
      if (failureReason) p.failureReason = failureReason;
      return `id=${id}`;
    },
    chargeback(id, reversed = false) {
      const p = payments.get(id);
      if (!p) throw new Error(`no payment ${id}`);
      const open = p.chargebacks.find((c) => !c.reversedAt);
      if (reversed && open) open.reversedAt = new Date().toISOString();
      else if (!reversed)
        p.chargebacks.push({
          id: `chb_standin${p.chargebacks.length + 1}`,
          amount: p.amount,
          reason: { code: 'AM04', description: 'Insufficient funds' },
          createdAt: new Date().toISOString(),
        });
      return `id=${id}`;
    },
    notify(id) {
      const p = payments.get(id);
      if (!p?.webhookUrl) throw new Error(`no webhook for ${id}`);
      return fetch(p.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${id}` });
    },
    async close() {
      scope.persist(false);
      nock.cleanAll();
      nock.restore();
    },
  };
}
