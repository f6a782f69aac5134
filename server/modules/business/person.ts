// The quote requests a customer sent with their e-mail in their storefront: their export and
// erasure (issue 18). The request's numbers stay (what was asked), the person's data goes.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ERASED_TEXT, erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { quoteRequests } from './tables.ts';

const ofPerson = (p: Person) => and(eq(quoteRequests.storeId, p.storeId), sql`lower(${quoteRequests.email}) = ${p.email}`);

export async function quotePersonData(db: Executor, p: Person): Promise<PersonData> {
  return { quote_requests: await db.select().from(quoteRequests).where(ofPerson(p)).orderBy(quoteRequests.id) };
}

export async function eraseQuotePerson(tx: Executor, p: Person): Promise<Erased> {
  const done = await tx
    .update(quoteRequests)
    .set({ contactName: ERASED_TEXT, email: erasedEmail(p.customerId), phoneCountry: '', phoneNumber: '', message: ERASED_TEXT, remark: null })
    .where(ofPerson(p))
    .returning({ id: quoteRequests.id });
  return { quote_requests: done.length };
}
