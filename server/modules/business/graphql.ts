import { builder } from '../../graphql/builder.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import { requestQuote, type QuoteResult } from './service.ts';

// §1 "Businesses can request a quote": the quote request of the business page and of
// /business/request-a-quote/. Field rules: common/forms/quote-form.ts.

const QuoteRequestInput = builder.inputType('QuoteRequestInput', {
  description: "A company's quote request. Every field is checked by the server; numbers are whole numbers written as text, as a form sends them.",
  fields: (t) => ({
    companyName: t.string({ required: false }),
    contactName: t.string({ required: false }),
    email: t.string({ required: false }),
    phoneCountry: t.string({ required: false, description: "ISO country of the dial code; the storefront's country when left out." }),
    phoneNumber: t.string({ required: false }),
    vatNumber: t.string({ required: false }),
    message: t.string({ required: false, description: 'Required, at most 1000 characters.' }),
    remark: t.string({ required: false, description: 'Optional, at most 250 characters.' }),
    productId: t.string({ required: false, description: 'The product the quote is about (id or slug), if any.' }),
    quantity: t.string({ required: false, description: 'Number of cards, 1 to 10000.' }),
    value: t.string({ required: false, description: 'Value per card in whole currency units: a fixed value of the product or one in its range.' }),
  }),
});

const QuoteRequestPayload = builder.objectRef<QuoteResult>('QuoteRequestPayload').implement({
  fields: (t) => ({
    status: t.exposeBoolean('status', { description: 'True when the request is stored and both e-mails are on their way.' }),
    reference: t.exposeString('reference', { nullable: true, description: 'The request\'s number ("PR-000042"), as the e-mails quote it.' }),
    errors: t.field({ type: [ErrorItemRef], resolve: (p) => p.errors }),
  }),
});

builder.mutationField('requestQuote', (t) =>
  t.field({
    type: QuoteRequestPayload,
    description:
      'Asks a quote: stored, e-mailed to the sales team and to the company with the promise of a quote within 1 hour. ' +
      'Errors: 9004 field rules (referencedRequestParameter input.<field>), 3013 too many requests from this client, 3012 human check failed.',
    args: {
      userData: t.arg({ type: UserData, required: true }),
      input: t.arg({ type: QuoteRequestInput, required: true }),
      captchaToken: t.arg.string({ required: false }),
    },
    resolve: async (_r, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return { status: false, reference: null, errors: r.errors };
      return requestQuote(r.ctx, args.input, { address: gql.clientAddress, captchaToken: args.captchaToken ?? null });
    },
  }),
);
