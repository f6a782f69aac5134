import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import { seedCard, type SeedCardKey } from '../../db/seed/cards.ts';
import { issueCard } from '../giftcards/index.ts';
import { openSession, addCard } from '../redeem/index.ts';
import { romeMonthOf, drawDateOf } from './schedule.ts';
import { doublerDraws, doublerEntries } from './tables.ts';
import { must } from '../../../common/must.ts';

// The doubler's API as the page and the redeem modal use it: every refusal a holder can meet,
// entering, and the page's published draws.

const ENTER = `mutation Enter($userData: UserData!, $cardNumber: String, $pin: String, $captchaToken: String, $email: String!, $consent: Boolean!) {
  enterDoubler(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken, email: $email, consent: $consent) {
    entry { id drawMonth drawDate product number alreadyEntered }
    entries { id number }
    errors { code message referencedRequestParameter }
  }
}`;

const DRAWS = `query Draws($userData: UserData!) {
  doublerDraws(userData: $userData) {
    current { month status seedHash seed drawDate drawAt entriesCount entries { id } }
    past { month }
    cap { currency value }
    drawHour
    errors { code }
  }
}`;

let clients = 0;

describe.each(databaseKinds)('the doubler API on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });

  // Each test is its own visitor, so the per-client guessing limits of one test do not reach another.
  const visitor = () => ({ 'x-forwarded-for': `10.53.${Math.floor(++clients / 250)}.${clients % 250}` });
  const enter = async (vars: Record<string, unknown>, headers: Record<string, string> = visitor()) =>
    (await api.graphql(ENTER, { email: 'giulia@example.it', consent: true, captchaToken: await solvedCaptcha(), ...vars }, headers)).data.enterDoubler;
  const seeded = (key: SeedCardKey) => ({ cardNumber: seedCard(key).number, pin: seedCard(key).pin });
  let issued = 0;
  const newCard = async (valueCents = 4000) => {
    const card = await issueCard(database.db, {
      storeId: 53,
      programme: 'choice',
      valueCents,
      currency: 'EUR',
      idempotencyKey: `doubler-test:${++issued}:${Date.now()}`,
    });
    return { id: card.id, cardNumber: card.number, pin: card.pin! };
  };
  const entryRows = (giftcardId: number) => database.db.select().from(doublerEntries).where(eq(doublerEntries.giftcardId, giftcardId));

  it("enters an active card in this month's draw, with the e-mail and the moment of consent", async () => {
    const card = await newCard();
    const before = new Date();
    const r = await enter({ cardNumber: card.cardNumber.replace(/(\d{4})/g, '$1 '), pin: card.pin });
    expect(r.errors).toEqual([]);
    const month = romeMonthOf(new Date());
    expect(r.entry).toMatchObject({ drawMonth: month, drawDate: drawDateOf(month), product: 'gift-card-tutto-in-uno', alreadyEntered: false });
    expect(r.entry.number).toBe(`${card.cardNumber.slice(0, 4)} ${card.cardNumber.slice(4, 6)}•• •••• ••• ${card.cardNumber.slice(-4)}`);
    const row = must((await entryRows(card.id))[0], 'row exists');
    expect(row).toMatchObject({ email: 'giulia@example.it', source: 'page', skipReason: null });
    expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('takes a card once per draw: entering again changes nothing and says so', async () => {
    const card = await newCard();
    const first = await enter({ ...card, email: 'first@example.it' });
    const again = await enter({ ...card, email: 'second@example.it' });
    expect(again.errors).toEqual([]);
    expect(again.entry).toMatchObject({ id: first.entry.id, alreadyEntered: true });
    expect(await entryRows(card.id)).toMatchObject([{ email: 'first@example.it' }]);
  });

  it('answers an unknown number and a wrong PIN with the very same 3007', async () => {
    const card = await newCard();
    const wrongPin = await enter({ ...card, pin: card.pin === '000000' ? '111111' : '000000' });
    const unknown = await enter({ cardNumber: '6390530000000099990'.slice(0, 18) + '0', pin: '123456' });
    expect(wrongPin.errors).toEqual([
      { code: 3007, message: 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.', referencedRequestParameter: 'cardNumber' },
    ]);
    expect(unknown.errors).toEqual(wrongPin.errors);
    expect(wrongPin.entry).toBeNull();
    expect(await entryRows(card.id)).toEqual([]);
  });

  it.each([
    ['blocked', 3002, 'Questa carta è bloccata.'],
    ['expired', 3003, 'Questa carta è scaduta.'],
    ['zero', 3004, 'Questa carta non ha più saldo.'],
    ['blank', 3005, 'Questa carta non è ancora stata attivata.'],
    ['dutch', 3009, 'Questa carta appartiene a un altro negozio.'],
  ] as const)('refuses the %s test card with %i', async (key, code, message) => {
    const r = await enter(seeded(key));
    expect(r.errors).toEqual([{ code, message, referencedRequestParameter: 'cardNumber' }]);
    expect(r.entry).toBeNull();
  });

  it('asks for the human check (3012), and a solved one passes only once', async () => {
    const card = await newCard();
    expect((await enter({ ...card, captchaToken: null })).errors).toMatchObject([{ code: 3012, referencedRequestParameter: 'captchaToken' }]);
    expect((await enter({ ...card, captchaToken: 'bm90LWEtdG9rZW4=' })).errors).toMatchObject([{ code: 3012 }]);
    const token = await solvedCaptcha();
    expect((await enter({ ...card, captchaToken: token })).errors).toEqual([]);
    expect((await enter({ ...card, captchaToken: token })).errors).toMatchObject([{ code: 3012 }]);
  });

  it('locks a card after repeated wrong PINs (3013), even for the right PIN', async () => {
    const card = await newCard();
    const wrong = card.pin === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await enter({ ...card, pin: wrong })).errors[0].code).toBe(3007);
    expect((await enter({ ...card, pin: wrong })).errors).toMatchObject([{ code: 3013, message: 'Hai effettuato troppi tentativi. Riprova più tardi.' }]);
    expect((await enter(card)).errors).toMatchObject([{ code: 3013 }]);
  });

  it('wants consent and a valid e-mail: 9004 on each field, and no entry', async () => {
    const card = await newCard();
    const r = await enter({ ...card, email: 'giulia@', consent: false });
    expect(r.errors).toEqual([
      { code: 9004, message: 'Inserisci un indirizzo email valido', referencedRequestParameter: 'email' },
      { code: 9004, message: 'Per partecipare devi acconsentire a ricevere le e-mail sull’estrazione', referencedRequestParameter: 'consent' },
    ]);
    expect((await enter({ ...card, email: '' })).errors).toEqual([{ code: 9004, message: "Inserisci l'indirizzo email", referencedRequestParameter: 'email' }]);
    expect(await entryRows(card.id)).toEqual([]);
  });

  it('checks the form before the human check: a missing or malformed number and PIN are 9004', async () => {
    const r = await enter({ cardNumber: '1234', pin: '12' });
    expect(r.errors.map((e: { code: number; referencedRequestParameter: string }) => [e.code, e.referencedRequestParameter])).toEqual([
      [9004, 'cardNumber'],
      [9004, 'pin'],
    ]);
    expect((await enter({})).errors).toMatchObject([
      { code: 9004, referencedRequestParameter: 'cardNumber' },
      { code: 9004, referencedRequestParameter: 'pin' },
    ]);
    expect((await enter({ cardNumber: '1234567890123456789', pin: '123456' })).errors).toEqual([
      { code: 9004, message: 'Non conosciamo questo numero, per favore controlla il numero e prova di nuovo.', referencedRequestParameter: 'cardNumber' },
    ]);
  });

  it('refuses an unknown storefront with 9002', async () => {
    const r = (await api.graphql(ENTER, { userData: { ...italianUser, storeID: 999 }, email: 'a@example.it', consent: true }, visitor())).data.enterDoubler;
    expect(r.errors).toMatchObject([{ code: 9002 }]);
  });

  it('enters the cards of a redeem session without a number, PIN or human check', async () => {
    const a = await newCard(3000);
    const b = await newCard(6000);
    const { token, session } = await openSession(database.db, 53, null);
    await addCard(database.db, session.id, a.id);
    await addCard(database.db, session.id, b.id);
    const zeroId = must(
      (await database.db.execute<{ id: number }>(sql`select id from giftcards where number = ${seedCard('zero').number}`)).rows[0],
      'the seeded zero card',
    ).id;
    await addCard(database.db, session.id, zeroId);
    const r = (await api.graphql(ENTER, { userData: { ...italianUser, redeemToken: token }, email: 'redeem@example.it', consent: true }, visitor())).data
      .enterDoubler;
    expect(r.errors).toEqual([]);
    // The empty card of the session cannot enter; the other two do.
    expect(r.entries).toHaveLength(2);
    expect(await entryRows(a.id)).toMatchObject([{ source: 'redeem', email: 'redeem@example.it' }]);
    expect(await entryRows(b.id)).toHaveLength(1);
    expect(await entryRows(zeroId)).toEqual([]);
  });

  it('refuses a redeem token that names no live session (9003), and a session of empty cards (3004)', async () => {
    const gone = (
      await api.graphql(ENTER, { userData: { ...italianUser, redeemToken: 'no-such-session-token' }, email: 'a@example.it', consent: true }, visitor())
    ).data.enterDoubler;
    expect(gone.errors).toMatchObject([{ code: 9003, referencedRequestParameter: 'userData.redeemToken' }]);
    const { token, session } = await openSession(database.db, 53, null);
    const zeroId = must(
      (await database.db.execute<{ id: number }>(sql`select id from giftcards where number = ${seedCard('zero').number}`)).rows[0],
      'the seeded zero card',
    ).id;
    await addCard(database.db, session.id, zeroId);
    const empty = (await api.graphql(ENTER, { userData: { ...italianUser, redeemToken: token }, email: 'a@example.it', consent: true }, visitor())).data
      .enterDoubler;
    expect(empty.errors).toMatchObject([{ code: 3004 }]);
  });

  it('keeps one entry when the same card is entered many times at once', async () => {
    // Through the redeem session: the card check's guessing limits would (rightly) refuse a burst of checks of one card.
    const card = await newCard();
    const { token, session } = await openSession(database.db, 53, null);
    await addCard(database.db, session.id, card.id);
    const results = await Promise.all(
      Array.from(
        { length: 8 },
        async () =>
          (await api.graphql(ENTER, { userData: { ...italianUser, redeemToken: token }, email: 'burst@example.it', consent: true }, visitor())).data
            .enterDoubler,
      ),
    );
    expect(results.flatMap((r) => r.errors)).toEqual([]);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(results.filter((r) => !r.entry.alreadyEntered)).toHaveLength(1);
    expect(await entryRows(card.id)).toHaveLength(1);
  });

  it("publishes the current draw's commitment, not its seed, and the cap", async () => {
    const { data } = await api.graphql(DRAWS);
    const page = data.doublerDraws;
    const month = romeMonthOf(new Date());
    expect(page.errors).toEqual([]);
    expect(page.current).toMatchObject({ month, status: 'open', seed: null, drawDate: drawDateOf(month), entries: [] });
    expect(page.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(page.current.entriesCount).toBeGreaterThanOrEqual(4);
    expect(page.cap).toEqual({ currency: 'EUR', value: 250 });
    expect(page.drawHour).toBe(8);
    // Asking again shows the same commitment: the seed was drawn once.
    expect((await api.graphql(DRAWS)).data.doublerDraws.current.seedHash).toBe(page.current.seedHash);
    const row = must((await database.db.select().from(doublerDraws).where(eq(doublerDraws.month, month)))[0], 'row exists');
    expect(row.seed).not.toBe(page.current.seedHash);
  });
});
