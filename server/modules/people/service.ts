// The customers' privacy (issue 18, decision 051): one service that asks every module holding
// data about a person for it (the GDPR export) or to erase it, in one transaction with the account
// locked first and one audit row. This module owns no table and reads none: each module answers
// for its own (its `person.ts`).
import type { Db, Executor } from '../../db/client.ts';
import type { Erased, Person, PersonData } from '../../person.ts';
import { audited, type AuditActor } from '../audit/index.ts';
import { accountPersonData, customerForStaff, eraseAccountPerson, type StaffCustomer } from '../accounts/index.ts';
import { activationPersonData, eraseActivationPerson } from '../activation/index.ts';
import { eraseQuotePerson, quotePersonData } from '../business/index.ts';
import { donationPersonData, eraseDonationPerson } from '../donations/index.ts';
import { doublerPersonData, eraseDoublerPerson } from '../doubler/index.ts';
import { eraseOutboxPerson, outboxPersonData } from '../notifications/index.ts';
import { eraseOrderPerson, orderPersonData } from '../orders/index.ts';

type Holder = { export: (db: Executor, p: Person) => Promise<PersonData>; erase: (tx: Executor, p: Person, now: Date) => Promise<Erased> };

/** Every module holding data about a person; the accounts module's erasure runs last (it changes the e-mail the others look for). */
const holders: Holder[] = [
  { export: orderPersonData, erase: eraseOrderPerson },
  { export: quotePersonData, erase: eraseQuotePerson },
  { export: doublerPersonData, erase: eraseDoublerPerson },
  { export: outboxPersonData, erase: eraseOutboxPerson },
  { export: donationPersonData, erase: eraseDonationPerson },
  { export: activationPersonData, erase: eraseActivationPerson },
  { export: accountPersonData, erase: eraseAccountPerson },
];

const personOf = (c: StaffCustomer): Person => ({ customerId: c.id, storeId: c.storeId, email: c.email.toLowerCase() });

export type CustomerExport = { customerId: number; storeId: number; exportedAt: string; tables: PersonData };

export type PeopleRefusal = 'unknown' | 'erased';
export type PeopleOutcome<T> = { ok: true; value: T } | { ok: false; refusal: PeopleRefusal };

/** Everything the shop holds about the customer, per table; one audit row says who took it. */
export async function exportCustomer(db: Db, actor: AuditActor, customerId: number): Promise<PeopleOutcome<CustomerExport>> {
  return audited<PeopleOutcome<CustomerExport>>(db, actor, async (tx) => {
    const customer = await customerForStaff(tx, customerId);
    if (!customer) return { result: { ok: false, refusal: 'unknown' }, audit: null };
    const tables: PersonData = {};
    for (const holder of holders) Object.assign(tables, await holder.export(tx, personOf(customer)));
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
    const value = { customerId, storeId: customer.storeId, exportedAt: new Date().toISOString(), tables };
    return { result: { ok: true, value }, audit: { action: 'customer.export', target: `customer:${customerId}`, after: counts } };
  });
}

/**
 * Erases the customer: the account locked first (a second erasure waits, then is refused), then
 * every module's data about them, and one audit row with the reason and how many rows per table
 * changed (never the data). Orders, their totals, payments, the cards' ledger and invoices stay.
 */
export async function eraseCustomer(db: Db, actor: AuditActor, customerId: number, reason: string): Promise<PeopleOutcome<Erased>> {
  return audited<PeopleOutcome<Erased>>(db, actor, async (tx) => {
    const customer = await customerForStaff(tx, customerId, true);
    if (!customer) return { result: { ok: false, refusal: 'unknown' }, audit: null };
    if (customer.erasedAt) return { result: { ok: false, refusal: 'erased' }, audit: null };
    const now = new Date();
    const erased: Erased = {};
    for (const holder of holders) Object.assign(erased, await holder.erase(tx, personOf(customer), now));
    const before = { storeId: customer.storeId, deleted: customer.deletedAt !== null };
    return { result: { ok: true, value: erased }, audit: { action: 'customer.erase', target: `customer:${customerId}`, before, after: erased, reason } };
  });
}
