// The back office's invoice download (issue 18): an order's invoice as the FatturaPA XML that goes
// to the exchange system (SDI), and its credit notes as PDF and XML, for finance to send or check. A read: no audit row, and the order
// is not changed. What stands in the way (no invoice yet, no codice fiscale, no address) is a
// catalogued refusal, in the staff member's language.
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { orderIdOf } from './admin-graphql.ts';
import { creditNoteXml, InvoiceXmlUnavailable, invoiceXml } from './invoice-xml.ts';
import type { Db } from '../../db/client.ts';
import { creditNotesOfOrder, type CreditNote } from './credit-notes.ts';
import { creditNotePdf } from './credit-note-data.ts';

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

type CreditNoteFile = { fileName: string | null; contentType: string | null; contentBase64: string | null; errors: ErrorItem[] };

const CreditNoteFileRef = adminBuilder.objectRef<CreditNoteFile>('AdminCreditNoteFile').implement({
  fields: (f) => ({
    fileName: f.exposeString('fileName', { nullable: true }),
    contentType: f.exposeString('contentType', { nullable: true }),
    contentBase64: f.exposeString('contentBase64', { nullable: true }),
    errors: f.field({ type: [AdminError], resolve: (a) => a.errors }),
  }),
});

/** The file of one credit note: its PDF (the courtesy copy, in the invoice's language) or its FatturaPA XML (TD04). */
async function creditNoteFile(db: Db, note: CreditNote, format: 'pdf' | 'xml'): Promise<Omit<CreditNoteFile, 'errors'>> {
  if (format === 'xml') {
    const { fileName, xml } = await creditNoteXml(db, note);
    return { fileName, contentType: 'application/xml; charset=utf-8', contentBase64: Buffer.from(xml).toString('base64') };
  }
  const pdf = await creditNotePdf(db, note);
  return { fileName: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.body.toString('base64') };
}

adminBuilder.queryField('orderCreditNoteFile', (f) =>
  f.field({
    type: CreditNoteFileRef,
    description: 'A credit note of an order as PDF or FatturaPA XML (finance).',
    args: {
      number: f.arg.string({ required: true, description: 'The order’s number.' }),
      note: f.arg.string({ required: true, description: 'The credit note’s number, e.g. NC-IT-2026-000001.' }),
      format: f.arg.string({ required: true, description: 'pdf or xml' }),
    },
    resolve: async (_root, args, context): Promise<CreditNoteFile> => {
      const none = { fileName: null, contentType: null, contentBase64: null };
      const who = await staffWith(context, 'orders.invoice');
      if (!who.ok) return { ...none, errors: [who.error] };
      if (args.format !== 'pdf' && args.format !== 'xml') return { ...none, errors: [staffError(who.staff, errorCodes.VALIDATION, 'format')] };
      const id = await orderIdOf(context.db, args.number.slice(0, 40));
      if (id === null) return { ...none, errors: [staffError(who.staff, errorCodes.STAFF_ORDER_NOT_FOUND, 'number')] };
      const note = (await creditNotesOfOrder(context.db, id)).find((n) => n.number === args.note.trim().toUpperCase());
      if (!note) return { ...none, errors: [staffError(who.staff, errorCodes.STAFF_CREDIT_NOTE_NOT_FOUND, 'note')] };
      try {
        return { ...(await creditNoteFile(context.db, note, args.format)), errors: [] };
      } catch (err) {
        if (!(err instanceof InvoiceXmlUnavailable)) throw err;
        return { ...none, errors: [staffError(who.staff, refusals[err.reason], 'number')] };
      }
    },
  }),
);
