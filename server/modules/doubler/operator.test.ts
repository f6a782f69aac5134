import type { AddressInfo } from 'node:net';
import { clientKeysFor } from '../../graphql/cookies.ts';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { freshPglite } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { issueCard } from '../giftcards/index.ts';
import { openSession, addCard } from '../redeem/index.ts';
import { OperatorError, parseArgs, runDraw, runVerify } from './operator.ts';
import { enterDoubler } from './service.ts';
import { doublerEntries } from './tables.ts';

// `npm run doubler -- draw|verify` (scripts/doubler.ts is a thin wrapper around these).

describe("the operators' doubler command", () => {
  let database: Database;
  let server: ServerType;
  let origin = '';
  const lines: string[] = [];
  const print = (line: string) => {
    lines.push(line);
  };
  const output = () => lines.splice(0).join('\n');

  beforeAll(async () => {
    database = await freshPglite();
    server = serve({ fetch: apiClient(database).app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Two cards entered in March 2026 through a redeem session.
    const ctx = { db: database.db, store: storefrontById(53)!, locale: 'it' as const, redeemToken: null as string | null };
    const { token, session } = await openSession(database.db, 53, null);
    for (const value of [2000, 5000]) {
      const card = await issueCard(database.db, {
        storeId: 53,
        programme: 'choice',
        valueCents: value,
        currency: 'EUR',
        idempotencyKey: `operator-test:${value}`,
      });
      await addCard(database.db, session.id, card.id);
    }
    ctx.redeemToken = token;
    const gql = { db: database.db, clientAddress: '10.1.1.1', request: new Request('http://shop.test/graphql') };
    const r = await enterDoubler(ctx, clientKeysFor(gql), { email: 'op@example.it', consent: true }, new Date('2026-03-20T10:00:00Z'));
    expect(r.entries.map((e) => e.drawMonth)).toEqual(['2026-03', '2026-03']);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  it('reads its arguments and refuses what it does not know', () => {
    expect(parseArgs(['draw', '--store', '53', '--early'])).toEqual({
      command: 'draw',
      flags: new Map<string, string | true>([
        ['store', '53'],
        ['early', true],
      ]),
    });
    expect(() => parseArgs(['draw', 'now'])).toThrow(OperatorError);
    return Promise.all([
      expect(runDraw(database.db, parseArgs(['draw', '--month', '2026-3']).flags, print)).rejects.toThrow('--month wants a month as YYYY-MM'),
      expect(runDraw(database.db, parseArgs(['draw', '--store', '99']).flags, print)).rejects.toThrow('no storefront "99"'),
    ]);
  });

  it('draws a month once, and says so the second time', async () => {
    await runDraw(database.db, parseArgs(['draw', '--store', '53', '--month', '2026-03']).flags, print);
    expect(output()).toMatch(/^store 53, 2026-03: drawn: entry \d+ \(6390 53•• •••• ••• \d{4}\) wins (20|50)\s€, e-mailed to op@example\.it$/);
    await runDraw(database.db, parseArgs(['draw', '--month', '2026-03']).flags, print);
    expect(output()).toMatch(/store 53, 2026-03: already drawn at .*: nothing changed\nstore 1, 2026-03: no draw/);
  });

  it('verifies a draw from the database and from a running shop, and catches a tampered one', async () => {
    expect(await runVerify(database.db, parseArgs(['verify', '--store', '53', '--month', '2026-03']).flags, print)).toBe(true);
    const local = output();
    expect(local).toContain('round 0    entry');
    expect(local).toContain('OK: the published winner is the one the seed gives');
    expect(await runVerify(null, parseArgs(['verify', '--store', '53', '--month', '2026-03', '--from', origin]).flags, print)).toBe(true);
    expect(output()).toBe(local);

    // Someone marks the other entry as passed over: the published data no longer adds up.
    const winnerId = Number(/round 0 {4}entry (\d+) \(.*\): wins/.exec(local)![1]);
    const loser = (await database.db.select().from(doublerEntries)).find((e) => e.id !== winnerId)!;
    await database.db.update(doublerEntries).set({ skipReason: 'blocked' }).where(eq(doublerEntries.id, loser.id));
    expect(await runVerify(database.db, parseArgs(['verify', '--store', '53', '--month', '2026-03']).flags, print)).toBe(false);
    expect(output()).toContain(`PROBLEM    entry ${loser.id} is marked passed over but was never picked`);
  });

  it('reports a month that is not drawn or does not exist', async () => {
    expect(await runVerify(database.db, parseArgs(['verify', '--store', '53', '--month', '2025-01']).flags, print)).toBe(true);
    expect(output()).toBe('store 53, 2025-01: no draw');
  });
});
