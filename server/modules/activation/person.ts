// The card activations a customer asked for with their e-mail in their storefront: their export
// and erasure (issue 18). The request stays (the card's history), its e-mail goes.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { activationOrders } from './tables.ts';

const ofPerson = (p: Person) => and(eq(activationOrders.storeId, p.storeId), sql`lower(${activationOrders.email}) = ${p.email}`);

export async function activationPersonData(db: Executor, p: Person): Promise<PersonData> {
  return { activation_orders: await db.select().from(activationOrders).where(ofPerson(p)).orderBy(activationOrders.id) };
}

export async function eraseActivationPerson(tx: Executor, p: Person): Promise<Erased> {
  const done = await tx
    .update(activationOrders)
    .set({ email: erasedEmail(p.customerId) })
    .where(ofPerson(p))
    .returning({ id: activationOrders.id });
  return { activation_orders: done.length };
}
