// Checking a card (checkGiftcardPayment) and adding one (addGiftcardPayment): the form's rules
// first (§5, the card form's schema of common/forms/), then the API, whose answer names the session in a cookie.
import type { SubmissionResult } from '@conform-to/react';
import { errorCodes } from '../../common/errors/codes.ts';
import { cardFormSchema } from '../../common/forms/card-form.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { rememberRedeemHeaders } from '../lib/redeem-cookie.server.ts';
import { RedeemSessionFragment, type ErrorItem, type RedeemSession } from '../components/redeem/fragments.ts';
import { graphql } from '../graphql/index.ts';
import { apiErrorsOnForm, formDataOf, type Args } from './redeem.server.ts';

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

/** The check's outcome: the session, the API's errors (or the form's own), and the card form's answer (decision 025). */
export type CardCheckResult = { session: RedeemSession | null; errors: ErrorItem[]; reply: SubmissionResult | null; headers: Record<string, string> };

const CARD_FIELDS = ['cardNumber', 'pin'];

/**
 * Checks the posted card; `add` adds it to the request's session (the add extra card modal). The
 * form's rules first (as in the browser: a post without JavaScript), then the API; a refusal's
 * answer never carries the PIN or the human check's token back.
 */
export async function checkCard(args: Args, values: Record<string, string>, add: boolean): Promise<CardCheckResult> {
  const submission = parseForm(formDataOf(values), cardFormSchema, serverT(args.request));
  const hideFields = ['pin', 'captchaToken'];
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields });
    const errors = Object.entries(reply.error ?? {}).map(([field, messages]) => ({
      code: errorCodes.VALIDATION,
      message: messages?.[0] ?? '',
      referencedRequestParameter: field,
    }));
    return { session: null, errors, reply, headers: {} };
  }
  const vars = {
    cardNumber: (values.cardNumber ?? '').replace(/\s+/g, ''),
    pin: (values.pin ?? '').replace(/\s+/g, ''),
    captchaToken: values.captchaToken || null,
  };
  const r = add
    ? (await redeemGql(args.context, args.request, ADD, vars)).addGiftcardPayment
    : (await redeemGql(args.context, args.request, CHECK, vars)).checkGiftcardPayment;
  // An error on "input.cardNumber" belongs to the card number as one on "cardNumber" does.
  const reply = r.session ? null : replyWithApiErrors(submission, apiErrorsOnForm(r.errors), { fields: CARD_FIELDS, hideFields });
  return { session: r.session, errors: r.errors, reply, headers: rememberRedeemHeaders(args.request, r.session?.redeemToken) };
}
