import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startApiServer, type ApiServer } from '../../../tests/helpers/api-servers.ts';
import { freshPostgresUrl } from '../../../tests/helpers/db.ts';
import { DELIVER, PLACE_REDEEM, PUT, holder, testCard } from '../../../tests/helpers/redeem.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { cardById } from '../giftcards/index.ts';
import { ledgerEntries } from '../giftcards/tables.ts';
import { addCard, openSession } from './session.ts';
import { must } from '../../../common/must.ts';

// §7 of the issue: on PostgreSQL, with two server processes, 50 parallel redemptions of one card
// never overspend it. Each holder has a session of its own on the same card (as 50 people who
// all know one card's number and PIN would), a basket of 30 euro, and places it at the same moment.

const url = process.env.TEST_DATABASE_URL;
const HOLDERS = 50;
const AMOUNT_EUROS = 30;
const BALANCE_EUROS = 100;

async function call(port: number, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, any> };
}

describe.skipIf(!url)('redemptions racing on one card, two server processes, PostgreSQL', () => {
  let database: Database;
  let servers: ApiServer[] = [];
  // The two processes' ports (the system gives free ones).
  let PORTS: number[] = [];
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl(url!);
    database = await openDatabase({ url: databaseUrl });
    servers = await Promise.all([startApiServer(databaseUrl), startApiServer(databaseUrl)]);
    PORTS = servers.map((s) => s.port);
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill();
    await database?.close();
  });

  it(`${HOLDERS} parallel redemptions of ${AMOUNT_EUROS} euro on a ${BALANCE_EUROS} euro card: ${Math.floor(BALANCE_EUROS / AMOUNT_EUROS)} succeed`, async () => {
    const card = await testCard(database, { euros: BALANCE_EUROS });
    const product = (
      await call(must(PORTS[0], 'the servers started'), `query($u: UserData!) { product(userData: $u, slug: "gift-card-sushi-onda-calma") { id } }`, {
        u: { language: 'it', storeID: 53, countryCode: 'IT' },
      })
    ).data.product.id;
    const holders = [];
    for (let i = 0; i < HOLDERS; i++) {
      const { token, session } = await openSession(database.db, 53, null);
      await addCard(database.db, session.id, card.id);
      const userData = { language: 'it', storeID: 53, countryCode: 'IT', redeemToken: token };
      const put = (await call(must(PORTS[i % 2], 'the servers started'), PUT, { userData, input: { productId: product, amount: AMOUNT_EUROS } })).data
        .addOrUpdateRedeemPackage;
      expect(put.errors).toEqual([]);
      await call(must(PORTS[i % 2], 'the servers started'), DELIVER, { userData, input: holder });
      holders.push(userData);
    }
    const answers = await Promise.all(
      holders.map((userData, i) =>
        call(must(PORTS[i % 2], 'the servers started'), PLACE_REDEEM, { userData, input: { expectedExtra: 0, termsAccepted: true } }),
      ),
    );
    const placed = answers.map((a) => a.data.placeRedeemOrder);
    const succeeded = placed.filter((p) => p.order?.status === 'COMPLETED');
    expect(succeeded).toHaveLength(Math.floor(BALANCE_EUROS / AMOUNT_EUROS));
    expect(placed.filter((p) => p.totalsChanged)).toHaveLength(HOLDERS - succeeded.length);
    const after = await cardById(database.db, card.id);
    expect(after!.balanceCents).toBe((BALANCE_EUROS - succeeded.length * AMOUNT_EUROS) * 100);
    const { sum } = must(
      (
        await database.db
          .select({ sum: sql<string>`sum(${ledgerEntries.amountCents})` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.giftcardId, card.id))
      )[0],
      'the query gives one row',
    );
    expect(Number(sum)).toBe(after!.balanceCents);
  }, 120_000);
});
