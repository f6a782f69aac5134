// Asking for a blank card's activation through the API: the pending order and its voucher, the
// field and card errors, the human check and the guesser's allowance. The job itself: activation-job.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { CHECK, check } from '../../../tests/helpers/redeem.ts';
import type { Database } from '../../db/client.ts';
import { drainJobs } from '../../jobs/queue.ts';
import { cardPrefixes, cardByNumber, setStatus } from '../giftcards/index.ts';
import { GUARD_RULES } from '../guard/index.ts';
import { activateOrder } from './activate.ts';
import { ORDER, activationSteps, fromNewClient, numberWith } from './activation-steps.ts';
import { ACTIVATE_JOB, normaliseVoucherCode } from './service.ts';
import { activationOrders } from './tables.ts';
import { must } from '../../../common/must.ts';

const FAILED = 'Non è stato possibile attivare questa carta. Controlla il numero e riprova, o contatta il servizio clienti.';
const PREFIX = 'Questa carta non può essere attivata: il numero non è tra quelli ammessi.';

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
  const { blankCard, create, voucher } = activationSteps(() => ({ database, api }));

  it('takes a blank card and an e-mail: a pending order, the job scheduled a minute later, the card still blank', async () => {
    const card = await blankCard();
    const before = Date.now();
    const spaced = card.number.replace(/(\d{4})(?=\d)/g, '$1 ');
    const r = await create(spaced, '  giulia.rossi@example.it ');
    expect(r.errors).toEqual([]);
    expect(r.order).toMatchObject({ status: 'PENDING', email: 'giulia.rossi@example.it', cardNumber: `6391 53•• •••• ••• ${card.number.slice(-4)}` });
    expect(r.order!.voucherCode).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);

    const job = must((await drainJobs(database.db, ACTIVATE_JOB))[0], 'job exists');
    expect(job.data).toEqual({ uuid: r.order!.uuid });
    const delay = job.options.startAfter!.getTime() - before;
    expect(delay).toBeGreaterThanOrEqual(60_000);
    expect(delay).toBeLessThan(65_000);
    expect((await cardByNumber(database.db, card.number))!.status).toBe('blank');

    const thanks = (await api.graphql(ORDER, { uuid: r.order!.uuid })).data.activationOrder;
    expect(thanks).toEqual({ order: r.order, errors: [] });
    const v = await voucher(r.order!.voucherCode.toLowerCase().replace(/-/g, ' '));
    expect(v.errors).toEqual([]);
    expect(v.voucher).toMatchObject({
      status: 'PENDING',
      cardStatus: 'BLANK',
      value: { currency: 'EUR', value: 50 },
      expiresAt: null,
      validMonths: 24,
      activatedAt: null,
    });
  });

  it('answers 9004 with the field messages of §5 for a missing or short number and a missing e-mail', async () => {
    const missing = await create('', '');
    expect(missing.errors).toEqual([
      { code: 9004, message: 'Inserisci il numero della carta', referencedRequestParameter: 'cardNumber' },
      { code: 9004, message: "Inserisci l'indirizzo email", referencedRequestParameter: 'email' },
    ]);
    const short = await create('6391 5300 0000 0000 50');
    expect(short.errors).toEqual([{ code: 9004, message: 'Il numero della carta è composto da 19 cifre', referencedRequestParameter: 'cardNumber' }]);
    expect(missing.order).toBeNull();
    expect(await drainJobs(database.db, ACTIVATE_JOB)).toEqual([]);
  });

  it('answers 4003 for an e-mail that cannot be one, beside the card number', async () => {
    const card = await blankCard();
    const r = await create(card.number, 'giulia.rossi@');
    expect(r.errors).toEqual([{ code: 4003, message: 'Inserisci un indirizzo email valido.', referencedRequestParameter: 'email' }]);
    // Nothing was written: the card can still be activated.
    expect((await create(card.number)).errors).toEqual([]);
  });

  it('answers 4002 for 19 digits that are not a blank-card number of this storefront', async () => {
    for (const number of [numberWith(cardPrefixes[53].choice), numberWith(cardPrefixes[1].blank), numberWith('123456')]) {
      const r = await create(number);
      expect(r.errors).toEqual([{ code: 4002, message: PREFIX, referencedRequestParameter: 'cardNumber' }]);
    }
  });

  it('gives the same 4001 on cardNumber for an unknown number, a wrong check digit, an active, blocked or value-less card and a second request', async () => {
    const unknown = numberWith(cardPrefixes[53].blank, '987654321098');
    const good = await blankCard();
    const wrongDigit = good.number.slice(0, 18) + ((Number(good.number[18]) + 1) % 10);
    const blocked = await blankCard();
    await setStatus(database.db, blocked.id, 'blocked', 'test: reported lost');
    const valueless = await blankCard(null);
    const requested = await blankCard();
    expect((await create(requested.number)).errors).toEqual([]);
    const active = await blankCard();
    const first = await create(active.number);
    await database.db
      .update(activationOrders)
      .set({ activateAfter: new Date(0) })
      .where(eq(activationOrders.uuid, first.order!.uuid));
    expect((await activateOrder(database.db, first.order!.uuid)).status).toBe('activated');

    for (const number of [unknown, wrongDigit, blocked.number, valueless.number, requested.number, active.number]) {
      const r = await create(number);
      expect(r, number).toEqual({ order: null, errors: [{ code: 4001, message: FAILED, referencedRequestParameter: 'cardNumber' }] });
    }
  });

  it('refuses a guesser after the wrong numbers allowed for one card, then after those allowed for one client', async () => {
    const guesser = fromNewClient();
    const unknown = numberWith(cardPrefixes[53].blank, '111111111111');
    const perCard = GUARD_RULES.card.failures;
    for (let i = 0; i < perCard; i++) expect((await create(unknown, undefined, guesser)).errors[0]?.code).toBe(4001);
    expect((await create(unknown, undefined, guesser)).errors).toEqual([
      { code: 3013, message: 'Hai effettuato troppi tentativi. Riprova più tardi.', referencedRequestParameter: null },
    ]);
    // Many numbers, one client: the client's allowance runs out too, even for a real blank card.
    for (let i = 0; i < GUARD_RULES.client.failures - perCard; i++)
      expect((await create(numberWith(cardPrefixes[53].blank, `2222222222${String(i).padStart(2, '0')}`), undefined, guesser)).errors[0]?.code).toBe(4001);
    const card = await blankCard();
    expect((await create(card.number, undefined, guesser)).errors[0]?.code).toBe(3013);
    expect((await create(card.number)).errors).toEqual([]);
  });

  it('asks for the human check (3012) before it looks at the card, and a token passes once', async () => {
    const card = await blankCard();
    for (const token of [null, '', 'not-a-token']) {
      expect((await create(card.number, undefined, fromNewClient(), token)).errors).toEqual([
        { code: 3012, message: expect.any(String), referencedRequestParameter: 'captchaToken' },
      ]);
    }
    const token = await solvedCaptcha();
    expect((await create(card.number, undefined, fromNewClient(), token)).errors).toEqual([]);
    const again = await blankCard();
    expect((await create(again.number, undefined, fromNewClient(), token)).errors[0]?.code).toBe(3012);
    expect(await drainJobs(database.db, ACTIVATE_JOB)).toHaveLength(1);
  });

  it('is a card check: one per request, aliases and batches refused whole', async () => {
    const a = await blankCard();
    const b = await blankCard();
    const field = (alias: string, number: string, token: string) =>
      `${alias}: createActivationOrder(userData: $u, cardNumber: "${number}", email: "x@example.it", captchaToken: "${token}") { order { uuid } }`;
    const aliased = await api.graphql(
      `mutation($u: UserData!) { ${field('a', a.number, await solvedCaptcha())} ${field('b', b.number, await solvedCaptcha())} }`,
      { u: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null } },
      fromNewClient(),
    );
    expect(aliased.data ?? null).toBeNull();
    expect(aliased.errors?.[0]?.message).toMatch(/one card check/i);
    // An activation and a balance check in one request: two card checks, refused too.
    const mixed = await api.graphql(
      `mutation($u: UserData!) { ${field('a', a.number, await solvedCaptcha())} c: checkGiftcardPayment(userData: $u, cardNumber: "${b.number}", pin: "123456") { session { redeemToken } } }`,
      { u: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null } },
      fromNewClient(),
    );
    expect(mixed.errors?.[0]?.message).toMatch(/one card check/i);
    expect(await drainJobs(database.db, ACTIVATE_JOB)).toEqual([]);
  });

  it('counts against the same allowance per client as the balance check', async () => {
    const guesser = fromNewClient();
    const perCard = GUARD_RULES.card.failures;
    // Wrong activations by one client, then balance checks with wrong PINs: together over the client's allowance.
    for (let i = 0; i < GUARD_RULES.client.failures - perCard; i++) {
      expect((await create(numberWith(cardPrefixes[53].blank, `3333333333${String(i).padStart(2, '0')}`), undefined, guesser)).errors[0]?.code).toBe(4001);
    }
    const unknownChoice = numberWith(cardPrefixes[53].choice, '444444444444');
    for (let i = 0; i < perCard; i++) {
      const r = await api.graphql(CHECK, { cardNumber: unknownChoice, pin: String(100000 + i), captchaToken: await solvedCaptcha() }, guesser);
      expect(r.data.checkGiftcardPayment.errors[0].code).toBe(3007);
    }
    const card = await blankCard();
    expect((await create(card.number, undefined, guesser)).errors[0]?.code).toBe(3013);
    expect((await check(api, { number: unknownChoice, pin: '000000' }, guesser)).payload.errors[0].code).toBe(3013);
  });

  it('takes one of two requests for the same card sent at once', async () => {
    const card = await blankCard();
    const answers = await Promise.all([create(card.number, 'uno@example.it'), create(card.number, 'due@example.it')]);
    expect(answers.map((a) => a.errors.map((e) => e.code)).sort()).toEqual([[], [4001]]);
    expect(await drainJobs(database.db, ACTIVATE_JOB)).toHaveLength(1);
  });

  it('answers 9003 for an unknown order or voucher code', async () => {
    expect((await api.graphql(ORDER, { uuid: '00000000-0000-4000-8000-000000000000' })).data.activationOrder.errors[0].code).toBe(9003);
    expect((await api.graphql(ORDER, { uuid: 'not-a-uuid' })).data.activationOrder.errors[0].code).toBe(9003);
    expect((await voucher('ABCD-EFGH-JKLM-NPQR')).errors[0]).toMatchObject({ code: 9003, referencedRequestParameter: 'code' });
    expect((await voucher("x' or 1=1 --")).voucher).toBeNull();
    expect(normaliseVoucherCode('abcd efgh jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseVoucherCode('ABCD-EFGH-JKLM-NPQ0')).toBeNull();
  });
});
