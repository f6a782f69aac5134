import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { gql } from '../lib/api.server.ts';
import { graphql, type ResultOf } from '../graphql/index.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { MessageKey } from '../i18n/it.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import { activationFormSchema, activationKeyFor } from '../../common/forms/activation-form.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import type { SubmissionResult } from '@conform-to/react';
import { voucherLookupSchema } from '../../common/forms/voucher-lookup-form.ts';

// The activation screens' server side: /attivare/ posts the card number and e-mail to the API,
// /attivare/grazie/ reads the order back by its uuid, /daticarta/ the voucher by its code.

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const CREATE = graphql(`
  mutation CreateActivationOrder($userData: UserData!, $cardNumber: String!, $email: String!, $captchaToken: String) {
    createActivationOrder(userData: $userData, cardNumber: $cardNumber, email: $email, captchaToken: $captchaToken) {
      order {
        uuid
        status
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const CHALLENGE = graphql(`
  query ActivationChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);
const ORDER = graphql(`
  query ActivationOrder($userData: UserData!, $uuid: String!) {
    activationOrder(userData: $userData, uuid: $uuid) {
      order {
        uuid
        status
        email
        cardNumber
        voucherCode
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const VOUCHER = graphql(`
  query ActivationVoucher($userData: UserData!, $code: String!) {
    activationVoucher(userData: $userData, code: $code) {
      voucher {
        code
        status
        cardStatus
        cardNumber
        value {
          currency
          value
        }
        expiresAt
        validMonths
        activatedAt
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type ActivationPaths = { activation: string; thanks: string; voucher: string | null; redeemCheck: string | null; contact: string | null };
export type ActivationFormData = { title: string; paths: ActivationPaths; challenge: Record<string, unknown> };
export type ActivationOrderData = NonNullable<ResultOf<typeof ORDER>['activationOrder']['order']>;
export type ThanksData = { title: string; order: ActivationOrderData; paths: ActivationPaths };
export type VoucherData = NonNullable<ResultOf<typeof VOUCHER>['activationVoucher']['voucher']>;
export type CardDataData = {
  title: string;
  paths: ActivationPaths;
  state: 'lookup' | 'notFound' | 'voucher';
  code: string;
  voucher: VoucherData | null;
  /** The lookup form's answer: the code missing or unknown, on its field. */
  lookup: SubmissionResult | null;
};

function activationPaths(request: Request): ActivationPaths {
  const { store, language } = locate(new URL(request.url));
  const path = (screen: 'activation' | 'activationThanks' | 'activationVoucherData' | 'redeemCheck' | 'contact') =>
    store.paths[screen] ? buildPath(store, screen, {}, language) : null;
  return {
    activation: path('activation')!,
    thanks: path('activationThanks')!,
    voucher: path('activationVoucherData'),
    redeemCheck: path('redeemCheck'),
    contact: path('contact'),
  };
}

function title(request: Request, key: MessageKey): string {
  const t = serverT(request);
  return `${t(key)} | ${t('meta.suffix')}`;
}

/** The form, with a fresh human check (after a refused post the loader runs again: a new one). */
export async function activationLoader({ request, context }: Args): Promise<ActivationFormData> {
  const r = await gql(context, CHALLENGE);
  return { title: title(request, 'activation.metaTitle'), paths: activationPaths(request), challenge: r.captchaChallenge };
}

const FIELDS = ['cardNumber', 'email'];

/**
 * The form posts here; success goes on to the thanks page (post/redirect/get), refusals come back
 * with what was typed (the human check's token left out). The form's rules are checked here as in
 * the browser (a post without JavaScript), the API's answer goes on the fields it names.
 */
export async function activationAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, activationFormSchema, serverT(request), activationKeyFor);
  const hideFields = ['captchaToken'];
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const values = { cardNumber: String(form.get('cardNumber') ?? ''), email: String(form.get('email') ?? '') };
  const captchaToken = String(form.get('captchaToken') ?? '') || null;
  const r = await gql(context, CREATE, { ...values, captchaToken });
  const { order, errors } = r.createActivationOrder;
  if (order) throw redirect(`${activationPaths(request).thanks}?order=${encodeURIComponent(order.uuid)}`, 303);
  return data(replyWithApiErrors(submission, errors, { fields: FIELDS, hideFields }), { status: 400 });
}

/** /attivare/grazie/?order=…: without a known order there is nothing to thank for, so back to the form. */
export async function thanksLoader({ request, context }: Args): Promise<ThanksData> {
  const paths = activationPaths(request);
  const uuid = new URL(request.url).searchParams.get('order') ?? '';
  const r = uuid ? await gql(context, ORDER, { uuid }) : null;
  const order = r?.activationOrder.order;
  if (!order) throw redirect(paths.activation);
  return { title: title(request, 'activation.thanks.metaTitle'), order, paths };
}

/**
 * /daticarta/?code=…: the voucher; no code gives the lookup form, an empty or unknown one the form
 * with its message (`lookup`, the kit's answer as after a refused post; unknown: a 404).
 */
export async function cardDataLoader({ request, context }: Args) {
  const paths = activationPaths(request);
  const params = new URL(request.url).searchParams;
  const code = (params.get('code') ?? '').trim().slice(0, 64);
  const asked = new FormData();
  asked.set('code', code);
  const submission = parseForm(asked, voucherLookupSchema, serverT(request));
  const base = { title: title(request, 'activation.voucher.metaTitle'), paths, code, voucher: null, lookup: null };
  if (!code) return data<CardDataData>({ ...base, state: 'lookup', lookup: params.has('code') ? submission.reply() : null });
  const r = await gql(context, VOUCHER, { code });
  const voucher = r.activationVoucher.voucher;
  if (!voucher) {
    const lookup = submission.reply({ fieldErrors: { code: [serverT(request)('activation.voucher.notFound')] } });
    return data<CardDataData>({ ...base, state: 'notFound', lookup }, { status: 404 });
  }
  return data<CardDataData>({ ...base, state: 'voucher', voucher });
}
