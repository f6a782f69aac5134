// The doubler entries a customer made with their e-mail in their storefront's draws: their export
// and erasure (issue 18). The entry stays (a draw's list of entrants is its record), its e-mail goes.
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { erasedEmail, type Erased, type Person, type PersonData } from '../../person.ts';
import { doublerDraws, doublerEntries } from './tables.ts';

const ofPerson = (p: Person) =>
  and(
    sql`lower(${doublerEntries.email}) = ${p.email}`,
    inArray(doublerEntries.drawId, sql`(select ${doublerDraws.id} from ${doublerDraws} where ${doublerDraws.storeId} = ${p.storeId})`),
  );

export async function doublerPersonData(db: Executor, p: Person): Promise<PersonData> {
  return { doubler_entries: await db.select().from(doublerEntries).where(ofPerson(p)).orderBy(doublerEntries.id) };
}

export async function eraseDoublerPerson(tx: Executor, p: Person): Promise<Erased> {
  const done = await tx
    .update(doublerEntries)
    .set({ email: erasedEmail(p.customerId) })
    .where(ofPerson(p))
    .returning({ id: doublerEntries.id });
  return { doubler_entries: done.length };
}
