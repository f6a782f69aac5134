// The activation API as its tests use it: the GraphQL documents, a fresh blank card of the Italian
// shop, and requests from an address of their own. Shared by activation.test.ts and activation-job.test.ts.
import { expect } from 'vitest';
import type { apiClient } from '../../../tests/helpers/api.ts';
import { solvedCaptcha } from '../../../tests/helpers/captcha.ts';
import type { Database } from '../../db/client.ts';
import { luhnCheckDigit, issueCard } from '../giftcards/index.ts';

const ERR = 'errors { code message referencedRequestParameter }';
export const CREATE = `mutation A($userData: UserData!, $cardNumber: String!, $email: String!, $captchaToken: String) {
  createActivationOrder(userData: $userData, cardNumber: $cardNumber, email: $email, captchaToken: $captchaToken) { order { uuid status email cardNumber voucherCode } ${ERR} } }`;
export const ORDER = `query O($userData: UserData!, $uuid: String!) { activationOrder(userData: $userData, uuid: $uuid) { order { uuid status email cardNumber voucherCode } ${ERR} } }`;
export const VOUCHER = `query V($userData: UserData!, $code: String!) { activationVoucher(userData: $userData, code: $code) {
  voucher { code status cardStatus cardNumber value { currency value } expiresAt validMonths activatedAt } ${ERR} } }`;

let keys = 0;
let clients = 0;
/** Each test asks from an address of its own, so the guard's per-client counters do not carry over. */
export const fromNewClient = () => ({ 'x-forwarded-for': `203.0.113.${++clients}` });

/** A number with a valid check digit after `prefix`. */
export function numberWith(prefix: string, body = '000000777777'): string {
  const partial = `${prefix}${body}`.slice(0, 18);
  return partial + luhnCheckDigit(partial);
}

/** The steps on the database and API `current` gives when a test runs (they are opened in beforeAll). */
export function activationSteps(current: () => { database: Database; api: ReturnType<typeof apiClient> }) {
  /** A fresh blank card of the Italian shop worth 50 euro on activation (`null`: of no value). */
  async function blankCard(activationValueCents: number | null = 5000) {
    return issueCard(current().database.db, {
      storeId: 53,
      programme: 'blank',
      valueCents: 0,
      currency: 'EUR',
      idempotencyKey: `test:activation:${++keys}:${Date.now()}`,
      activationValueCents: activationValueCents ?? undefined,
    });
  }

  async function create(cardNumber: string, email = 'giulia.rossi@example.it', headers = fromNewClient(), captchaToken: string | null = 'solve') {
    const r = await current().api.graphql(
      CREATE,
      { cardNumber, email, captchaToken: captchaToken === 'solve' ? await solvedCaptcha() : captchaToken },
      headers,
    );
    expect(r.errors).toBeUndefined();
    return r.data.createActivationOrder as {
      order: { uuid: string; status: string; email: string; cardNumber: string; voucherCode: string } | null;
      errors: { code: number; message: string; referencedRequestParameter: string | null }[];
    };
  }

  async function voucher(code: string) {
    return (await current().api.graphql(VOUCHER, { code })).data.activationVoucher;
  }

  return { blankCard, create, voucher };
}
