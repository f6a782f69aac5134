import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { redeemGql } from '../lib/redeem-api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import { buildPath } from '../../common/paths.ts';
import {
  DoublerEntryFragment,
  DrawFragment,
  ThanksProductFragment,
  type DoublerActionData,
  type DoublerPageData,
  type DoublerThanksData,
  type ErrorItem,
  type ModalActionData,
} from '../components/doubler/fragments.ts';
import type { SubmissionResult } from '@conform-to/react';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { doublerEntrySchema } from '../../common/forms/card-form.ts';
import { errorCodes } from '../../common/errors/codes.ts';
import { graphql } from '../graphql/index.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

// The doubler's screens (§2 /doppiatore/, /doppiatore/grazie/{product}/) and the redeem doubler
// modal's post. Everything goes through the API; the page form works without JavaScript.

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

const PAGE = graphql(
  `
    query DoublerPage($userData: UserData!) {
      doublerDraws(userData: $userData) {
        current {
          ...DoublerDraw
        }
        past {
          ...DoublerDraw
        }
        cap {
          currency
          value
        }
        drawHour
        errors {
          code
          message
        }
      }
      captchaChallenge(userData: $userData)
    }
  `,
  [DrawFragment],
);

const ENTER = graphql(
  `
    mutation DoublerEnter($userData: UserData!, $cardNumber: String, $pin: String, $captchaToken: String, $email: String!, $consent: Boolean!) {
      enterDoubler(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken, email: $email, consent: $consent) {
        entries {
          ...DoublerEntry
        }
        errors {
          code
          message
          referencedRequestParameter
        }
      }
    }
  `,
  [DoublerEntryFragment],
);

const CHALLENGE = graphql(`
  query DoublerChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);

const THANKS = graphql(
  `
    query DoublerThanks($userData: UserData!, $slug: String!, $month: String!) {
      product(userData: $userData, slug: $slug) {
        ...DoublerThanksProduct
      }
      doublerDraw(userData: $userData, month: $month) {
        draw {
          month
          drawDate
        }
      }
      doublerDraws(userData: $userData, limit: 1) {
        current {
          month
          drawDate
        }
        drawHour
      }
    }
  `,
  [ThanksProductFragment],
);

export async function doublerLoader({ request, context }: Args): Promise<DoublerPageData> {
  const r = await gql(context, PAGE);
  const t = serverT(request);
  const { current, past, cap, drawHour } = r.doublerDraws;
  return {
    current,
    past,
    cap,
    drawHour,
    challenge: r.captchaChallenge,
    title: `${t('doubler.metaTitle')} | ${t('meta.suffix')}`,
    description: t('doubler.metaDescription'),
  };
}

/** The entry form's fields: an API error naming one goes on it, any other on top. */
const ENTRY_FIELDS = ['cardNumber', 'pin', 'email', 'consent'];

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The API's errors as the entry form shows them: a refusal of the card itself (3007 unknown, not a
 * 9004 of its format) goes on top, first, with the field marked; validation errors on their fields.
 */
function entryErrors(errors: ErrorItem[]): { errors: ErrorItem[]; cardRefused: boolean } {
  const refusal = errors.find((e) => e.referencedRequestParameter === 'cardNumber' && e.code !== errorCodes.VALIDATION);
  if (!refusal) return { errors, cardRefused: false };
  return { errors: [{ ...refusal, referencedRequestParameter: null }, ...errors.filter((e) => e !== refusal)], cardRefused: true };
}

/** The page's form (intent "enter") and the redeem modal's (intent "redeem": the session's cards, by its cookie). */
export async function doublerAction(args: Args) {
  const form = await args.request.formData();
  const email = field(form, 'email').trim();
  const consent = form.get('consent') === 'on' || form.get('consent') === 'true';
  if (form.get('intent') === 'redeem') {
    const r = await redeemGql(args.context, args.request, ENTER, { email, consent });
    const answer: ModalActionData = { intent: 'redeem', entries: r.enterDoubler.entries, errors: r.enterDoubler.errors };
    return answer;
  }
  // The card's rules are checked here as in the browser (a post without JavaScript); the PIN and
  // the human check's token are never sent back.
  const submission = parseForm(form, doublerEntrySchema, serverT(args.request));
  const hideFields = ['pin', 'captchaToken'];
  // A refusal brings its own new human check (the last token may be spent): the page's draws need
  // no reload, and the button is free again as soon as the answer is there.
  const refuse = async (result: SubmissionResult, cardRefused = false) => {
    const { captchaChallenge } = await gql(args.context, CHALLENGE);
    return data<DoublerActionData>({ ...result, form: 'enter', cardRefused, challenge: captchaChallenge }, { status: 400 });
  };
  if (submission.status !== 'success') return refuse(submission.reply({ hideFields }));
  const r = await gql(args.context, ENTER, {
    cardNumber: field(form, 'cardNumber'),
    pin: field(form, 'pin'),
    captchaToken: field(form, 'captchaToken') || null,
    email,
    consent,
  });
  const [entry] = r.enterDoubler.entries;
  if (!entry) {
    const { errors, cardRefused } = entryErrors(r.enterDoubler.errors);
    return refuse(replyWithApiErrors(submission, errors, { fields: ENTRY_FIELDS, hideFields }), cardRefused);
  }
  const { store, language } = storefrontOf(args.context);
  const query = new URLSearchParams({ mese: entry.drawMonth, ...(entry.alreadyEntered ? { gia: '1' } : {}) });
  return redirect(`${buildPath(store, 'doublerThanks', { product: entry.product }, language)}?${query}`);
}

/** The product segment is optional (§2 /verdubbelaar/bedankt/:product?): the doubler's card is the storefront's choice card. */
export async function doublerThanksLoader({ request, context }: Args, segment: string | undefined): Promise<DoublerThanksData> {
  const url = new URL(request.url);
  const product = segment ?? locate(url).store.choiceCardSlug;
  const asked = url.searchParams.get('mese') ?? '';
  const r = await gql(context, THANKS, { slug: product, month: /^\d{4}-\d{2}$/.test(asked) ? asked : '0000-00' });
  if (!r.product) notFound();
  const draw = r.doublerDraw.draw ?? r.doublerDraws.current;
  const t = serverT(request);
  return {
    product: r.product,
    month: draw?.month ?? null,
    drawDate: draw?.drawDate ?? null,
    drawHour: r.doublerDraws.drawHour,
    alreadyEntered: url.searchParams.get('gia') === '1',
    title: `${t('doubler.thanks.title')} | ${t('meta.suffix')}`,
  };
}
