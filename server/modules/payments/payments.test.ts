import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { drainJobs } from '../../jobs/queue.ts';
import type { Database, Db } from '../../db/client.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { applyOutcome, eventsOf, expireDue, findSandboxPayment, markPaid } from './sandbox/books.ts';
import { deliverEvent } from './sandbox/delivery.ts';
import { signBody } from './sandbox/signature.ts';
import { acceptPaymentEvent, countAttempts, latestPayment, paymentsOfOrder, recordEvent, refreshPayment, startPayment, type StartPayment } from './service.ts';
import type { PaymentProvider } from './provider.ts';
import { payments, sandboxEvents } from './tables.ts';
import { must } from '../../../common/must.ts';

const secret = 'test-secret';
const now = new Date('2026-03-02T10:00:00Z');
const eventBody = (status = 'paid') =>
  JSON.stringify({ id: 'evt_abc', type: 'payment.updated', data: { ref: 'sbx_abc', status }, createdAt: now.toISOString() });
const signed = (body: string, at = now, key = secret) => new Headers({ 'PSP-Signature': signBody(key, body, at) });

describe('webhook signatures', () => {
  // Verification never touches the database.
  const provider = createSandboxProvider(null as never, { secret });

  it('accepts a body signed with the shared secret and reads the event from it', async () => {
    const body = eventBody();
    expect(await provider.verifyWebhook(body, signed(body), now)).toEqual({
      ok: true,
      event: { id: 'evt_abc', ref: 'sbx_abc', status: 'paid', createdAt: now.toISOString() },
    });
  });

  it('rejects a changed body, another secret, and a missing or garbled header', async () => {
    const body = eventBody();
    expect(await provider.verifyWebhook(eventBody('failed'), signed(body), now)).toEqual({ ok: false, reason: 'signature mismatch' });
    expect(await provider.verifyWebhook(body, signed(body, now, 'other-secret'), now)).toEqual({ ok: false, reason: 'signature mismatch' });
    expect(await provider.verifyWebhook(body, new Headers(), now)).toEqual({ ok: false, reason: 'missing signature' });
    expect(await provider.verifyWebhook(body, new Headers({ 'PSP-Signature': 't=abc,v1=zz' }), now)).toEqual({ ok: false, reason: 'malformed signature' });
  });

  it('rejects a timestamp more than 300 s old or ahead, accepts one within', async () => {
    const body = eventBody();
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    expect(await provider.verifyWebhook(body, signed(body, at(-301)), now)).toEqual({ ok: false, reason: 'timestamp outside tolerance' });
    expect(await provider.verifyWebhook(body, signed(body, at(301)), now)).toEqual({ ok: false, reason: 'timestamp outside tolerance' });
    expect((await provider.verifyWebhook(body, signed(body, at(-299)), now)).ok).toBe(true);
  });

  it('rejects a well-signed body that is not a payment event', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'refund.created', data: {} });
    expect(await provider.verifyWebhook(body, signed(body), now)).toEqual({ ok: false, reason: 'body is not a payment event' });
  });
});

describe.each(databaseKinds)('payments on $kind', ({ open }) => {
  let database: Database;
  let db: Db;
  let provider: PaymentProvider;
  let nextOrder = 900;
  beforeAll(async () => {
    database = await open();
    db = database.db;
    provider = createSandboxProvider(db, { secret });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await drainJobs(database.db);
  });

  async function start(over: Partial<StartPayment> = {}) {
    const orderId = over.orderId ?? nextOrder++;
    const started = await startPayment(db, provider, {
      orderId,
      amountCents: 2500,
      currency: 'EUR',
      method: 'card',
      bank: null,
      description: 'Donami.it · ordine 100001',
      reference: '100001',
      idempotencyKey: `100001:${orderId}`,
      returnUrl: '/cassa/elaborazione-pagamento/?order=abc',
      locale: 'it',
      ...over,
    });
    const row = (await latestPayment(db, orderId))!;
    return { ...started, orderId, ref: must(row.providerRef ?? undefined, 'the provider opened the payment') };
  }

  it('starts a payment: the provider opens it for 30 minutes and the shop keeps the attempt', async () => {
    const { paymentId, redirectUrl, ref, orderId } = await start({ method: 'bank_redirect', bank: 'banca_del_lario' });
    expect(ref).toMatch(/^sbx_[0-9A-Za-z]{24}$/);
    expect(redirectUrl).toBe(`/psp/sandbox/pay/${ref}/`);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({
      orderId,
      provider: 'sandbox',
      method: 'bank_redirect',
      bank: 'banca_del_lario',
      amountCents: 2500,
      currency: 'EUR',
      status: 'open',
    });
    const remote = (await findSandboxPayment(db, ref))!;
    expect(remote.expiresAt.getTime() - remote.createdAt.getTime()).toBe(30 * 60_000);
    expect(await provider.getPayment(ref)).toEqual({ ref, status: 'open', failureReason: null, amountCents: 2500, currency: 'EUR', method: 'bank_redirect' });
  });

  it('hands the payer’s language to the provider, which keeps it with the payment', async () => {
    const dutch = await start({ locale: 'nl' });
    const english = await start({ locale: 'en' });
    expect((await findSandboxPayment(db, dutch.ref))!.locale).toBe('nl');
    expect((await findSandboxPayment(db, english.ref))!.locale).toBe('en');
    expect((await findSandboxPayment(db, (await start()).ref))!.locale).toBe('it');
  });

  it('records an event once: true the first time, false after', async () => {
    const event = { id: `evt_once_${Date.now()}`, ref: 'sbx_x', status: 'paid' as const };
    expect(await db.transaction((tx) => recordEvent(tx, event))).toBe(true);
    expect(await db.transaction((tx) => recordEvent(tx, event))).toBe(false);
    expect(await recordEvent(db, { ...event, id: `${event.id}_2` })).toBe(true);
  });

  it('refreshes the payment from the provider, not from what the event claims', async () => {
    const { ref, paymentId, orderId } = await start();
    await applyOutcome(db, ref, 'failed');
    const refreshed = await db.transaction((tx) => refreshPayment(tx, provider, ref));
    const attempt = { paymentId, orderId, previousStatus: 'open', amountCents: 2500, currency: 'EUR', method: 'card' };
    expect(refreshed).toEqual({ ...attempt, status: 'failed', failureReason: 'declined', transfer: null });
    expect((await latestPayment(db, orderId))!.status).toBe('failed');
    expect(await db.transaction((tx) => refreshPayment(tx, provider, 'sbx_unknown'))).toBeNull();
  });

  it('changes status once per outcome, writes the event and queues one delivery', async () => {
    const { ref } = await start();
    const changed = await applyOutcome(db, ref, 'paid', {}, now);
    expect(changed?.status).toBe('paid');
    const events = await eventsOf(db, ref);
    expect(events.map((e) => e.status)).toEqual(['paid']);
    expect(JSON.parse(must(events[0], 'one event').body)).toEqual({
      id: events[0]?.id,
      type: 'payment.updated',
      data: { ref, status: 'paid' },
      createdAt: now.toISOString(),
    });
    expect((await drainJobs(database.db, 'psp-sandbox-deliver')).map((j) => j.data)).toEqual([{ eventId: events[0]?.id }]);
    // A final payment takes no second outcome.
    expect(await applyOutcome(db, ref, 'failed')).toBeNull();
    expect(await drainJobs(database.db, 'psp-sandbox-deliver')).toHaveLength(0);
  });

  it('on demand delivers the same event twice, and the shop receives the same id twice', async () => {
    const { ref } = await start();
    await applyOutcome(db, ref, 'paid', { duplicate: true });
    const jobs = await drainJobs(database.db, 'psp-sandbox-deliver');
    expect(jobs).toHaveLength(2);
    expect(jobs[0]?.data).toEqual(jobs[1]?.data);
    const received: string[] = [];
    const send = async (req: Request) => {
      received.push(JSON.parse(await req.text()).id);
      return new Response('ok');
    };
    for (const job of jobs) await deliverEvent(db, (job.data as { eventId: string }).eventId, send, secret);
    expect(received).toEqual([(jobs[0]?.data as { eventId: string }).eventId, (jobs[0]?.data as { eventId: string }).eventId]);
  });

  it('on demand delays the delivery and sends a stale earlier-status event after the final one', async () => {
    const { ref } = await start();
    await applyOutcome(db, ref, 'paid', { outOfOrder: true, delaySeconds: 90 }, now);
    const events = await eventsOf(db, ref);
    const final = events.find((e) => e.status === 'paid')!;
    const stale = events.find((e) => e.status === 'pending')!;
    expect(stale.createdAt.getTime()).toBeLessThan(final.createdAt.getTime());
    const jobs = await drainJobs(database.db, 'psp-sandbox-deliver');
    expect(jobs.map((j) => (j.data as { eventId: string }).eventId)).toEqual([final.id, stale.id]);
    expect(jobs[0]?.options.startAfter).toEqual(new Date(now.getTime() + 90_000));
    expect(jobs[1]?.options.startAfter!.getTime()).toBeGreaterThan(must(jobs[0], 'the first attempt').options.startAfter!.getTime());
    expect(jobs[0]?.options.retryLimit).toBeGreaterThan(0);
  });

  it('expires payments whose time is up, except bank transfers waiting for the money', async () => {
    const open = await start();
    const pendingCard = await start();
    const pendingTransfer = await start({ method: 'bank_transfer' });
    await applyOutcome(db, pendingCard.ref, 'pending');
    await applyOutcome(db, pendingTransfer.ref, 'pending');
    await drainJobs(database.db);
    const created = (await findSandboxPayment(db, open.ref))!.createdAt;
    expect(await expireDue(db, new Date(created.getTime() + 29 * 60_000), open.ref)).toHaveLength(0);
    const later = new Date(created.getTime() + 31 * 60_000);
    const ids = [open.ref, pendingCard.ref, pendingTransfer.ref];
    for (const id of ids) await expireDue(db, later, id);
    const statuses = await Promise.all(ids.map(async (id) => (await findSandboxPayment(db, id))!.status));
    expect(statuses).toEqual(['expired', 'expired', 'pending']);
    expect((await eventsOf(db, open.ref)).map((e) => e.status)).toEqual(['expired']);
    expect(await drainJobs(database.db, 'psp-sandbox-deliver')).toHaveLength(2);
  });

  it('lets the operator mark an expired payment paid (late success), which the shop then reads', async () => {
    const { ref, orderId } = await start();
    const later = new Date(Date.now() + 31 * 60_000);
    await expireDue(db, later, ref);
    await db.transaction((tx) => refreshPayment(tx, provider, ref));
    expect(await markPaid(db, (await start()).ref)).toBeNull(); // an open payment is the payer's to finish
    const late = await markPaid(db, ref, {}, new Date(later.getTime() + 60_000));
    expect(late?.status).toBe('paid');
    expect((await eventsOf(db, ref)).map((e) => e.status)).toEqual(['expired', 'paid']);
    const refreshed = await db.transaction((tx) => refreshPayment(tx, provider, ref));
    expect(refreshed).toMatchObject({ orderId, status: 'paid', previousStatus: 'expired' });
  });

  it('counts a failed delivery, keeps the error and throws so the queue retries; then delivers', async () => {
    const { ref } = await start();
    await applyOutcome(db, ref, 'paid');
    const { eventId } = must((await drainJobs(database.db, 'psp-sandbox-deliver')).map((j) => j.data as { eventId: string })[0], 'the query gives one row');
    const row = async () => must((await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId)))[0], 'the event is stored');
    await expect(deliverEvent(db, eventId, async () => new Response('no', { status: 500 }), secret)).rejects.toThrow(/HTTP 500/);
    expect(await row()).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null });
    await expect(
      deliverEvent(
        db,
        eventId,
        async () => {
          throw new Error('connection refused');
        },
        secret,
      ),
    ).rejects.toThrow(/connection refused/);
    expect(await row()).toMatchObject({ attempts: 2, lastError: 'connection refused', deliveredAt: null });
    let signature = '';
    await deliverEvent(
      db,
      eventId,
      async (req) => {
        signature = req.headers.get('PSP-Signature') ?? '';
        return new Response('ok');
      },
      secret,
    );
    expect((await row()).attempts).toBe(3);
    expect((await row()).deliveredAt).toBeInstanceOf(Date);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('rolls the event back when its effect fails, so the retry is processed again', async () => {
    const { ref } = await start();
    await applyOutcome(db, ref, 'paid');
    const event = { id: `evt_effect_${Date.now()}`, ref, status: 'paid' as const };
    await expect(
      acceptPaymentEvent(db, provider, event, async () => {
        throw new Error('order side down');
      }),
    ).rejects.toThrow('order side down');
    const seen: string[] = [];
    expect(
      await acceptPaymentEvent(db, provider, event, async (_tx, p) => {
        seen.push(p.status);
      }),
    ).toBe('accepted');
    expect(
      await acceptPaymentEvent(db, provider, event, async (_tx, p) => {
        seen.push(p.status);
      }),
    ).toBe('duplicate');
    expect(seen).toEqual(['paid']);
  });

  it("lists an order's attempts, the latest and how many", async () => {
    const orderId = nextOrder++;
    const first = await start({ orderId });
    await applyOutcome(db, first.ref, 'failed');
    await db.transaction((tx) => refreshPayment(tx, provider, first.ref));
    const second = await start({ orderId, method: 'wallet' });
    expect((await paymentsOfOrder(db, orderId)).map((p) => [p.method, p.status])).toEqual([
      ['card', 'failed'],
      ['wallet', 'open'],
    ]);
    expect((await latestPayment(db, orderId))!.id).toBe(second.paymentId);
    expect(await countAttempts(db, orderId)).toBe(2);
    expect(await countAttempts(db, 1)).toBe(0);
    expect(await latestPayment(db, 1)).toBeNull();
  });

  it("offers the same five methods on both storefronts, online banking with the banks of the storefront's country", async () => {
    const offered = await Promise.all([53, 1].map((storeId) => provider.methods({ storeId })));
    const banks = (store: number) => offered[store === 53 ? 0 : 1]!.find((m) => m.id === 'bank_redirect')!.banks!.map((b) => b.issuer);
    for (const methods of offered) expect(methods.map((m) => m.id)).toEqual(['card', 'wallet', 'bank_redirect', 'bank_transfer', 'invoice']);
    expect(banks(53)).toHaveLength(6);
    expect(banks(53)).toContain('Banca del Lario');
    expect(banks(1)).toEqual(['Polderbank', 'Grachtenbank', 'Zuiderzee Spaarbank', 'Molenwiek Bank', 'Duinstreek Bank']);
  });
});
