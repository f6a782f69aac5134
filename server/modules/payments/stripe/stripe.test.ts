import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../../tests/helpers/stripe-stand-in.ts';
import { RefundRefused, type CreatePayment, type PaymentProvider } from '../provider.ts';
import { paymentRequest } from '../../../../tests/helpers/payment-request.ts';
import { createStripeProvider } from './provider.ts';

// Issue 19: the Stripe adapter, through Stripe's official SDK, against a stand-in of its API
// (tests/helpers/stripe-stand-in.ts): what it asks of Stripe, what it makes of the answers, and
// which webhooks it believes (the endpoint's signature, within the replay window).

const order = paymentRequest('https://shop.example/cassa/elaborazione-pagamento/?order=abc');

describe('the Stripe adapter', () => {
  let stripe: StripeStandIn;
  let provider: PaymentProvider;
  let clock = Date.parse('2026-11-29T10:00:00Z');
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    provider = createStripeProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, now: () => clock });
  });
  afterAll(() => stripe.close());
  const open = async (p: Partial<CreatePayment> = {}) => provider.createPayment({ ...order, idempotencyKey: `k-${Math.random()}`, ...p });

  it('opens a Checkout Session with the amount, the methods, the language and the return, once per idempotency key', async () => {
    const opened = await provider.createPayment(order);
    expect(opened.ref).toMatch(/^cs_test_/);
    expect(opened.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${opened.ref}`);
    const asked = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(asked.idempotencyKey).toBe('IT-100042:1');
    expect(asked.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '2595', product_data: { name: 'Ordine IT-100042' } } }],
      allowed_payment_method_types: ['card'],
      success_url: order.returnUrl,
      cancel_url: order.returnUrl,
      locale: 'it',
      expires_at: String(Math.floor(clock / 1000) + 45 * 60),
      metadata: { reference: 'IT-100042', shop_method: 'card' },
    });
    // A retry after a crash asks again with the same key: the same session, not a second one.
    expect(await provider.createPayment(order)).toEqual(opened);
    expect(stripe.sessions.size).toBe(1);
    const banking = await open({ method: 'bank_redirect', locale: 'nl' });
    expect(stripe.sessions.get(banking.ref)).toMatchObject({ allowed: ['ideal', 'bancontact'], locale: 'nl' });
  });

  it('reads each state of a session in the shop’s words', async () => {
    const card = await open();
    expect(await provider.getPayment(card.ref)).toMatchObject({ status: 'open', amountCents: 2595, currency: 'EUR' });
    // A card refused on Stripe's page: the payer may try another there, the session stays open.
    stripe.act(card.ref, 'declined', { declineCode: 'fraudulent' });
    expect((await provider.getPayment(card.ref))?.status).toBe('open');
    stripe.act(card.ref, 'paid');
    expect(await provider.getPayment(card.ref)).toEqual({
      ref: card.ref,
      status: 'paid',
      failureReason: null,
      amountCents: 2595,
      currency: 'EUR',
      method: 'card',
      transfer: null,
    });

    // A bank transfer waits for the money: Stripe's account and its reference for this payment.
    const transfer = await open({ method: 'bank_transfer' });
    stripe.act(transfer.ref, 'processing');
    expect(await provider.getPayment(transfer.ref)).toMatchObject({
      status: 'pending',
      transfer: { iban: 'NL91ABNA0417164300', bic: 'SXPYDEHH', beneficiary: 'Donami Proefwinkel', reference: expect.stringMatching(/^[0-9A-Z]{8}SI$/) },
    });
    stripe.act(transfer.ref, 'settled');
    expect(await provider.getPayment(transfer.ref)).toMatchObject({ status: 'paid', method: 'bank_transfer' });

    const bounced = await open({ method: 'bank_redirect' });
    stripe.act(bounced.ref, 'processing');
    stripe.act(bounced.ref, 'bounced');
    expect(await provider.getPayment(bounced.ref)).toMatchObject({ status: 'failed', failureReason: 'declined', method: 'bank_redirect' });

    const late = await open();
    stripe.act(late.ref, 'expired');
    expect((await provider.getPayment(late.ref))?.status).toBe('expired');
    expect(await provider.getPayment('cs_test_nobodyknowsthisone')).toBeNull();
    expect(await provider.getPayment('../v1/refunds')).toBeNull();
  });

  it('believes a webhook signed with the endpoint secret within five minutes, and nothing else', async () => {
    const s = await open();
    const paid = stripe.act(s.ref, 'paid');
    const good = stripe.event('checkout.session.completed', paid, { id: 'evt_good', at: new Date(clock - 60_000) });
    const at = new Date(clock);
    expect(await provider.verifyWebhook(good.body, new Headers(good.headers), at)).toEqual({
      ok: true,
      event: { id: 'evt_good', ref: s.ref, status: 'paid', createdAt: new Date(Math.floor((clock - 60_000) / 1000) * 1000).toISOString() },
    });
    const forged = stripe.event('checkout.session.completed', paid, { secret: 'whsec_someoneelse0123456789' });
    expect(await provider.verifyWebhook(forged.body, new Headers(forged.headers), at)).toMatchObject({ ok: false });
    // The same body with a changed amount breaks the signature.
    expect(await provider.verifyWebhook(good.body.replace('2595', '1'), new Headers(good.headers), at)).toMatchObject({ ok: false });
    const replayed = stripe.event('checkout.session.completed', paid, { at: new Date(clock - 6 * 60_000) });
    expect(await provider.verifyWebhook(replayed.body, new Headers(replayed.headers), at)).toMatchObject({ ok: false });
    expect(await provider.verifyWebhook(good.body, new Headers({ 'content-type': 'application/json' }), at)).toMatchObject({ ok: false });
    // Proven, about something the shop does not act on: answered, no event.
    const other = stripe.event('customer.created', { id: 'cus_1', object: 'customer' }, { at });
    expect(await provider.verifyWebhook(other.body, new Headers(other.headers), at)).toEqual({ ok: true, event: null });
  });

  it('turns a dispute into an event on its payment', async () => {
    const s = await open();
    stripe.act(s.ref, 'paid');
    const dispute = stripe.dispute(s.ref);
    const e = stripe.event('charge.dispute.created', dispute, { id: 'evt_dispute', at: new Date(clock) });
    expect(await provider.verifyWebhook(e.body, new Headers(e.headers), new Date(clock))).toMatchObject({
      ok: true,
      event: {
        id: 'evt_dispute',
        ref: s.ref,
        status: 'paid',
        dispute: { ref: dispute.id, amountCents: 2595, currency: 'EUR', reason: 'fraudulent', status: 'open' },
      },
    });
    const lost = stripe.event('charge.dispute.closed', stripe.dispute(s.ref, 'lost'), { at: new Date(clock) });
    expect(await provider.verifyWebhook(lost.body, new Headers(lost.headers), new Date(clock))).toMatchObject({
      ok: true,
      event: { dispute: { status: 'lost' } },
    });
  });

  it('refunds in full or in part, once per idempotency key, and refuses more than is left or an unpaid session', async () => {
    const s = await open();
    await expect(provider.refund(s.ref, { amountCents: 100, idempotencyKey: 'r0' })).rejects.toEqual(new RefundRefused('not-paid'));
    stripe.act(s.ref, 'paid');
    expect(await provider.refund(s.ref, { amountCents: 1000, idempotencyKey: 'r1' })).toEqual({ ref: expect.stringMatching(/^re_/), amountCents: 1000 });
    const again = await provider.refund(s.ref, { amountCents: 1000, idempotencyKey: 'r1' });
    expect(stripe.refunds.filter((r) => r.payment_intent === stripe.sessions.get(s.ref)!.intent!.id)).toHaveLength(1);
    expect(again.amountCents).toBe(1000);
    await expect(provider.refund(s.ref, { amountCents: 1596, idempotencyKey: 'r2' })).rejects.toEqual(new RefundRefused('too-much'));
    expect(await provider.refund(s.ref, { amountCents: 1595, idempotencyKey: 'r3' })).toMatchObject({ amountCents: 1595 });
    await expect(provider.refund('cs_test_unknown0000', { amountCents: 1, idempotencyKey: 'r4' })).rejects.toEqual(new RefundRefused('unknown-payment'));
  });

  it("offers the methods Stripe makes available, sold in the storefront's country, kept five minutes", async () => {
    const methods = async (storeId: number) => (await provider.methods({ storeId })).map((m) => m.id);
    expect(await methods(53)).toEqual(['card', 'wallet', 'bank_transfer']);
    expect(await provider.methods({ storeId: 1 })).toEqual([{ id: 'card' }, { id: 'wallet' }, { id: 'bank_redirect' }, { id: 'bank_transfer' }]);
    const asked = () => stripe.requests.filter((r) => r.path === '/v1/payment_method_configurations').length;
    const before = asked();
    stripe.available.delete('customer_balance');
    stripe.available.add('billie');
    expect(await methods(53)).toEqual(['card', 'wallet', 'bank_transfer']);
    expect(asked()).toBe(before);
    clock += 5 * 60_000;
    expect(await methods(53)).toEqual(['card', 'wallet', 'invoice']);
  });
});
