// The donations a customer made under their e-mail in their storefront: their export and erasure
// (issue 18). The donation stays (money owed to a charity), the donor's name and e-mail go.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Erased, Person, PersonData } from '../../person.ts';
import { donations } from './tables.ts';

const ofPerson = (p: Person) => and(eq(donations.storeId, p.storeId), sql`lower(${donations.donorEmail}) = ${p.email}`);

export async function donationPersonData(db: Executor, p: Person): Promise<PersonData> {
  return { donations: await db.select().from(donations).where(ofPerson(p)).orderBy(donations.id) };
}

export async function eraseDonationPerson(tx: Executor, p: Person): Promise<Erased> {
  const done = await tx.update(donations).set({ donorName: null, donorEmail: null }).where(ofPerson(p)).returning({ id: donations.id });
  return { donations: done.length };
}
