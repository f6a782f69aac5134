import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMollieStandIn, type MollieStandIn } from '../../../../tests/helpers/mollie-stand-in.ts';
import { RefundRefused, type PaymentProvider } from '../provider.ts';
import { paymentRequest } from '../../../../tests/helpers/payment-request.ts';
import { centsOf } from './mapping.ts';
import { createMollieProvider } from './provider.ts';

// Issue 19: the Mollie adapter, through Mollie's official SDK, against a local stand-in of its API
// (tests/helpers/mollie-stand-in.ts): what it asks of Mollie, and what it makes of the answers.

const order = paymentRequest('https://shop.example/cassa/abc/');

describe('the Mollie adapter', () => {
  let mollie: MollieStandIn;
  let provider: PaymentProvider;
  // The shop's webhook, as Mollie calls it: what it was sent.
  let hook: Server;
  let webhookUrl: string;
  const hooks: string[] = [];
  beforeAll(async () => {
    mollie = await startMollieStandIn();
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        hooks.push(`${req.headers['content-type']} ${body}`);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhooks/psp`;
    provider = createMollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.url, webhookUrl });
  });
  afterAll(async () => {
    await mollie.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('opens a payment on the hosted page with the amount, method, language and webhook, once per idempotency key', async () => {
    const opened = await provider.createPayment(order);
    expect(opened.ref).toMatch(/^tr_/);
    expect(opened.redirectUrl).toBe(`${mollie.url.replace('/v2/', '')}/checkout/${opened.ref}`);
    const asked = mollie.requests.find((r) => r.method === 'POST' && r.path === '/v2/payments')!;
    expect(asked.body).toMatchObject({
      amount: { value: '25.95', currency: 'EUR' },
      description: 'Ordine IT-100042',
      redirectUrl: 'https://shop.example/cassa/abc/',
      webhookUrl,
      method: ['creditcard'],
      locale: 'it_IT',
      metadata: { reference: 'IT-100042' },
    });
    expect(asked.idempotencyKey).toBe('IT-100042:1');
    // A retry after a crash, same key: the same payment, not a second one.
    expect((await provider.createPayment(order)).ref).toBe(opened.ref);
    expect(mollie.payments.size).toBe(1);
    // The next attempt has a key of its own; online banking names the bank chosen in the shop.
    const ideal = await provider.createPayment({ ...order, idempotencyKey: 'IT-100042:2', method: 'bank_redirect', bank: 'ideal_POLDNL2A', locale: 'nl' });
    expect(mollie.payments.get(ideal.ref)).toMatchObject({ method: ['ideal'], issuer: 'ideal_POLDNL2A', locale: 'nl_NL' });
  });

  it('reads the status Mollie gives: paid, pending while authorised, failed with its reason, unknown as none', async () => {
    const paid = await provider.createPayment({ ...order, idempotencyKey: 'read:1' });
    mollie.settle(paid.ref, 'paid');
    await mollie.notify(paid.ref);
    // Mollie tells the shop which payment changed, and nothing more.
    expect(hooks.at(-1)).toBe(`application/x-www-form-urlencoded id=${paid.ref}`);
    expect(await provider.getPayment(paid.ref)).toEqual({
      ref: paid.ref,
      status: 'paid',
      failureReason: null,
      amountCents: 2595,
      currency: 'EUR',
      method: 'card',
      transfer: null,
    });
    // Mollie keeps a bank transfer open until the money comes; with its account and reference given, the shop waits: pending.
    const transfer = await provider.createPayment({ ...order, idempotencyKey: 'read:5', method: 'bank_transfer' });
    expect(await provider.getPayment(transfer.ref)).toMatchObject({
      status: 'pending',
      method: 'bank_transfer',
      transfer: {
        iban: 'NL02ABNA0123456789',
        bic: 'ABNANL2A',
        beneficiary: 'Stichting Proefgeld Betalingen',
        reference: expect.stringMatching(/^RF18-\d{4}-\d{4}-\d{4}$/),
      },
    });
    const authorised = await provider.createPayment({ ...order, idempotencyKey: 'read:2', method: 'invoice' });
    mollie.settle(authorised.ref, 'authorized');
    expect(await provider.getPayment(authorised.ref)).toMatchObject({ status: 'pending', method: 'invoice' });
    const fraud = await provider.createPayment({ ...order, idempotencyKey: 'read:3' });
    mollie.settle(fraud.ref, 'failed', 'possible_fraud');
    expect(await provider.getPayment(fraud.ref)).toMatchObject({ status: 'failed', failureReason: 'fraud' });
    const declined = await provider.createPayment({ ...order, idempotencyKey: 'read:4' });
    mollie.settle(declined.ref, 'failed', 'insufficient_funds');
    expect(await provider.getPayment(declined.ref)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await provider.getPayment('tr_nosuchpayment')).toBeNull();
  });

  it('takes a webhook as a payment id only, and believes what Mollie says when asked', async () => {
    const p = await provider.createPayment({ ...order, idempotencyKey: 'hook:1' });
    const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(await provider.verifyWebhook(`id=${p.ref}`, headers)).toMatchObject({ ok: true, event: { id: `${p.ref}:open`, ref: p.ref, status: 'open' } });
    mollie.settle(p.ref, 'paid');
    // The same call again after the change is a new event; a repeat of it is the same event.
    expect(await provider.verifyWebhook(`id=${p.ref}`, headers)).toMatchObject({ ok: true, event: { id: `${p.ref}:paid`, status: 'paid' } });
    expect(await provider.verifyWebhook('id=tr_forged1234', headers)).toEqual({ ok: false, reason: 'unknown payment' });
    expect(await provider.verifyWebhook('{"id":"tr_x"}', headers)).toEqual({ ok: false, reason: 'body names no payment' });
    expect(await provider.verifyWebhook('id=../v2/methods', headers)).toEqual({ ok: false, reason: 'body names no payment' });
  });

  it('refunds part or all of a paid payment, once per key, and says why it would not', async () => {
    const p = await provider.createPayment({ ...order, idempotencyKey: 'refund:1' });
    await expect(provider.refund(p.ref, { amountCents: 500, idempotencyKey: 'r-0' })).rejects.toThrow(new RefundRefused('not-paid'));
    mollie.settle(p.ref, 'paid');
    const first = await provider.refund(p.ref, { amountCents: 1000, idempotencyKey: 'r-1' });
    expect(first).toEqual({ ref: expect.stringMatching(/^re_/), amountCents: 1000 });
    expect(await provider.refund(p.ref, { amountCents: 1000, idempotencyKey: 'r-1' })).toEqual(first);
    expect(mollie.refunds.filter((r) => r.paymentId === p.ref)).toHaveLength(1);
    await expect(provider.refund(p.ref, { amountCents: 1596, idempotencyKey: 'r-2' })).rejects.toThrow(new RefundRefused('too-much'));
    expect((await provider.refund(p.ref, { amountCents: 1595, idempotencyKey: 'r-3' })).amountCents).toBe(1595);
    await expect(provider.refund('tr_nosuchpayment', { amountCents: 1, idempotencyKey: 'r-4' })).rejects.toThrow(new RefundRefused('unknown-payment'));
  });

  it('offers the methods Mollie answers for the storefront and amount, iDEAL with its banks, and asks again only after a while', async () => {
    let clock = 0;
    const timed = createMollieProvider({
      apiKey: mollie.apiKey,
      apiEndpoint: mollie.url,
      webhookUrl: 'http://127.0.0.1:9/',
      now: () => clock,
      methodsCacheMs: 60_000,
    });
    const dutch = await timed.methods({ storeId: 1, amountCents: 5000, currency: 'EUR' });
    expect(dutch.map((m) => m.id)).toEqual(['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice']);
    expect(dutch.find((m) => m.id === 'bank_redirect')?.banks).toEqual([
      { id: 'ideal_POLDNL2A', issuer: 'Polderbank' },
      { id: 'ideal_GRACNL2A', issuer: 'Grachtenbank' },
    ]);
    const asked = mollie.requests.filter((r) => r.path === '/v2/methods');
    expect(asked.at(-1)?.query.get('billingCountry')).toBe('NL');
    expect(asked.at(-1)?.query.get('amount[value]')).toBe('50.00');
    expect((await timed.methods({ storeId: 53, amountCents: 5000, currency: 'EUR' })).map((m) => m.id)).toEqual(['card', 'wallet', 'bank_transfer']);
    const before = mollie.requests.length;
    await timed.methods({ storeId: 1, amountCents: 5000, currency: 'EUR' });
    expect(mollie.requests.length).toBe(before);
    clock = 61_000;
    mollie.offer.NL = ['creditcard'];
    expect((await timed.methods({ storeId: 1, amountCents: 5000, currency: 'EUR' })).map((m) => m.id)).toEqual(['card']);
  });

  it('reads amounts in cents exactly', () => {
    expect(centsOf({ value: '25.95' })).toBe(2595);
    expect(centsOf({ value: '0.10' })).toBe(10);
    expect(centsOf({ value: '1000.00' })).toBe(100000);
    expect(centsOf({ value: '-5.01' })).toBe(-501);
  });
});
