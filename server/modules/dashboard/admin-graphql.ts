// The back office's landing page (issue 18, decision 051): today's orders and revenue and the cards
// redeemed per storefront, stock below its threshold, jobs failing or late, orders waiting on a bank
// transfer. Each block is answered only to a role that may see it (null otherwise); the figures
// come from the modules that own them.
import { adminBuilder, AdminError } from '../../admin/builder.ts';
import { staffWith } from '../../admin/guard.ts';
import { jobsHealth, type JobTrouble } from '../../jobs/health.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { storefronts } from '../../../common/storefronts.ts';
import { stockLevels, type StockLevel } from '../fulfilment/index.ts';
import { redeemedToday, type DayRedemptions } from '../giftcards/index.ts';
import { ordersWaitingTransfer, salesOfToday, type DaySales, type WaitingTransfer } from '../orders/index.ts';
import { roleMay } from '../staff/index.ts';

type StoreDay = DaySales & { key: string; currency: string; redeemed: DayRedemptions };
type StockAlert = StockLevel & { storeKey: string };
type Transfers = { count: number; orders: WaitingTransfer[] };
type Jobs = { troubles: JobTrouble[]; unrelayed: number };
type Dashboard = { today: StoreDay[] | null; stockAlerts: StockAlert[] | null; jobs: Jobs | null; transfers: Transfers | null; errors: ErrorItem[] };

const StoreDayRef = adminBuilder.objectRef<StoreDay>('AdminStoreDay').implement({
  description: "A storefront's day so far, in its own time zone.",
  fields: (t) => ({
    store: t.exposeString('key'),
    currency: t.exposeString('currency'),
    orders: t.exposeInt('orders', { description: 'Placed today, not canceled.' }),
    paidOrders: t.exposeInt('paidOrders'),
    revenueCents: t.exposeInt('revenueCents', { description: 'The totals of the paid ones.' }),
    cardsRedeemed: t.int({ resolve: (d) => d.redeemed.cards }),
    redeemedCents: t.int({ description: 'Taken from cards today, net of what was given back.', resolve: (d) => d.redeemed.amountCents }),
  }),
});

const StockAlertRef = adminBuilder.objectRef<StockAlert>('AdminStockAlert').implement({
  fields: (t) => ({
    store: t.exposeString('storeKey'),
    productTitle: t.exposeString('productTitle'),
    sku: t.exposeString('sku'),
    free: t.exposeInt('free'),
    threshold: t.int({ resolve: (s) => s.threshold ?? 0 }),
  }),
});

const JobTroubleRef = adminBuilder.objectRef<JobTrouble>('AdminJobTrouble').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    failed: t.exposeInt('failed', { description: 'Failed in the last 24 hours.' }),
    late: t.exposeInt('late', { description: 'Due more than 15 minutes ago and not taken.' }),
    lastFailedAt: t.string({ nullable: true, resolve: (j) => j.lastFailedAt?.toISOString() ?? null }),
  }),
});

const JobsRef = adminBuilder.objectRef<Jobs>('AdminJobsHealth').implement({
  fields: (t) => ({
    troubles: t.field({ type: [JobTroubleRef], resolve: (j) => j.troubles }),
    unrelayed: t.exposeInt('unrelayed', { description: 'Jobs written more than 15 minutes ago and not yet queued.' }),
  }),
});

const WaitingRef = adminBuilder.objectRef<WaitingTransfer>('AdminWaitingTransfer').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    store: t.string({ resolve: (o) => storefronts.find((s) => s.id === o.storeId)?.key ?? String(o.storeId) }),
    placedAt: t.string({ nullable: true, resolve: (o) => o.placedAt?.toISOString() ?? null }),
    grandTotalCents: t.exposeInt('grandTotalCents', { nullable: true }),
  }),
});

const TransfersRef = adminBuilder.objectRef<Transfers>('AdminWaitingTransfers').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    orders: t.field({ type: [WaitingRef], description: 'The 20 oldest.', resolve: (v) => v.orders }),
  }),
});

const DashboardRef = adminBuilder.objectRef<Dashboard>('AdminDashboard').implement({
  fields: (t) => ({
    today: t.field({ type: [StoreDayRef], nullable: true, description: 'Null for a role without dashboard.sales.', resolve: (d) => d.today }),
    stockAlerts: t.field({
      type: [StockAlertRef],
      nullable: true,
      description: 'Null for a role without dashboard.operations.',
      resolve: (d) => d.stockAlerts,
    }),
    jobs: t.field({ type: JobsRef, nullable: true, description: 'Null for a role without dashboard.operations.', resolve: (d) => d.jobs }),
    transfers: t.field({ type: TransfersRef, nullable: true, description: 'Null for a role without dashboard.transfers.', resolve: (d) => d.transfers }),
    errors: t.field({ type: [AdminError], resolve: (d) => d.errors }),
  }),
});

const nothing = (errors: ErrorItem[]): Dashboard => ({ today: null, stockAlerts: null, jobs: null, transfers: null, errors });

adminBuilder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardRef,
    description: 'The landing page: every logged-in staff member sees the blocks of their role.',
    resolve: async (_root, _args, context) => {
      const who = await staffWith(context, 'dashboard.sales');
      const staff = who.ok ? who.staff : await context.staff();
      if (!staff) return nothing([who.ok ? [] : who.error].flat());
      const may = (p: Parameters<typeof roleMay>[1]) => roleMay(staff.role, p);
      const db = context.db;
      const today = may('dashboard.sales')
        ? await Promise.all(
            storefronts.map(async (s) => ({ ...(await salesOfToday(db, s)), key: s.key, currency: s.currency, redeemed: await redeemedToday(db, s) })),
          )
        : null;
      let stockAlerts: StockAlert[] | null = null;
      if (may('dashboard.operations')) {
        stockAlerts = [];
        for (const s of storefronts)
          for (const level of await stockLevels(db, s))
            if (level.threshold !== null && level.free <= level.threshold) stockAlerts.push({ ...level, storeKey: s.key });
      }
      const jobs = may('dashboard.operations') ? await jobsHealth(db) : null;
      const transfers = may('dashboard.transfers') ? await ordersWaitingTransfer(db) : null;
      return { today, stockAlerts, jobs, transfers, errors: [] };
    },
  }),
);
