import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { databaseKinds } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { drainJobs } from '../jobs/queue.ts';
import type { Database } from '../db/client.ts';
import type { ShopApp } from './app.ts';
import { mountWebhooks } from './webhooks.ts';
import { applyOutcome, eventsOf, deliverEvent, webhookRequest, signBody, latestPayment, paymentProvider, startPayment } from '../modules/payments/index.ts';
import { paymentEvents, sandboxEvents } from '../modules/payments/tables.ts';
import { must } from '../../common/must.ts';

describe.each(databaseKinds)('the PSP webhook endpoint on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  let nextOrder = 500;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await drainJobs(database.db);
  });

  const toShop = (req: Request) => api.app.fetch(req);
  const eventIds = async () => (await drainJobs(database.db, 'psp-sandbox-deliver')).map((j) => (j.data as { eventId: string }).eventId);
  const recorded = async (id: string) => (await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id))).length;

  async function started() {
    const orderId = nextOrder++;
    await startPayment(database.db, paymentProvider(database.db, 53), {
      orderId,
      amountCents: 4000,
      currency: 'EUR',
      method: 'card',
      bank: null,
      description: 'Donami.it',
      reference: String(orderId),
      idempotencyKey: `${orderId}:1`,
      returnUrl: '/cassa/',
      locale: 'it',
    });
    return { orderId, ref: must((await latestPayment(database.db, orderId))!.providerRef ?? undefined, 'the provider opened the payment') };
  }

  it('accepts a signed event, stores it once and the status the provider reports', async () => {
    const { orderId, ref } = await started();
    await applyOutcome(database.db, ref, 'paid', { duplicate: true });
    const ids = await eventIds();
    const first = must(ids[0], 'the payment queued an event');
    const again = must(ids[1], 'the duplicate queued an event');
    await deliverEvent(database.db, first, toShop);
    expect((await latestPayment(database.db, orderId))!.status).toBe('paid');
    expect(await recorded(first)).toBe(1);
    // The duplicate is answered 200 (so the sender stops) and changes nothing.
    await deliverEvent(database.db, again, toShop);
    expect(await recorded(first)).toBe(1);
    const row = must((await database.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, first)))[0], 'row exists');
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
  });

  it("keeps the provider's status when a stale event arrives after the final one", async () => {
    const { orderId, ref } = await started();
    await applyOutcome(database.db, ref, 'paid', { outOfOrder: true });
    for (const id of await eventIds()) await deliverEvent(database.db, id, toShop);
    expect((await eventsOf(database.db, ref)).map((e) => e.status).sort()).toEqual(['paid', 'pending']);
    expect((await latestPayment(database.db, orderId))!.status).toBe('paid');
  });

  it('answers 400 without detail to a forged, changed or stale request', async () => {
    const { ref } = await started();
    await applyOutcome(database.db, ref, 'failed');
    const eventId = must((await eventIds())[0], 'the payment queued an event');
    const event = must((await database.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId)))[0], 'the event is stored');
    const forged = webhookRequest(event.body, 'not-the-secret');
    const changed = webhookRequest(event.body);
    const tampered = new Request(changed.url, { method: 'POST', headers: changed.headers, body: event.body.replace('failed', 'paid') });
    const stale = new Request(changed.url, {
      method: 'POST',
      body: event.body,
      headers: {
        'PSP-Signature': signBody(process.env.PSP_WEBHOOK_SECRET || 'development-only-psp-webhook-secret', event.body, new Date(Date.now() - 600_000)),
      },
    });
    for (const req of [forged, tampered, stale]) {
      const res = await api.app.fetch(req);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('Bad request');
    }
    expect(await recorded(eventId)).toBe(0);
    expect((await api.app.fetch(webhookRequest(event.body))).status).toBe(200);
    expect(await recorded(eventId)).toBe(1);
  });

  it('answers 500 when the order side fails, so the sandbox counts the attempt and retries', async () => {
    const app: ShopApp = new Hono();
    app.onError((_err, c) => c.text('Errore interno', 500)); // as the shop's app answers
    mountWebhooks(
      app,
      (storeId) => paymentProvider(database.db, storeId),
      async () => {
        throw new Error('order side down');
      },
    );
    const { ref } = await started();
    await applyOutcome(database.db, ref, 'paid');
    const eventId = must((await eventIds())[0], 'the payment queued an event');
    await expect(deliverEvent(database.db, eventId, (req) => app.fetch(req))).rejects.toThrow(/HTTP 500/);
    const [row] = await database.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
    expect(row).toMatchObject({ attempts: 1, lastError: 'HTTP 500', deliveredAt: null });
    // The real endpoint takes the retry.
    await deliverEvent(database.db, eventId, toShop);
    expect(await recorded(eventId)).toBe(1);
  });
});
