// The activation job: it waits for the delay, activates the card once with its ledger entry and
// e-mail, fails when the card was blocked meanwhile, and the sweep catches a lost job.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { cardByNumber, ledgerOf, setStatus } from '../giftcards/index.ts';
import { listOutbox, outboxEmail } from '../notifications/index.ts';
import { activateOrder } from './activate.ts';
import { ORDER, activationSteps } from './activation-steps.ts';
import { activationJobs } from './jobs.ts';
import { ACTIVATE_JOB, dueActivations } from './service.ts';
import { must } from '../../../common/must.ts';

describe.each(databaseKinds)('activation of blank cards on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
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
  afterEach(() => {
    delete process.env.ACTIVATION_DELAY_SECONDS;
  });
  const { blankCard, create, voucher } = activationSteps(() => ({ database, api }));

  describe('the activation job', () => {
    async function pending() {
      const card = await blankCard();
      const r = await create(card.number, 'marco.bianchi@example.it');
      const job = must((await drainJobs(database.db, ACTIVATE_JOB))[0], 'job exists');
      return { card, order: r.order!, due: job.options.startAfter! };
    }

    it('waits for the delay, then activates once, with the ledger entry and the e-mail with the voucher link', async () => {
      const { card, order, due } = await pending();
      const early = await activateOrder(database.db, order.uuid, new Date(due.getTime() - 1000));
      expect(early).toEqual({ status: 'not_due', activateAfter: due });
      expect((await cardByNumber(database.db, card.number))!.status).toBe('blank');

      expect(await dueActivations(database.db, due)).toContain(order.uuid);
      expect((await activateOrder(database.db, order.uuid, due)).status).toBe('activated');
      expect((await activateOrder(database.db, order.uuid, new Date(due.getTime() + 5000))).status).toBe('done');
      expect(await dueActivations(database.db, due)).not.toContain(order.uuid);

      const activated = (await cardByNumber(database.db, card.number))!;
      expect(activated).toMatchObject({ status: 'active', balanceCents: 5000 });
      const entries = await ledgerOf(database.db, card.id);
      expect(entries.filter((e) => e.kind === 'activate').map((e) => [e.amountCents, e.reference])).toEqual([[5000, order.uuid]]);

      const mails = await listOutbox(database.db, { to: 'marco.bianchi@example.it' });
      expect(mails.map((m) => m.subject)).toEqual(['La tua gift card è attiva']);
      const mail = (await outboxEmail(database.db, must(mails[0], 'one mail').id))!;
      expect(mail.text).toContain(`/daticarta/?code=${order.voucherCode}`);
      expect(mail.text).toContain(order.cardNumber);
      expect(mail.text).toMatch(/Credito: 50,00\s€/);
      expect(mail.html).toContain(`/daticarta/?code=${order.voucherCode}`);
      expect(mail.text).not.toContain(card.number);

      const v = await voucher(order.voucherCode);
      expect(v.voucher).toMatchObject({ status: 'ACTIVATED', cardStatus: 'ACTIVE', value: { value: 50 } });
      const months = (new Date(v.voucher.expiresAt).getTime() - due.getTime()) / (30.44 * 24 * 3600 * 1000);
      expect(Math.round(months)).toBe(24);
    });

    it('two runs at once activate once', async () => {
      const { card, order, due } = await pending();
      const outcomes = await Promise.all([activateOrder(database.db, order.uuid, due), activateOrder(database.db, order.uuid, due)]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['activated', 'done']);
      expect((await ledgerOf(database.db, card.id)).filter((e) => e.kind === 'activate')).toHaveLength(1);
      expect(
        (await listOutbox(database.db, { to: 'marco.bianchi@example.it' })).filter((m) => m.subject === 'La tua gift card è attiva').length,
      ).toBeGreaterThan(0);
    });

    it('marks the order failed and tells the holder when the card was blocked meanwhile', async () => {
      const { card, order, due } = await pending();
      const issued = (await cardByNumber(database.db, card.number))!;
      await setStatus(database.db, issued.id, 'blocked', 'test: reported stolen');
      expect((await activateOrder(database.db, order.uuid, due)).status).toBe('failed');
      expect((await cardByNumber(database.db, card.number))!).toMatchObject({ status: 'blocked', balanceCents: 0 });
      const mails = await listOutbox(database.db, { to: 'marco.bianchi@example.it' });
      expect(mails[0]?.subject).toBe('Non siamo riusciti ad attivare la tua gift card');
      expect((await voucher(order.voucherCode)).voucher.status).toBe('FAILED');
      // The failed order frees the card for a new request once it is unblocked.
      await setStatus(database.db, issued.id, 'blank', 'test: found again');
      expect((await create(card.number)).errors).toEqual([]);
    });

    it('the queued job honours ACTIVATION_DELAY_SECONDS and asks for the e-mail to go out', async () => {
      process.env.ACTIVATION_DELAY_SECONDS = '0';
      const card = await blankCard();
      const r = await create(card.number, 'anna.verdi@example.it');
      const job = must((await drainJobs(database.db, ACTIVATE_JOB))[0], 'job exists');
      expect(job.options.startAfter!.getTime()).toBeLessThanOrEqual(Date.now());
      const definition = activationJobs.find((j) => j.name === job.name)!;
      await definition.run(database, job.data);
      expect((await cardByNumber(database.db, card.number))!.status).toBe('active');
      expect(await drainJobs(database.db, 'notifications-send')).toHaveLength(1);
      await definition.run(database, job.data);
      expect(await drainJobs(database.db, 'notifications-send')).toHaveLength(0);
      expect((await api.graphql(ORDER, { uuid: r.order!.uuid })).data.activationOrder.order.status).toBe('ACTIVATED');
    });

    it('the sweep activates a due order whose job was lost', async () => {
      process.env.ACTIVATION_DELAY_SECONDS = '0';
      const card = await blankCard();
      await create(card.number, 'lost.job@example.it');
      await drainJobs(database.db, ACTIVATE_JOB);
      await activationJobs.find((j) => j.name === 'activation-sweep')!.run(database, null);
      expect((await cardByNumber(database.db, card.number))!.status).toBe('active');
    });
  });
});
