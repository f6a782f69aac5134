// The back office's quote fields (issue 18, decision 050): the inbox, one request, the reply by
// e-mail, the status by hand and the conversion into an order on invoice through the shop's own
// checkout (server/admin/shop-checkout.ts). Reads need quotes.read, writes quotes.write.
import { adminBuilder, AdminError, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { conversionStand, fillInvoiceBasket, placeOnInvoice } from '../../admin/shop-checkout.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import type { StaffMember } from '../staff/index.ts';
import {
  claimQuote,
  quoteByReference,
  quoteConverted,
  quoteInbox,
  quoteStatuses,
  releaseQuote,
  replyToQuote,
  setQuoteStatus,
  type QuoteChange,
  type QuoteRefusal,
  type QuoteRow,
  type QuoteStatus,
} from './quote-desk.ts';
import { quoteReference } from './service.ts';

type QuoteView = { quote: QuoteRow | null; errors: ErrorItem[] };

const AdminQuoteRef = adminBuilder.objectRef<QuoteRow>('AdminQuote').implement({
  description: "A company's quote request as the sales team works it.",
  fields: (t) => ({
    reference: t.string({ resolve: (q) => quoteReference(q.id) }),
    status: t.exposeString('status', { description: 'new, answered, won or lost' }),
    storeId: t.exposeInt('storeId'),
    locale: t.exposeString('locale'),
    companyName: t.exposeString('companyName'),
    contactName: t.exposeString('contactName'),
    email: t.exposeString('email'),
    phoneCountry: t.exposeString('phoneCountry'),
    phoneNumber: t.exposeString('phoneNumber'),
    vatNumber: t.exposeString('vatNumber'),
    message: t.exposeString('message'),
    remark: t.exposeString('remark', { nullable: true }),
    productId: t.exposeInt('productId', { nullable: true }),
    productTitle: t.exposeString('productTitle', { nullable: true }),
    quantity: t.exposeInt('quantity', { nullable: true }),
    valueCents: t.exposeInt('valueCents', { nullable: true }),
    receivedAt: t.string({ resolve: (q) => q.createdAt.toISOString() }),
    answeredAt: t.string({ nullable: true, resolve: (q) => q.answeredAt?.toISOString() ?? null }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
  }),
});

const QuoteViewRef = adminBuilder.objectRef<QuoteView>('AdminQuoteView').implement({
  fields: (t) => ({
    quote: t.field({ type: AdminQuoteRef, nullable: true, resolve: (v) => v.quote }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const refusalCodes: Record<QuoteRefusal, number> = {
  'not-found': errorCodes.STAFF_QUOTE_NOT_FOUND,
  closed: errorCodes.STAFF_QUOTE_CLOSED,
  'status-invalid': errorCodes.STAFF_QUOTE_STATUS_INVALID,
  'already-converted': errorCodes.STAFF_QUOTE_ALREADY_CONVERTED,
};
const refused = (errors: ErrorItem[]): QuoteView => ({ quote: null, errors });
const answer = (staff: StaffMember, done: QuoteChange): QuoteView =>
  done.ok ? { quote: done.quote, errors: [] } : refused([staffError(staff, refusalCodes[done.refusal], 'reference')]);

adminBuilder.queryField('quotes', (t) =>
  t.field({
    type: [AdminQuoteRef],
    description: 'The quote requests, newest first (at most 100); one status or all.',
    args: { status: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'quotes.read');
      if (!who.ok) return [];
      const status = (quoteStatuses as readonly string[]).includes(args.status ?? '') ? (args.status as QuoteStatus) : null;
      return quoteInbox(context.db, status);
    },
  }),
);

adminBuilder.queryField('quote', (t) =>
  t.field({
    type: QuoteViewRef,
    args: { reference: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'quotes.read');
      if (!who.ok) return refused([who.error]);
      const quote = await quoteByReference(context.db, args.reference.slice(0, 20));
      return quote ? { quote, errors: [] } : refused([staffError(who.staff, errorCodes.STAFF_QUOTE_NOT_FOUND, 'reference')]);
    },
  }),
);

/** The role, then the text (5072 or 5005 when missing or too long), then the service. */
async function write(
  context: AdminContext,
  text: string,
  max: number,
  missing: number,
  field: string,
  run: (staff: StaffMember, text: string) => Promise<QuoteChange>,
) {
  const who = await staffWith(context, 'quotes.write');
  if (!who.ok) return refused([who.error]);
  const clean = text.trim();
  if (!clean || clean.length > max) return refused([staffError(who.staff, missing, field)]);
  return answer(who.staff, await run(who.staff, clean));
}

adminBuilder.mutationField('replyToQuote', (t) =>
  t.field({
    type: QuoteViewRef,
    description: "E-mails the company the sales team's reply; a new request becomes answered.",
    args: { reference: t.arg.string({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      write(context, args.text, 5000, errorCodes.STAFF_QUOTE_REPLY_REQUIRED, 'text', (staff, text) =>
        replyToQuote(context.db, staff, { reference: args.reference, text }),
      ),
  }),
);

adminBuilder.mutationField('setQuoteStatus', (t) =>
  t.field({
    type: QuoteViewRef,
    description: 'Marks a request won or lost (or answered), with a reason.',
    args: { reference: t.arg.string({ required: true }), status: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      write(context, args.reason, 500, errorCodes.STAFF_REASON_REQUIRED, 'reason', (staff, reason) =>
        setQuoteStatus(context.db, staff, { reference: args.reference, status: args.status, reason }),
      ),
  }),
);

const ConvertInput = adminBuilder.inputType('ConvertQuoteInput', {
  fields: (t) => ({
    reference: t.string({ required: true }),
    /** The product's slug or id (the quote's own when it named one). */
    productId: t.string({ required: true }),
    valueEuros: t.int({ required: true }),
    quantity: t.int({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    /** The company's chamber of commerce number (REA, KvK): the quote form does not ask it. */
    chamberOfCommerce: t.string({ required: true }),
    sdiCode: t.string({ required: false }),
    pecAddress: t.string({ required: false }),
    /** The company's registered office, which the Italian e-invoice names: the quote form does not ask it. */
    street: t.string({ required: false }),
    houseNumber: t.string({ required: false }),
    postCode: t.string({ required: false }),
    city: t.string({ required: false }),
    reason: t.string({ required: true }),
  }),
});

/** The checkout's own refusals, on the form's fields ("details.sdiCode" is the form's "sdiCode"). */
const onForm = (errors: ErrorItem[]) => errors.map((e) => ({ ...e, referencedRequestParameter: e.referencedRequestParameter?.split('.').pop() ?? null }));

adminBuilder.mutationField('convertQuote', (t) =>
  t.field({
    type: QuoteViewRef,
    description: 'Makes the order on invoice the quote describes, for the company; it accepts the terms from the e-mail it receives.',
    args: { input: t.arg({ type: ConvertInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const who = await staffWith(context, 'quotes.write');
      if (!who.ok) return refused([who.error]);
      const reason = input.reason.trim();
      if (!reason || reason.length > 500) return refused([staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
      const quote = await quoteByReference(context.db, input.reference.slice(0, 20));
      const store = quote && storefrontById(quote.storeId);
      if (!quote || !store) return refused([staffError(who.staff, errorCodes.STAFF_QUOTE_NOT_FOUND, 'reference')]);
      if (quote.orderNumber) return refused([staffError(who.staff, errorCodes.STAFF_QUOTE_ALREADY_CONVERTED, 'reference')]);
      if (quote.status === 'won' || quote.status === 'lost') return refused([staffError(who.staff, errorCodes.STAFF_QUOTE_CLOSED, 'reference')]);
      const reference = quoteReference(quote.id);
      const converted = (basketUuid: string, number: string, acceptUrl: string | null) =>
        quoteConverted(context.db, who.staff, { reference, basketUuid, number, acceptUrl, reason });
      const refusedOrder = (errors: ErrorItem[]) =>
        refused([staffError(who.staff, errorCodes.STAFF_QUOTE_ORDER_REFUSED, null, { reason: errors.map((e) => e.message).join(' ') })]);
      // A conversion that stopped between its steps (a crash after the claim, or after the
      // placement) is carried on from where it stands, never begun twice.
      const stand = quote.orderUuid ? await conversionStand(context.db, store, quote.orderUuid) : null;
      if (quote.orderUuid && stand?.state === 'placed') return answer(who.staff, await converted(quote.orderUuid, stand.number, stand.acceptUrl));
      if (quote.orderUuid && stand?.state === 'basket') {
        const placed = await placeOnInvoice(context.db, store, quote.locale, quote.orderUuid);
        if (placed.number)
          return answer(who.staff, await converted(quote.orderUuid, placed.number, placed.acceptUrl && new URL(placed.acceptUrl, store.origin).href));
        // Another member of staff carrying it on at the same moment may have placed it.
        const now = await conversionStand(context.db, store, quote.orderUuid);
        if (now.state === 'placed') return answer(who.staff, await converted(quote.orderUuid, now.number, now.acceptUrl));
        return refusedOrder(placed.errors);
      }
      if (quote.orderUuid) await releaseQuote(context.db, reference, quote.orderUuid);
      const buyer = {
        ...{ firstName: input.firstName, lastName: input.lastName, email: quote.email, phoneCountry: quote.phoneCountry, phoneNumber: quote.phoneNumber },
        ...{ companyName: quote.companyName, vatNumber: quote.vatNumber, chamberOfCommerce: input.chamberOfCommerce, reference },
        ...{ sdiCode: input.sdiCode?.trim() || null, pecAddress: input.pecAddress?.trim() || null },
        ...{ street: input.street ?? null, houseNumber: input.houseNumber ?? null, postCode: input.postCode ?? null, city: input.city ?? null },
      };
      const basket = await fillInvoiceBasket(context.db, {
        ...{ store, locale: quote.locale, buyer },
        ...{ productId: input.productId, valueEuros: input.valueEuros, quantity: input.quantity },
      });
      if (!basket.basketUuid) return refused(onForm(basket.errors));
      const claimed = await claimQuote(context.db, reference, basket.basketUuid);
      if (!claimed.ok) return answer(who.staff, claimed);
      const placed = await placeOnInvoice(context.db, store, quote.locale, basket.basketUuid);
      if (!placed.number) {
        await releaseQuote(context.db, reference, basket.basketUuid);
        return refusedOrder(placed.errors);
      }
      const done = await converted(basket.basketUuid, placed.number, placed.acceptUrl && new URL(placed.acceptUrl, store.origin).href);
      return answer(who.staff, done);
    },
  }),
);
