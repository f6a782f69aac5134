// The back office's invoice download (issue 18): an order's invoice as the FatturaPA XML that goes
// to the exchange system (SDI), for finance to send or check. A read: no audit row, and the order
// is not changed. What stands in the way (no invoice yet, no codice fiscale, no address) is a
// catalogued refusal, in the staff member's language.
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { orderIdOf } from './admin-graphql.ts';
import { InvoiceXmlUnavailable, invoiceXml } from './invoice-xml.ts';

type InvoiceXmlAnswer = { fileName: string | null; xml: string | null; errors: ErrorItem[] };

const refusals = {
  'no-invoice': errorCodes.STAFF_INVOICE_NONE,
  'no-fiscal-code': errorCodes.STAFF_INVOICE_NO_FISCAL_CODE,
  'no-address': errorCodes.STAFF_INVOICE_NO_ADDRESS,
} as const;

const InvoiceXmlRef = adminBuilder.objectRef<InvoiceXmlAnswer>('AdminInvoiceXml').implement({
  fields: (f) => ({
    fileName: f.exposeString('fileName', { nullable: true, description: 'The SDI file name: IT, the seller’s VAT number, _, a progressive.' }),
    xml: f.exposeString('xml', { nullable: true }),
    errors: f.field({ type: [AdminError], resolve: (a) => a.errors }),
  }),
});

adminBuilder.queryField('orderInvoiceXml', (f) =>
  f.field({
    type: InvoiceXmlRef,
    description: 'The FatturaPA XML of an order’s invoice (finance).',
    args: { number: f.arg.string({ required: true }) },
    resolve: async (_root, args, context): Promise<InvoiceXmlAnswer> => {
      const who = await staffWith(context, 'orders.invoice');
      if (!who.ok) return { fileName: null, xml: null, errors: [who.error] };
      const id = await orderIdOf(context.db, args.number.slice(0, 40));
      if (id === null) return { fileName: null, xml: null, errors: [staffError(who.staff, errorCodes.STAFF_ORDER_NOT_FOUND, 'number')] };
      try {
        return { ...(await invoiceXml(context.db, id)), errors: [] };
      } catch (err) {
        if (!(err instanceof InvoiceXmlUnavailable)) throw err;
        return { fileName: null, xml: null, errors: [staffError(who.staff, refusals[err.reason], 'number')] };
      }
    },
  }),
);
