import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { pay, runDeliveries, address } from '../../../tests/helpers/checkout.ts';
import { DELIVER, PLACE_REDEEM, PUT, REDEEM_ORDER, REMOVE, check, holder, testCard } from '../../../tests/helpers/redeem.ts';
import { cardById } from '../giftcards/index.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { donations } from '../donations/tables.ts';
import { outbox } from '../notifications/tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// The redeem basket and order (§3 RedeemOrder, §4 redeem flow, §9 split above 150 euro).

describe.each(databaseKinds)('redeem basket and order on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
    for (const slug of ['gift-card-osteria-dei-canali', 'gift-card-sushi-onda-calma', 'donazione-a-fondazione-mare-pulito', 'gift-card-weekend-fuoriporta']) {
      ids[slug] = (
        await api.graphql(`query($userData: UserData!, $slug: String!) { product(userData: $userData, slug: $slug) { id } }`, { slug })
      ).data.product.id;
    }
  });
  afterAll(async () => {
    await database.close();
  });
  const codes = (p: { errors: { code: number }[] }) => p.errors.map((e) => e.code);
  const ledgerSum = async (id: number) =>
    Number(
      (
        await database.db
          .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.giftcardId, id))
      )[0]?.s,
    );
  const put = async (userData: object, input: object) => (await api.graphql(PUT, { userData, input })).data.addOrUpdateRedeemPackage;

  it('redeems a 200 euro card for two gift cards and a donation, and leaves the rest on the card', async () => {
    const card = await testCard(database, { euros: 200 });
    const { userData } = await check(api, card);
    expect((await put(userData, { productId: ids['gift-card-osteria-dei-canali'], amount: 50, message: 'Buon appetito!' })).errors).toEqual([]);
    expect((await put(userData, { productId: ids['gift-card-sushi-onda-calma'], amount: 40 })).errors).toEqual([]);
    const last = await put(userData, { productId: ids['donazione-a-fondazione-mare-pulito'], amount: 20 });
    expect(last.errors).toEqual([]);
    expect(last.order.totals.grandTotal.value).toBe(110);
    expect(last.order.totals.adjustments).toEqual([]);
    expect(last.order.remainingBalance.value).toBe(90);
    expect(last.order.extraToPay.value).toBe(0);
    expect((await api.graphql(DELIVER, { userData, input: holder })).data.setRedeemDelivery.errors).toEqual([]);
    const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 0, termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.redirectUrl).toBeNull();
    expect(placed.order.status).toBe('COMPLETED');
    expect(placed.order.payments).toEqual([{ method: 'giftcard', status: 'paid', card: expect.stringMatching(/\d{4}$/), value: { value: 110 } }]);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(9000);
    expect(await ledgerSum(card.id)).toBe(9000);
    // The three went out with the redemption: none is left for the delivery job.
    expect(await runDeliveries(database)).toBe(0);
    // The two gift cards are the brands' codes, e-mailed; the donation is no card (issue 11): none of
    // the shop's own cards is issued for the order, the donation is recorded and has its own e-mail.
    const issued = (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, placed.order.number))).filter((e) => e.kind === 'issue');
    expect(issued).toEqual([]);
    const donation = must(
      (
        await database.db
          .select()
          .from(donations)
          .where(like(donations.reference, `DON-${placed.order.number}-%`))
      )[0],
      'donation exists',
    );
    expect(donation).toMatchObject({ charity: 'Fondazione Mare Pulito', amountCents: 2000 });
    const mails = await database.db.select().from(outbox).where(eq(outbox.orderId, donation.orderId));
    expect(mails.filter((m) => m.kind === 'card-delivery')).toHaveLength(2);
    expect(mails.filter((m) => m.kind === 'card-delivery').some((m) => m.text.includes('Buon appetito!'))).toBe(true);
    expect(mails.filter((m) => m.kind === 'card-delivery').some((m) => m.subject.includes('Mare Pulito'))).toBe(false);
    expect(mails.filter((m) => m.kind === 'donation-confirmation').map((m) => [m.to, m.attachments.length])).toEqual([[holder.email, 1]]);
  });

  it('splits 320 euro on one brand into cards of at most 150 euro and asks for the extra', async () => {
    const card = await testCard(database, { euros: 300 });
    const { userData } = await check(api, card);
    const r = await put(userData, { productId: ids['gift-card-osteria-dei-canali'], amount: 320 });
    expect(r.errors).toEqual([]);
    const pkg = r.order.shipments[0].packages[0];
    expect(pkg.packageTotals).toEqual({ mainItemAmount: { value: 320 }, mainItemEditable: false });
    expect(pkg.items.map((i: { qty: number; variation: { price: { value: number } } }) => [i.qty, i.variation.price.value])).toEqual([
      [2, 150],
      [1, 20],
    ]);
    expect(r.order.quantity).toBe(3);
    expect(r.order.extraToPay.value).toBe(20);
    expect(r.order.remainingBalance.value).toBe(0);
  });

  it('keeps the minimum per card and a remaining balance of zero or at least 5 euro', async () => {
    const card = await testCard(database, { euros: 50 });
    const { userData } = await check(api, card);
    const low = await put(userData, { productId: ids['gift-card-osteria-dei-canali'], amount: 5 });
    expect(low.errors).toEqual([{ code: 9004, message: 'Scegli un importo di almeno 10 € senza decimali', referencedRequestParameter: 'input.amount' }]);
    const leavesThree = await put(userData, { productId: ids['gift-card-osteria-dei-canali'], amount: 47 });
    expect(leavesThree.errors).toEqual([
      {
        code: 9004,
        message: 'Dopo il riscatto il saldo deve essere zero oppure almeno 5 €: scegli un importo diverso',
        referencedRequestParameter: 'input.amount',
      },
    ]);
    expect((await put(userData, { productId: ids['gift-card-osteria-dei-canali'], amount: 45 })).order.remainingBalance.value).toBe(5);
    const emoji = await put(userData, { productId: ids['gift-card-sushi-onda-calma'], amount: 10, message: 'Auguri 🎉' });
    expect(emoji.errors[0]).toMatchObject({ code: 9004, message: 'Non sono ammessi emoji', referencedRequestParameter: 'input.message' });
    const long = await put(userData, { productId: ids['gift-card-sushi-onda-calma'], amount: 10, message: 'x'.repeat(161) });
    expect(long.errors[0]).toMatchObject({ code: 9004, referencedRequestParameter: 'input.message' });
  });

  it('changes the amount of a choice in place and removes a choice', async () => {
    const card = await testCard(database, { euros: 100 });
    const { userData } = await check(api, card);
    const first = await put(userData, { productId: ids['gift-card-sushi-onda-calma'], amount: 30 });
    const id = first.order.shipments[0].packages[0].id;
    const changed = await put(userData, { packageId: id, productId: ids['gift-card-sushi-onda-calma'], amount: 60 });
    expect(changed.order.totals.grandTotal.value).toBe(60);
    expect(changed.order.quantity).toBe(1);
    const removed = (await api.graphql(REMOVE, { userData, packageId: changed.order.shipments[0].packages[0].id })).data.deleteRedeemPackage;
    expect(removed.errors).toEqual([]);
    expect(removed.order.quantity).toBe(0);
  });

  it('refuses products that are not options, and every call without a live session', async () => {
    const card = await testCard(database, { euros: 100 });
    const { userData } = await check(api, card);
    const choiceCard = (await api.graphql(`query($userData: UserData!) { product(userData: $userData, slug: "gift-card-tutto-in-uno") { id } }`)).data.product
      .id;
    expect(codes(await put(userData, { productId: choiceCard, amount: 20 }))).toEqual([9004]);
    const stranger = { ...userData, redeemToken: 'not-a-token' };
    expect(codes(await put(stranger, { productId: ids['gift-card-sushi-onda-calma'], amount: 20 }))).toEqual([9003]);
    expect(codes((await api.graphql(REDEEM_ORDER, { userData: stranger })).data.redeemOrder)).toEqual([9003]);
  });

  it('pays the extra at the provider; a physical card needs the address first', async () => {
    const card = await testCard(database, { euros: 25 });
    const { userData } = await check(api, card);
    const r = await put(userData, { productId: ids['gift-card-weekend-fuoriporta'], amount: 30, kind: 'physical', wrapper: 'envelope' });
    expect(r.errors).toEqual([]);
    expect(r.order.needsAddress).toBe(true);
    const extra = Math.round(r.order.extraToPay.value * 100);
    expect(extra).toBe(3000 + 150 + 195 - 2500);
    const early = (await api.graphql(DELIVER, { userData, input: holder })).data.setRedeemDelivery;
    expect(early.errors.map((e: { referencedRequestParameter: string }) => e.referencedRequestParameter)).toContain('input.street');
    expect((await api.graphql(DELIVER, { userData, input: { ...holder, ...address } })).data.setRedeemDelivery.errors).toEqual([]);
    const noMethod = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: extra, termsAccepted: true } })).data.placeRedeemOrder;
    expect(noMethod.errors[0].referencedRequestParameter).toBe('payment.method');
    // Online banking for the extra needs one of the provider's banks: none, or one it does not list, is refused.
    for (const bank of [null, 'banca-che-non-esiste']) {
      const refused = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: extra, method: 'bank_redirect', bank, termsAccepted: true } })).data
        .placeRedeemOrder;
      expect(refused.errors).toEqual([{ code: 9004, message: 'Scegli la tua banca', referencedRequestParameter: 'payment.bank' }]);
    }
    const moved = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: extra - 100, method: 'card', termsAccepted: true } })).data
      .placeRedeemOrder;
    expect(moved.totalsChanged).toBe(true);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(2500);
    const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: extra, method: 'card', termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.redirectUrl).toMatch(/^\/psp\/sandbox\/pay\//);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(0);
    await pay(database, api, placed.redirectUrl, 'paid');
    const done = (await api.graphql(REDEEM_ORDER, { userData, uuid: placed.order.id })).data.redeemOrder.order;
    expect(done.status).toBe('COMPLETED');
    expect(done.payments.map((p: { method: string; value: { value: number } }) => [p.method, p.value.value])).toEqual([
      ['giftcard', 25],
      ['extra', extra / 100],
    ]);
  });

  it('offers only the instant methods for an extra', async () => {
    const ids = async (forRedeem: boolean) =>
      (
        await api.graphql(`query($userData: UserData!, $f: Boolean) { paymentMethods(userData: $userData, forRedeem: $f) { id } }`, { f: forRedeem })
      ).data.paymentMethods.map((m: { id: string }) => m.id);
    expect(await ids(true)).toEqual(['card', 'wallet', 'bank_redirect']);
    expect(await ids(false)).toEqual(expect.arrayContaining(['bank_transfer', 'invoice']));
  });

  it('gives the balance back exactly once when the extra payment fails, and the basket comes back', async () => {
    const card = await testCard(database, { euros: 30 });
    const { userData } = await check(api, card);
    const r = await put(userData, { productId: ids['gift-card-sushi-onda-calma'], amount: 50 });
    await api.graphql(DELIVER, { userData, input: holder });
    const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 2000, method: 'card', termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(0);
    await pay(database, api, placed.redirectUrl, 'failed', { duplicate: true });
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(3000);
    expect(await ledgerSum(card.id)).toBe(3000);
    const refunds = (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.giftcardId, card.id))).filter((e) => e.kind === 'refund');
    expect(refunds).toHaveLength(1);
    const old = (await api.graphql(REDEEM_ORDER, { userData, uuid: placed.order.id })).data.redeemOrder.order;
    expect(old.status).toBe('CANCELED');
    const again = (await api.graphql(REDEEM_ORDER, { userData })).data.redeemOrder.order;
    expect(again.status).toBe('BASKET');
    expect(again.totals.grandTotal.value).toBe(r.order.totals.grandTotal.value);
  });
});
