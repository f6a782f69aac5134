// What the orders module holds about a customer (the GDPR export) and its erasure (issue 18): the
// orders of their account or placed with their e-mail in their storefront, with the shipments
// (receivers, addresses), staff notes, invoices and credit notes. Erasure keeps every order, its lines, totals and
// invoice (money records) and replaces the person's data in them.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ERASED_TEXT, erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { creditNotes, invoices, orderNotes, orders, shipments, type BillingDetails, type DeliveryAddress, type DigitalReceiver } from './tables.ts';

const ofPerson = (p: Person) =>
  or(eq(orders.customerId, p.customerId), and(eq(orders.storeId, p.storeId), sql`lower(${orders.billing}->>'email') = ${p.email}`));

export type PersonOrder = {
  number: string;
  status: string;
  storeId: number;
  placedAt: Date | null;
  grandTotalCents: number | null;
  paymentMethod: string | null;
};

/** The person's placed orders, newest first (the back office's customer screen). */
export async function ordersOfPerson(db: Executor, p: Person): Promise<PersonOrder[]> {
  const rows = await db
    .select({
      number: orders.number,
      status: orders.status,
      storeId: orders.storeId,
      placedAt: orders.placedAt,
      grandTotalCents: orders.grandTotalCents,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(and(ofPerson(p), sql`${orders.number} is not null`))
    .orderBy(desc(orders.id))
    .limit(200);
  return rows.flatMap((r) => (r.number ? [{ ...r, number: r.number }] : []));
}

export async function orderPersonData(db: Executor, p: Person): Promise<PersonData> {
  const rows = await db.select().from(orders).where(ofPerson(p)).orderBy(orders.id);
  const ids = rows.map((o) => o.id);
  const none = ids.length === 0;
  return {
    orders: rows,
    order_shipments: none ? [] : await db.select().from(shipments).where(inArray(shipments.orderId, ids)),
    order_notes: none ? [] : await db.select().from(orderNotes).where(inArray(orderNotes.orderId, ids)),
    invoices: none ? [] : await db.select().from(invoices).where(inArray(invoices.orderId, ids)),
    credit_notes: none ? [] : await db.select().from(creditNotes).where(inArray(creditNotes.orderId, ids)),
  };
}

function erasedBilling(b: BillingDetails, email: string): BillingDetails {
  const business = b.customerType === 'BUSINESS';
  return {
    ...b,
    firstName: ERASED_TEXT,
    lastName: ERASED_TEXT,
    email,
    invoiceEmail: null,
    phoneCountry: null,
    phoneNumber: null,
    // A company's name and tax numbers name a business, not a person, and the invoice must keep them.
    companyName: business ? b.companyName : null,
    pecAddress: null,
    referenceNumber: null,
    // A private customer's e-invoice named them by codice fiscale and home address.
    ...(business ? {} : { fiscalCode: null, ...(b.street ? { street: ERASED_TEXT, houseNumber: ERASED_TEXT, suffix: null } : {}) }),
  };
}

const erasedAddress = (a: DeliveryAddress): DeliveryAddress => ({
  ...a,
  firstName: ERASED_TEXT,
  lastName: ERASED_TEXT,
  companyName: null,
  street: ERASED_TEXT,
  houseNumber: ERASED_TEXT,
  suffix: null,
});

/** Locks the person's orders and replaces their data; totals, lines, payments and invoices stay. */
export async function eraseOrderPerson(tx: Executor, p: Person, now: Date): Promise<Erased> {
  const email = erasedEmail(p.customerId);
  const rows = await tx.select().from(orders).where(ofPerson(p)).orderBy(orders.id).for('update');
  for (const o of rows) {
    await tx
      .update(orders)
      .set({ billing: o.billing ? erasedBilling(o.billing, email) : null, clientAddress: null, customerId: p.customerId, updatedAt: now })
      .where(eq(orders.id, o.id));
  }
  const ids = rows.map((o) => o.id);
  const held = ids.length ? await tx.select().from(shipments).where(inArray(shipments.orderId, ids)).for('update') : [];
  for (const s of held) {
    const receiver: DigitalReceiver | null = s.receiver ? { name: ERASED_TEXT, email } : null;
    await tx
      .update(shipments)
      .set({ receiver, address: s.address ? erasedAddress(s.address) : null })
      .where(eq(shipments.id, s.id));
  }
  return { orders: rows.length, order_shipments: held.length };
}
