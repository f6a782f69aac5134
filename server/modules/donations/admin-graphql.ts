// The back office's donation fields (issue 18, decision 050): a month's owed and paid per charity,
// its CSV, and marking a charity's month paid with the transfer's reference. donations.read and
// donations.pay (finance and admin).
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import { donationMonth, donationMonthCsv, isReportMonth, payCharityMonth, type CharityMonth } from './payouts.ts';

type MonthView = { month: string; lines: CharityMonth[]; errors: ErrorItem[] };
type CsvView = { fileName: string | null; csv: string | null; errors: ErrorItem[] };

const CharityMonthRef = adminBuilder.objectRef<CharityMonth>('AdminCharityMonth').implement({
  description: "One charity's donations of a month in one currency.",
  fields: (t) => ({
    charity: t.exposeString('charity'),
    currency: t.exposeString('currency'),
    owedCount: t.exposeInt('owedCount'),
    owedCents: t.exposeInt('owedCents'),
    paidCount: t.exposeInt('paidCount'),
    paidCents: t.exposeInt('paidCents'),
    references: t.exposeStringList('references'),
  }),
});

const MonthViewRef = adminBuilder.objectRef<MonthView>('AdminDonationMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month'),
    lines: t.field({ type: [CharityMonthRef], resolve: (v) => v.lines }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const CsvRef = adminBuilder.objectRef<CsvView>('AdminDonationCsv').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName', { nullable: true }),
    csv: t.exposeString('csv', { nullable: true }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

adminBuilder.queryField('donationMonth', (t) =>
  t.field({
    type: MonthViewRef,
    description: 'A Rome calendar month (YYYY-MM) of donations: owed and paid per charity.',
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, { month }, context) => {
      const who = await staffWith(context, 'donations.read');
      if (!who.ok) return { month, lines: [], errors: [who.error] };
      if (!isReportMonth(month)) return { month, lines: [], errors: [staffError(who.staff, errorCodes.STAFF_MONTH_INVALID, 'month')] };
      return { month, lines: await donationMonth(context.db, month), errors: [] };
    },
  }),
);

adminBuilder.queryField('donationMonthCsv', (t) =>
  t.field({
    type: CsvRef,
    description: 'The same month as a CSV file.',
    args: { month: t.arg.string({ required: true }) },
    resolve: async (_root, { month }, context) => {
      const who = await staffWith(context, 'donations.read');
      if (!who.ok) return { fileName: null, csv: null, errors: [who.error] };
      if (!isReportMonth(month)) return { fileName: null, csv: null, errors: [staffError(who.staff, errorCodes.STAFF_MONTH_INVALID, 'month')] };
      return { fileName: `donations-${month}.csv`, csv: await donationMonthCsv(context.db, month), errors: [] };
    },
  }),
);

adminBuilder.mutationField('payCharityMonth', (t) =>
  t.field({
    type: MonthViewRef,
    description: 'Marks every donation of the month to the charity not yet paid as paid by the transfer with this reference.',
    args: { month: t.arg.string({ required: true }), charity: t.arg.string({ required: true }), reference: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const { month } = args;
      const who = await staffWith(context, 'donations.pay');
      if (!who.ok) return { month, lines: [], errors: [who.error] };
      if (!isReportMonth(month)) return { month, lines: [], errors: [staffError(who.staff, errorCodes.STAFF_MONTH_INVALID, 'month')] };
      const reference = args.reference.trim();
      if (!reference || reference.length > 140)
        return { month, lines: [], errors: [staffError(who.staff, errorCodes.STAFF_DONATIONS_REFERENCE_REQUIRED, 'reference')] };
      const done = await payCharityMonth(context.db, who.staff, { month, charity: args.charity, reference });
      const errors = done.ok ? [] : [staffError(who.staff, errorCodes.STAFF_DONATIONS_NOTHING_OWED, 'charity')];
      return { month, lines: await donationMonth(context.db, month), errors };
    },
  }),
);
