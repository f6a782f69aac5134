import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { locate } from '../lib/locate.ts';
import { screenMetadata, type PageMetadata } from '../lib/meta.ts';
import { buildPath, normalisePath } from '../../common/paths.ts';
import type { ErrorItem } from '../../common/errors/catalogue.ts';
import {
  BusinessProductFragment,
  type BusinessProduct,
  type QuotePrefill,
  type BusinessActionData,
  type BusinessPaths,
} from '../components/business/fragments.ts';
import { graphql } from '../graphql/index.ts';
import type { SubmissionResult } from '@conform-to/react';
import { QUOTE_FORM_FIELDS, quoteFormSchema } from '../../common/forms/quote-form.ts';
import { parseForm, replyWithApiErrors } from '../components/form/index.ts';
import { storefrontOf } from '../lib/storefront-context.ts';

// The business pages' server side: /azienda/{product?} (products for bulk orders, the business
// product form, the quote request) and /business/request-a-quote/ (the quote request alone).
// Both forms post here and work without JavaScript.

type Args = Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>;

/** What a storefront offers companies first: its all-in-one card, then its products of the business type. */
type BusinessRange = { featured: string; type: string };
// Per storefront; the Italian one where a storefront has none.
const BUSINESS_RANGE: Partial<Record<string, BusinessRange>> & { it: BusinessRange } = {
  it: { featured: 'gift-card-tutto-in-uno', type: 'aziende' },
  nl: { featured: 'alles-in-een-cadeaubon', type: 'zakelijk' },
};
const SHOWN = 8;

const PAGE = graphql(
  `
    query BusinessPage($userData: UserData!, $featured: String!, $filters: ProductFilters, $shown: Int!) {
      captchaChallenge(userData: $userData)
      featured: product(userData: $userData, slug: $featured) {
        ...BusinessProduct
      }
      products(userData: $userData, filters: $filters, paging: { itemsPerPage: $shown, pageNumber: 1 }) {
        items {
          ...BusinessProduct
        }
      }
    }
  `,
  [BusinessProductFragment],
);
const PRODUCT = graphql(
  `
    query BusinessProduct($userData: UserData!, $slug: String!) {
      product(userData: $userData, slug: $slug) {
        ...BusinessProduct
      }
    }
  `,
  [BusinessProductFragment],
);
const CHALLENGE = graphql(`
  query BusinessChallenge($userData: UserData!) {
    captchaChallenge(userData: $userData)
  }
`);
const ADD = graphql(`
  mutation BusinessAdd($userData: UserData!, $package: GiftcardPackageInput!) {
    addGiftcardPackage(userData: $userData, package: $package) {
      order {
        id
      }
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);
const QUOTE = graphql(`
  mutation BusinessQuote($userData: UserData!, $input: QuoteRequestInput!, $captchaToken: String) {
    requestQuote(userData: $userData, input: $input, captchaToken: $captchaToken) {
      status
      reference
      errors {
        code
        message
        referencedRequestParameter
      }
    }
  }
`);

export type BusinessPageData = {
  /** Title, description, robots, canonical and hreflang alternates, as every page has them. */
  metadata: PageMetadata;
  products: BusinessProduct[];
  selected: BusinessProduct | null;
  prefill: QuotePrefill | null;
  sent: string | null;
  challenge: Record<string, unknown>;
  paths: BusinessPaths;
  storeCountry: string;
};
export type QuotePageData = Pick<BusinessPageData, 'metadata' | 'prefill' | 'sent' | 'challenge' | 'paths' | 'storeCountry'>;

function pathsOf(request: Request): BusinessPaths {
  const { store, language } = locate(new URL(request.url));
  const path = (screen: 'business' | 'businessQuote' | 'basket' | 'privacy' | 'contact') =>
    store.paths[screen] ? buildPath(store, screen, {}, language) : null;
  return { business: path('business'), quote: path('businessQuote'), basket: path('basket')!, privacy: path('privacy'), contact: path('contact') };
}

/** The page the form was sent from: a script's post goes to "<page>/_.data" (the route's data), a form's to the page. */
function pagePath(request: Request): string {
  return normalisePath(new URL(request.url).pathname.replace(/\/?_?\.data$/, '') || '/');
}

function productPath(request: Request, slug: string): string {
  const { store, language } = locate(new URL(request.url));
  return buildPath(store, 'business', { product: slug }, language);
}

/** ?preventivo=PR-000042 after a request was sent (post/redirect/get). */
function sentReference(url: URL): string | null {
  const ref = url.searchParams.get('preventivo') ?? '';
  return /^PR-\d{6}$/.test(ref) ? ref : null;
}

/** The business product form's "ask a quote" (a GET of its fields) fills the quote form. */
function prefillOf(url: URL, product: BusinessProduct | null): QuotePrefill | null {
  const q = url.searchParams;
  if (q.get('intent') !== 'quote') return null;
  const value = q.get('value') === 'custom' ? q.get('customValue') : q.get('value');
  return { product: product && { id: product.slug, title: product.title }, quantity: (q.get('quantity') ?? '').slice(0, 6), value: (value ?? '').slice(0, 6) };
}

/** The page's metadata at the request's URL: "… | Donami", its description, robots, canonical and hreflang. */
function metadataOf(request: Request, key: 'business' | 'business.quotePage'): PageMetadata {
  const t = serverT(request);
  return screenMetadata(new URL(request.url), `${t(`${key}.metaTitle`)} | ${t('meta.suffix')}`, t(`${key}.metaDescription`));
}

export async function businessLoader({ request, context, params }: Args): Promise<BusinessPageData> {
  const url = new URL(request.url);
  const { store } = locate(url);
  const range = BUSINESS_RANGE[store.key] ?? BUSINESS_RANGE.it;
  const filters = { filterByTaxonomy: [{ taxonomy: 'cb_api_giftcard_types', terms: [range.type] }] };
  const page = await gql(context, PAGE, { featured: range.featured, filters, shown: SHOWN });
  const slug = params.product ?? url.searchParams.get('productId');
  let selected: BusinessProduct | null = null;
  if (slug) {
    selected = (await gql(context, PRODUCT, { slug })).product;
    if (!selected && params.product) notFound();
  }
  const listed = [page.featured, ...page.products.items].filter((p): p is BusinessProduct => p !== null);
  const products = listed
    .filter((p, i) => listed.findIndex((o) => o.id === p.id) === i)
    .slice(0, SHOWN)
    .map((p) => ({ ...p, businessPath: productPath(request, p.slug) }));
  if (selected) selected = { ...selected, businessPath: productPath(request, selected.slug) };
  return {
    metadata: metadataOf(request, 'business'),
    products,
    selected,
    prefill: prefillOf(url, selected),
    sent: sentReference(url),
    challenge: page.captchaChallenge,
    paths: pathsOf(request),
    storeCountry: store.country,
  };
}

export async function quoteLoader({ request, context }: Args): Promise<QuotePageData> {
  const url = new URL(request.url);
  const r = await gql(context, CHALLENGE);
  return {
    metadata: metadataOf(request, 'business.quotePage'),
    prefill: null,
    sent: sentReference(url),
    challenge: r.captchaChallenge,
    paths: pathsOf(request),
    storeCountry: locate(url).store.country,
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The API's errors by field (the request's parameter without its "input." prefix); others go on top. */
function split(errors: ErrorItem[]) {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const e of errors) {
    const field = e.referencedRequestParameter?.replace(/^(input|package)\./, '').replace(/^variationType$/, 'kind');
    if (e.code === 9004 && field) fields[field] ??= e.message;
    else if (!general.includes(e.message)) general.push(e.message);
  }
  return { fields, general };
}

const PRODUCT_FIELDS = ['productId', 'kind', 'value', 'customValue', 'quantity'] as const;

async function addToBasket({ request, context }: Pick<Args, 'request' | 'context'>, form: FormData) {
  const values = Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, text(form, f)])) as Record<(typeof PRODUCT_FIELDS)[number], string>;
  const quantity = /^\d{1,6}$/.test(values.quantity.trim()) ? Number(values.quantity.trim()) : 0;
  const pkg = {
    productId: values.productId,
    variationType: values.kind,
    quantity,
    giftPacking: false,
    value: values.value || undefined,
    customValue: values.customValue || undefined,
  };
  const r = await gql(context, ADD, { package: pkg });
  const { order, errors } = r.addGiftcardPackage;
  // The API remembers the basket it opened (its cookie reaches the browser with this answer).
  if (order && !errors.length) throw redirect(pathsOf(request).basket, 303);
  return data<BusinessActionData>({ form: 'product', values, ...split(errors) }, { status: 400 });
}

/** The quote form's fields: an API error naming one of them (9004) goes on it, any other on top. */
const QUOTE_SHOWN = ['companyName', 'vatNumber', 'contactName', 'email', 'phoneCountry', 'phoneNumber', 'quantity', 'value', 'message', 'remark'];

/** The API's errors as the form shows them: validation errors on their field (without "input."), each other message once. */
function quoteErrors(errors: ErrorItem[]): ErrorItem[] {
  const seen = new Set<string>();
  return errors.flatMap<ErrorItem>((e) => {
    const field = e.referencedRequestParameter?.replace(/^input\./, '') ?? null;
    if (e.code === 9004 && field) return [{ ...e, referencedRequestParameter: field }];
    if (seen.has(e.message)) return [];
    seen.add(e.message);
    return [{ ...e, referencedRequestParameter: null }];
  });
}

/**
 * The quote request: the form's rules are checked here as in the browser (a post without
 * JavaScript), the API's answer goes on the fields it names; the human check's token is never
 * sent back. Success goes on to the page with the reference (post/redirect/get).
 */
async function askQuote({ request, context }: Pick<Args, 'request' | 'context'>, form: FormData) {
  const hideFields = ['captchaToken'];
  const refuse = (result: SubmissionResult) => data<BusinessActionData>({ ...result, form: 'quote' }, { status: 400 });
  const submission = parseForm(form, quoteFormSchema(storefrontOf(context).store.country), serverT(request));
  if (submission.status !== 'success') return refuse(submission.reply({ hideFields }));
  const values = Object.fromEntries(QUOTE_FORM_FIELDS.map((f) => [f, text(form, f)]));
  const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() === '' ? null : v]));
  const r = await gql(context, QUOTE, { input, captchaToken: text(form, 'captchaToken') || null });
  const { status, reference, errors } = r.requestQuote;
  if (status && reference) {
    throw redirect(`${pagePath(request)}?preventivo=${reference}#preventivo`, 303);
  }
  return refuse(replyWithApiErrors(submission, quoteErrors(errors), { fields: QUOTE_SHOWN, hideFields }));
}

/** Both forms of the business pages: `intent` says which. */
export async function businessAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (text(form, 'intent') === 'add') return addToBasket({ request, context }, form);
  return askQuote({ request, context }, form);
}
