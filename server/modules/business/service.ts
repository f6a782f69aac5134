// Quote requests of companies (§1 "Businesses can request a quote", §9 "Quote within 1 hour"):
// checked with the shared schema, limited per client, gated by the human check, stored, and
// e-mailed to the sales team and to the company in the same transaction (the outbox sends them).
import { createHmac } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from '../../errors.ts';
import { dialCodeFor, formatDialCode } from '../../../common/rules/phone.ts';
import { QUOTE_LIMIT, parseQuoteRequest, type QuoteProductRange } from '../../../common/forms/quote-form.ts';
import { captchaHmacKey, verifyCaptcha } from '../captcha/index.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import { queueEmail } from '../notifications/index.ts';
import { quoteForSalesEmail, quoteReceivedEmail, type QuoteMailData } from './emails.ts';
import { quoteRequests } from './tables.ts';
import { settings } from '../../settings.ts';
import { dateFormat } from '../../../common/intl.ts';
import { must } from '../../../common/must.ts';

/** Where new quote requests go: SALES_EMAIL, else the sales team's default mailbox. */
export function salesEmail(): string {
  return settings().salesEmail;
}

/** What the API receives; every field as sent (strings, numbers or nothing): the schema decides. */
export type QuoteInput = {
  companyName?: unknown;
  contactName?: unknown;
  email?: unknown;
  phoneCountry?: unknown;
  phoneNumber?: unknown;
  vatNumber?: unknown;
  message?: unknown;
  remark?: unknown;
  productId?: unknown;
  quantity?: unknown;
  value?: unknown;
};
export type QuoteResult = { status: boolean; reference: string | null; errors: ErrorItem[] };
/** The client the request comes from: its address as the proxy tells it, and the human-check token. */
export type QuoteClient = { address: string | null; captchaToken: string | null };

/** "PR-000042": the number the company and the sales team both quote. */
export function quoteReference(id: number): string {
  return `PR-${String(id).padStart(6, '0')}`;
}

const refused = (errors: ErrorItem[]): QuoteResult => ({ status: false, reference: null, errors });

/** The range of values a product's cards take, over its variations, in whole currency units. */
function rangeOf(product: ProductView): QuoteProductRange {
  const variations = [product.digital, product.physical].filter((v) => v !== null);
  return {
    fixedValues: variations.flatMap((v) => (v.fixedValuesCents ?? []).map((c) => c / 100)),
    min: Math.min(...variations.map((v) => v.minCents)) / 100,
    max: Math.max(...variations.map((v) => v.maxCents)) / 100,
  };
}

/** The product by id or slug; undefined when none was named, null when the name is unknown. */
async function productOf(ctx: RequestContext, productId: unknown): Promise<ProductView | null | undefined> {
  const key = typeof productId === 'number' ? String(productId) : typeof productId === 'string' ? productId.trim() : '';
  if (!key) return undefined;
  const catalogue = await getCatalogue(ctx);
  const product = (/^\d+$/.test(key) ? catalogue.byId.get(Number(key)) : undefined) ?? catalogue.bySlug.get(key);
  return product && !product.testCard && (product.digital || product.physical) ? product : null;
}

/** No address in clear in the table: a keyed hash names the client. */
function clientHash(address: string | null): string {
  return createHmac('sha256', captchaHmacKey())
    .update(`quote:${address ?? 'unknown'}`)
    .digest('base64url')
    .slice(0, 32);
}

async function overLimit(ctx: RequestContext, hash: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - QUOTE_LIMIT.windowMinutes * 60_000);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.clientHash, hash), gt(quoteRequests.createdAt, since)));
  return (row?.n ?? 0) >= QUOTE_LIMIT.requests;
}

const storeTime = (at: Date, intlLocale: string, timeZone: string) =>
  dateFormat(intlLocale, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);

/**
 * Asks a quote. Errors: 9004 per field (the field rules of quote-form.ts; an unknown product on
 * productId), 3013 too many requests from this client, 3012 human check missing or failed.
 * On success the request is stored and both e-mails are queued; `reference` names it.
 */
export async function requestQuote(ctx: RequestContext, input: QuoteInput, client: QuoteClient, now = new Date()): Promise<QuoteResult> {
  const product = await productOf(ctx, input.productId);
  const parsed = parseQuoteRequest(input as Record<string, unknown>, { storeCountry: ctx.store.country, product: product ? rangeOf(product) : null });
  const errors = validationErrors(ctx, parsed, 'input.');
  if (product === null) errors.push(fieldError(ctx, 'validation.invalid', 'input.productId'));
  if (errors.length || !parsed.success) return refused(errors);
  const hash = clientHash(client.address);
  if (await overLimit(ctx, hash, now)) return refused(failure(ctx, errorCodes.CARD_RATE_LIMITED));
  if (!(await verifyCaptcha(ctx.db, client.captchaToken))) return refused(failure(ctx, errorCodes.CARD_CAPTCHA_FAILED, 'captchaToken'));

  const q = parsed.data;
  const reference = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        storeId: ctx.store.id,
        locale: ctx.locale,
        companyName: q.companyName,
        contactName: q.contactName,
        email: q.email,
        phoneCountry: q.phoneCountry,
        phoneNumber: q.phoneNumber,
        vatNumber: q.vatNumber,
        message: q.message,
        remark: q.remark,
        productId: product?.id ?? null,
        productTitle: product?.title ?? null,
        quantity: q.quantity,
        valueCents: q.value === null ? null : q.value * 100,
        clientHash: hash,
        createdAt: now,
      })
      .returning({ id: quoteRequests.id });
    const ref = quoteReference(must(row, 'an insert returns its row').id);
    const mail: QuoteMailData = {
      reference: ref,
      companyName: q.companyName,
      contactName: q.contactName,
      email: q.email,
      phone: `${formatDialCode(dialCodeFor(q.phoneCountry) ?? '')} ${q.phoneNumber}`,
      vatNumber: q.vatNumber,
      message: q.message,
      remark: q.remark,
      productTitle: product?.title ?? null,
      quantity: q.quantity,
      valueCents: q.value === null ? null : q.value * 100,
      currency: ctx.store.currency,
      officeHours: ctx.store.officeHours,
      receivedAt: storeTime(now, ctx.store.intlLocale, ctx.store.timeZone),
      storeName: `${ctx.store.brand} ${ctx.store.country}`,
    };
    await queueEmail(tx, { kind: 'quote-request', to: salesEmail(), ...quoteForSalesEmail(ctx.store.language, mail) });
    await queueEmail(tx, { kind: 'quote-received', to: q.email, ...quoteReceivedEmail(ctx.locale, mail) });
    return ref;
  });
  return { status: true, reference, errors: [] };
}
