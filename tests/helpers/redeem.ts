import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { issueCard, setStatus } from '../../server/modules/giftcards/index.ts';
import { giftcards } from '../../server/modules/giftcards/tables.ts';
import { solvedCaptcha } from './captcha.ts';
import type { apiClient } from './api.ts';

// A holder's way through the redeem API: a card of their own, the check, the redeem basket, the order.

type Api = ReturnType<typeof apiClient>;
export const ERR = 'errors { code message referencedRequestParameter }';
export const CHECK = `mutation C($userData: UserData!, $cardNumber: String!, $pin: String!, $captchaToken: String) {
  checkGiftcardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
    session { redeemToken shopPath businessPageId balance { value } cards { number balance { value } expiresAt } } ${ERR} } }`;
export const ADD_CARD = CHECK.replace('mutation C', 'mutation A').replace('checkGiftcardPayment(', 'addGiftcardPayment(');
export const ORDER_FIELDS = `id number status needsAddress hasDeliveryDetails quantity
  shipments { kind packages { id mainProduct { slug productType } items { type qty text variation { price { value } } } packageTotals { mainItemAmount { value } mainItemEditable } } }
  totals { grandTotal { value } adjustments { adjustmentType price { value } } } balance { value } remainingBalance { value } extraToPay { value }
  payments { method status card value { value } }`;
export const PUT = `mutation P($userData: UserData!, $input: RedeemPackageInput!) { addOrUpdateRedeemPackage(userData: $userData, input: $input) { order { ${ORDER_FIELDS} } ${ERR} } }`;
export const REMOVE = `mutation R($userData: UserData!, $packageId: ID!) { deleteRedeemPackage(userData: $userData, packageId: $packageId) { order { ${ORDER_FIELDS} } ${ERR} } }`;
export const DELIVER = `mutation D($userData: UserData!, $input: RedeemDeliveryInput!) { setRedeemDelivery(userData: $userData, input: $input) { order { hasDeliveryDetails } ${ERR} } }`;
export const PLACE_REDEEM = `mutation Q($userData: UserData!, $input: RedeemPlaceInput!) { placeRedeemOrder(userData: $userData, input: $input) { redirectUrl totalsChanged order { ${ORDER_FIELDS} } ${ERR} } }`;
export const REDEEM_ORDER = `query O($userData: UserData!, $uuid: String) { redeemOrder(userData: $userData, uuid: $uuid) { order { ${ORDER_FIELDS} } ${ERR} } }`;

export const holder = { firstName: 'Anna', lastName: 'Verdi', email: 'anna.verdi@example.it', emailConfirmation: 'anna.verdi@example.it' };

let addressCounter = 0;
/** A client address of its own, so one test's failures do not spend another's allowance. */
export function freshClient(): Record<string, string> {
  addressCounter++;
  return { 'x-forwarded-for': `198.51.${Math.floor(addressCounter / 250)}.${addressCounter % 250}` };
}

export type TestCard = { id: number; number: string; pin: string };

export async function testCard(
  database: Database,
  opts: { euros?: number; store?: number; programme?: 'choice' | 'blank'; shopPage?: string; status?: 'blocked' | 'expired' } = {},
): Promise<TestCard> {
  const blank = opts.programme === 'blank';
  const card = await issueCard(database.db, {
    storeId: opts.store ?? 53,
    programme: opts.programme ?? 'choice',
    valueCents: blank ? 0 : (opts.euros ?? 100) * 100,
    currency: opts.store === 1 || !opts.store || opts.store === 53 ? 'EUR' : 'EUR',
    idempotencyKey: `test:${crypto.randomUUID()}`,
    activationValueCents: blank ? 5000 : undefined,
    shopPage: opts.shopPage,
  });
  if (opts.status === 'blocked') await setStatus(database.db, card.id, 'blocked', 'test');
  if (opts.status === 'expired')
    await database.db
      .update(giftcards)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(giftcards.id, card.id));
  return { id: card.id, number: card.number, pin: card.pin! };
}

/** Checks a card as a holder would; returns the answer and, on success, userData carrying the token. */
export async function check(api: Api, card: { number: string; pin: string }, headers = freshClient(), token: string | null = null) {
  const doc = token ? ADD_CARD : CHECK;
  const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: token };
  const res = await api.graphql(doc, { userData, cardNumber: card.number, pin: card.pin, captchaToken: await solvedCaptcha() }, headers);
  const payload = (token ? res.data.addGiftcardPayment : res.data.checkGiftcardPayment) as any;
  return { payload, userData: { ...userData, redeemToken: token ?? payload.session?.redeemToken ?? null } };
}
