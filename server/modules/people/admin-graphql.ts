// The back office's customer fields (issue 18, decision 051): look-up by e-mail or name, a
// customer with their orders and address book, the GDPR export and the erasure.
import { adminBuilder, AdminError, type AdminContext } from '../../admin/builder.ts';
import { staffError, staffWith } from '../../admin/guard.ts';
import { errorCodes } from '../../../common/errors/codes.ts';
import type { ErrorItem } from '../../../common/errors/catalogue.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { addressBookOf, customerForStaff, findCustomers, type AddressLine, type StaffCustomer } from '../accounts/index.ts';
import { ordersOfPerson, type PersonOrder } from '../orders/index.ts';
import type { StaffMember } from '../staff/index.ts';
import { eraseCustomer, exportCustomer, type PeopleRefusal } from './service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const AdminCustomerRef = adminBuilder.objectRef<StaffCustomer>('AdminCustomer').implement({
  description: 'A customer account of one storefront, as support sees it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    storeId: t.exposeInt('storeId'),
    store: t.string({ resolve: (c) => storefrontById(c.storeId)?.key ?? String(c.storeId) }),
    email: t.exposeString('email'),
    name: t.string({ resolve: (c) => `${c.firstName} ${c.lastName}`.trim() }),
    companyName: t.exposeString('companyName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    subscribed: t.exposeBoolean('subscribed', { description: 'Receives the newsletter.' }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    deletedAt: t.string({ nullable: true, description: 'When the customer deleted the account.', resolve: (c) => iso(c.deletedAt) }),
    erasedAt: t.string({ nullable: true, description: 'When the back office erased the person (GDPR).', resolve: (c) => iso(c.erasedAt) }),
  }),
});

const AdminCustomerOrderRef = adminBuilder.objectRef<PersonOrder>('AdminCustomerOrder').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.exposeString('status'),
    placedAt: t.string({ nullable: true, resolve: (o) => iso(o.placedAt) }),
    grandTotalCents: t.exposeInt('grandTotalCents', { nullable: true }),
    paymentMethod: t.exposeString('paymentMethod', { nullable: true }),
  }),
});

const AdminAddressRef = adminBuilder.objectRef<AddressLine>('AdminAddressBookEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.string({ resolve: (a) => `${a.firstName} ${a.lastName}`.trim() }),
    email: t.exposeString('email', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    address: t.string({
      nullable: true,
      resolve: (a) =>
        [[a.street, a.houseNumber, a.suffix].filter(Boolean).join(' '), [a.postCode, a.city].filter(Boolean).join(' '), a.countryCode]
          .filter(Boolean)
          .join(', ') || null,
    }),
  }),
});

type CustomerList = { customers: StaffCustomer[]; errors: ErrorItem[] };
type CustomerView = { customer: StaffCustomer | null; orders: PersonOrder[]; addresses: AddressLine[]; errors: ErrorItem[] };
type ExportView = { json: string | null; filename: string | null; errors: ErrorItem[] };

const CustomerListRef = adminBuilder.objectRef<CustomerList>('AdminCustomerList').implement({
  fields: (t) => ({
    customers: t.field({ type: [AdminCustomerRef], description: 'Newest first, at most 50.', resolve: (v) => v.customers }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const CustomerViewRef = adminBuilder.objectRef<CustomerView>('AdminCustomerView').implement({
  fields: (t) => ({
    customer: t.field({ type: AdminCustomerRef, nullable: true, resolve: (v) => v.customer }),
    orders: t.field({
      type: [AdminCustomerOrderRef],
      description: 'Placed orders of the account or with its e-mail in its storefront, newest first.',
      resolve: (v) => v.orders,
    }),
    addresses: t.field({ type: [AdminAddressRef], resolve: (v) => v.addresses }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const ExportViewRef = adminBuilder.objectRef<ExportView>('AdminCustomerExport').implement({
  fields: (t) => ({
    json: t.string({ nullable: true, description: 'Every table that names the customer, as JSON.', resolve: (v) => v.json }),
    filename: t.string({ nullable: true, resolve: (v) => v.filename }),
    errors: t.field({ type: [AdminError], resolve: (v) => v.errors }),
  }),
});

const noCustomer = (errors: ErrorItem[]): CustomerView => ({ customer: null, orders: [], addresses: [], errors });
const refusalCodes: Record<PeopleRefusal, number> = { unknown: errorCodes.STAFF_CUSTOMER_UNKNOWN, erased: errorCodes.STAFF_CUSTOMER_ALREADY_ERASED };
const refusal = (staff: StaffMember, r: PeopleRefusal) => staffError(staff, refusalCodes[r]);

async function viewOf(context: AdminContext, staff: StaffMember, id: number): Promise<CustomerView> {
  const customer = await customerForStaff(context.db, id);
  if (!customer) return noCustomer([refusal(staff, 'unknown')]);
  const person = { customerId: customer.id, storeId: customer.storeId, email: customer.email.toLowerCase() };
  return { customer, orders: await ordersOfPerson(context.db, person), addresses: await addressBookOf(context.db, customer.id), errors: [] };
}

adminBuilder.queryField('customers', (t) =>
  t.field({
    type: CustomerListRef,
    description: 'Customer accounts whose e-mail or name holds every word typed.',
    args: { query: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'customers.read');
      if (!who.ok) return { customers: [], errors: [who.error] };
      const typed = args.query.trim().slice(0, 100);
      if (typed.length < 3) return { customers: [], errors: [staffError(who.staff, errorCodes.STAFF_CUSTOMER_SEARCH_SHORT, 'query')] };
      return { customers: await findCustomers(context.db, typed), errors: [] };
    },
  }),
);

adminBuilder.queryField('customer', (t) =>
  t.field({
    type: CustomerViewRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'customers.read');
      return who.ok ? viewOf(context, who.staff, args.id) : noCustomer([who.error]);
    },
  }),
);

adminBuilder.mutationField('exportCustomer', (t) =>
  t.field({
    type: ExportViewRef,
    description: 'The GDPR export: everything the shop holds about the customer. Written in the audit log.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'customers.export');
      if (!who.ok) return { json: null, filename: null, errors: [who.error] };
      const done = await exportCustomer(context.db, who.staff, args.id);
      if (!done.ok) return { json: null, filename: null, errors: [refusal(who.staff, done.refusal)] };
      return { json: JSON.stringify(done.value, null, 2), filename: `customer-${args.id}-export.json`, errors: [] };
    },
  }),
);

adminBuilder.mutationField('eraseCustomer', (t) =>
  t.field({
    type: CustomerViewRef,
    description: 'The GDPR erasure: personal data removed, orders, ledger and invoices kept with it replaced. Cannot be undone.',
    args: { id: t.arg.int({ required: true }), reason: t.arg.string({ required: true, description: 'Why: kept in the audit log.' }) },
    resolve: async (_root, args, context) => {
      const who = await staffWith(context, 'customers.erase');
      if (!who.ok) return noCustomer([who.error]);
      const reason = args.reason.trim();
      if (!reason || reason.length > 500) return noCustomer([staffError(who.staff, errorCodes.STAFF_REASON_REQUIRED, 'reason')]);
      const done = await eraseCustomer(context.db, who.staff, args.id, reason);
      if (!done.ok) return noCustomer([refusal(who.staff, done.refusal)]);
      return viewOf(context, who.staff, args.id);
    },
  }),
);
