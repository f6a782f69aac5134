import { redirect, type LoaderFunctionArgs } from 'react-router';
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
  type ModalActionData,
} from '../components/doubler/fragments.ts';
import { graphql } from '../graphql/index.ts';

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
  const r = await gql(context, request, PAGE);
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

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The page's form (intent "enter") and the redeem modal's (intent "redeem": the session's cards, by its cookie). */
export async function doublerAction(args: Args): Promise<DoublerActionData | ModalActionData | Response> {
  const form = await args.request.formData();
  const email = field(form, 'email').trim();
  const consent = form.get('consent') === 'on' || form.get('consent') === 'true';
  if (form.get('intent') === 'redeem') {
    const r = await redeemGql(args.context, args.request, ENTER, { email, consent });
    return { intent: 'redeem', entries: r.enterDoubler.entries, errors: r.enterDoubler.errors };
  }
  const cardNumber = field(form, 'cardNumber');
  const r = await gql(args.context, args.request, ENTER, {
    cardNumber,
    pin: field(form, 'pin'),
    captchaToken: field(form, 'captchaToken') || null,
    email,
    consent,
  });
  const [entry] = r.enterDoubler.entries;
  if (!entry) return { intent: 'enter', errors: r.enterDoubler.errors, values: { cardNumber, email, consent: consent ? 'on' : '' } };
  const { store, language } = locate(new URL(args.request.url));
  const query = new URLSearchParams({ mese: entry.drawMonth, ...(entry.alreadyEntered ? { gia: '1' } : {}) });
  return redirect(`${buildPath(store, 'doublerThanks', { product: entry.product }, language)}?${query}`);
}

/** The product segment is optional (§2 /verdubbelaar/bedankt/:product?): the doubler's card is the storefront's choice card. */
export async function doublerThanksLoader({ request, context }: Args, segment: string | undefined): Promise<DoublerThanksData> {
  const url = new URL(request.url);
  const product = segment ?? locate(url).store.choiceCardSlug;
  const asked = url.searchParams.get('mese') ?? '';
  const r = await gql(context, request, THANKS, { slug: product, month: /^\d{4}-\d{2}$/.test(asked) ? asked : '0000-00' });
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
