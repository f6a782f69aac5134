import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { CHECK, check, freshClient, testCard } from '../../../tests/helpers/redeem.ts';
import { GUARD_RULES } from '../guard/index.ts';
import type { Database } from '../../db/client.ts';

// The card check (§2 balance check, §8 card-check errors), through the API as the page calls it.

describe.each(databaseKinds)('card check on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const codes = (p: { errors: { code: number }[] }) => p.errors.map((e) => e.code);

  it('a holder with number, PIN and the human check sees the balance and expiry and gets a redeem token', async () => {
    const card = await testCard(database, { euros: 100 });
    const { payload } = await check(api, card);
    expect(payload.errors).toEqual([]);
    expect(payload.session.balance.value).toBe(100);
    expect(payload.session.cards).toHaveLength(1);
    expect(payload.session.cards[0].number).toMatch(/^6390 53[• ]+\d{4}$/);
    expect(new Date(payload.session.cards[0].expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(payload.session.redeemToken).toMatch(/^[\w-]{43}$/);
    expect(payload.session.shopPath).toBe('/controlla-il-credito/risultato/1/');
  });

  it('an unknown number and a wrong PIN get the same answer', async () => {
    const card = await testCard(database);
    const wrongPin = (await check(api, { number: card.number, pin: card.pin === '000000' ? '111111' : '000000' })).payload;
    const unknownNumber = // The card's number with other last two digits (zero-padded: a card ending in 70 once got its own number back).
      (await check(api, { number: `${card.number.slice(0, 17)}${String((Number(card.number.slice(17)) + 37) % 100).padStart(2, '0')}`, pin: card.pin }))
        .payload;
    expect(wrongPin.session).toBeNull();
    expect(wrongPin.errors).toEqual(unknownNumber.errors.map((e: object) => ({ ...e })));
    expect(codes(wrongPin)).toEqual([3007]);
  });

  it('refuses a badly written number, an unknown prefix and a short PIN with the field messages', async () => {
    const r = (await api.graphql(CHECK, { cardNumber: '1234', pin: '12', captchaToken: await solvedCaptcha() }, freshClient())).data.checkGiftcardPayment;
    expect(r.errors.map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter).sort()).toEqual(['cardNumber', 'pin']);
    const unknown = (await check(api, { number: '1234567890123456789', pin: '123456' })).payload;
    expect(unknown.errors).toEqual([
      { code: 9004, message: 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.', referencedRequestParameter: 'cardNumber' },
    ]);
  });

  it('needs a solved human check, and each solution passes once', async () => {
    const card = await testCard(database);
    const none = (await api.graphql(CHECK, { cardNumber: card.number, pin: card.pin }, freshClient())).data.checkGiftcardPayment;
    expect(codes(none)).toEqual([3012]);
    const token = await solvedCaptcha();
    const first = (await api.graphql(CHECK, { cardNumber: card.number, pin: card.pin, captchaToken: token }, freshClient())).data.checkGiftcardPayment;
    const again = (await api.graphql(CHECK, { cardNumber: card.number, pin: card.pin, captchaToken: token }, freshClient())).data.checkGiftcardPayment;
    expect(first.errors).toEqual([]);
    expect(codes(again)).toEqual([3012]);
  });

  it.each([
    ['blocked', { status: 'blocked' as const }, 3002],
    ['expired', { status: 'expired' as const }, 3003],
    ['not activated', { programme: 'blank' as const }, 3005],
    ['of another storefront', { store: 1 }, 3009],
    ['of a business page that no longer exists', { shopPage: 'pagina-chiusa' }, 3010],
  ])('tells the proven holder the card is %s', async (_label, opts, code) => {
    const card = await testCard(database, opts);
    const { payload } = await check(api, card);
    expect(codes(payload)).toEqual([code]);
    expect(payload.errors[0].message).not.toMatch(/something went wrong|qualcosa/i);
  });

  it('tells the holder an emptied card has no balance', async () => {
    const card = await testCard(database, { euros: 10 });
    const { debit } = await import('../giftcards/index.ts');
    await debit(database.db, { giftcardId: card.id, amountCents: 1000, idempotencyKey: `empty:${card.id}` });
    expect(codes((await check(api, card)).payload)).toEqual([3004]);
  });

  it('adds an extra card to the session, refuses it twice and refuses mixing a business card', async () => {
    const first = await testCard(database, { euros: 25 });
    const second = await testCard(database, { euros: 40 });
    const business = await testCard(database, { euros: 50, shopPage: 'regali-aziendali' });
    const client = freshClient();
    const { userData } = await check(api, first, client);
    const added = (await check(api, second, client, userData.redeemToken)).payload;
    expect(added.errors).toEqual([]);
    expect(added.session.balance.value).toBe(65);
    expect(added.session.cards).toHaveLength(2);
    expect(codes((await check(api, second, client, userData.redeemToken)).payload)).toEqual([3001]);
    expect(codes((await check(api, business, client, userData.redeemToken)).payload)).toEqual([3008]);
    const alone = (await check(api, business)).payload;
    expect(alone.session.shopPath).toBe('/controlla-il-credito/risultato/regali-aziendali/1/');
  });

  it('locks a card after repeated wrong PINs, even for its true PIN, and says so', async () => {
    const card = await testCard(database);
    const wrong = { number: card.number, pin: card.pin === '999999' ? '888888' : '999999' };
    for (let i = 0; i < GUARD_RULES.card.failures; i++) expect(codes((await check(api, wrong)).payload)).toEqual([3007]);
    expect(codes((await check(api, wrong)).payload)).toEqual([3013]);
    expect(codes((await check(api, card)).payload)).toEqual([3013]);
  });

  it('allows one card check per request: aliases are refused before anything is checked', async () => {
    const card = await testCard(database);
    const doc = `mutation Two($userData: UserData!, $n: String!, $p: String!) {
      a: checkGiftcardPayment(userData: $userData, cardNumber: $n, pin: $p) { errors { code } }
      b: checkGiftcardPayment(userData: $userData, cardNumber: $n, pin: $p) { errors { code } } }`;
    const res = await api.graphql(doc, { n: card.number, p: card.pin }, freshClient());
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.message).toMatch(/one card check/i);
  });
});

describe('a card check that fails on our side', () => {
  it('tells the holder it is our side (3011) and logs the failure with the request id the answer carries', async () => {
    const { freshPglite } = await import('../../../tests/helpers/db.ts');
    const { createHttpApp } = await import('../../http/app.ts');
    const { schema } = await import('../../graphql/schema.ts');
    const { default: pino } = await import('pino');
    const { Writable } = await import('node:stream');
    const { sql } = await import('drizzle-orm');
    const database = await freshPglite();
    try {
      const card = await testCard(database);
      const lines: { msg: string; requestId: string; err?: { message: string } }[] = [];
      const logger = pino(
        { level: 'error' },
        new Writable({
          write(chunk, _e, done) {
            lines.push(JSON.parse(String(chunk)));
            done();
          },
        }),
      );
      const app = createHttpApp({ database, schema, logger, trustedProxies: '1' });
      // The cards' table is gone from under the check: the ledger cannot be read.
      await database.db.execute(sql`alter table giftcards rename to giftcards_away`);
      const res = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...freshClient() },
        body: JSON.stringify({
          query: CHECK,
          variables: {
            userData: { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: null },
            cardNumber: card.number,
            pin: card.pin,
            captchaToken: await solvedCaptcha(),
          },
        }),
      });
      const body = (await res.json()) as { data: { checkGiftcardPayment: { errors: { code: number; message: string }[] } } };
      expect(body.data.checkGiftcardPayment.errors.map((e) => e.code)).toEqual([3011]);
      expect(JSON.stringify(body)).not.toContain('giftcards');
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'card check failed',
          requestId: res.headers.get('x-request-id'),
          err: expect.objectContaining({ message: expect.stringContaining('giftcards') }),
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});
