// Checking a card (checkGiftcardPayment) and adding one (addGiftcardPayment): the form's rules
// first (§5, the shared zod schemas), then the API, whose answer names the session in a cookie.
import { cardNumberWithPrefixes, pin as pinSchema, firstIssue } from '../../common/rules/schemas.ts';
import { validationMessage } from '../../common/rules/messages.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { locate } from '../lib/locate.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { rememberRedeemHeaders } from '../lib/redeem-cookie.server.ts';
import { KNOWN_CARD_PREFIXES } from '../lib/redeem-card.ts';
import { RedeemSessionFragment, type ErrorItem, type RedeemSession } from '../components/redeem/fragments.ts';
import { graphql } from '../graphql/index.ts';
import type { Args } from './redeem.server.ts';

const CHECK = graphql(
  `
    mutation RedeemCheck($userData: UserData!, $cardNumber: String!, $pin: String!, $captchaToken: String) {
      checkGiftcardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
        session {
          ...RedeemSession
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemSessionFragment],
);
const ADD = graphql(
  `
    mutation RedeemAddCard($userData: UserData!, $cardNumber: String!, $pin: String!, $captchaToken: String) {
      addGiftcardPayment(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
        session {
          ...RedeemSession
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [RedeemSessionFragment],
);

export type CardCheckResult = { session: RedeemSession | null; errors: ErrorItem[]; headers: Record<string, string> };

function localIssues(request: Request, values: Record<string, string>): ErrorItem[] {
  const locale = locate(new URL(request.url)).language;
  const issue = (field: string, result: Parameters<typeof firstIssue>[0]): ErrorItem[] => {
    const found = firstIssue(result);
    return found ? [{ code: errorCodes.VALIDATION, message: validationMessage(locale, found.key, found.params), referencedRequestParameter: field }] : [];
  };
  return [
    ...issue('cardNumber', cardNumberWithPrefixes(KNOWN_CARD_PREFIXES).safeParse(values.cardNumber ?? '')),
    ...issue('pin', pinSchema.safeParse(values.pin ?? '')),
  ];
}

/** Checks the posted card; `add` adds it to the request's session (the add extra card modal). */
export async function checkCard(args: Args, values: Record<string, string>, add: boolean): Promise<CardCheckResult> {
  const local = localIssues(args.request, values);
  if (local.length) return { session: null, errors: local, headers: {} };
  const vars = {
    cardNumber: (values.cardNumber ?? '').replace(/\s+/g, ''),
    pin: (values.pin ?? '').replace(/\s+/g, ''),
    captchaToken: values.captchaToken || null,
  };
  if (add) {
    const r = await redeemGql(args.context, args.request, ADD, vars);
    return { ...r.addGiftcardPayment, headers: rememberRedeemHeaders(args.request, r.addGiftcardPayment.session?.redeemToken) };
  }
  const r = await redeemGql(args.context, args.request, CHECK, vars);
  return { ...r.checkGiftcardPayment, headers: rememberRedeemHeaders(args.request, r.checkGiftcardPayment.session?.redeemToken) };
}
