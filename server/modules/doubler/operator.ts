import type { Db } from '../../db/client.ts';
import { storefrontById, storefronts } from '../../../common/storefronts.ts';
import { formatMoney, toMoney } from '../../../common/money.ts';
import { drawMonth, type DrawOutcome } from './draw.ts';
import { verifyDraw, type PublishedDraw } from './pick.ts';
import { addMonths, isMonth, romeMonthOf } from './schedule.ts';
import { publicDraw, type PublicDraw } from './service.ts';

// `npm run doubler -- draw|verify`: the operators' side of the doubler (scripts/doubler.ts runs it).
// verify reads only what the page publishes: from the database here, or from a running shop's
// GraphQL endpoint (--from), which is what anyone outside the shop can do too.

export class OperatorError extends Error {}

export const usage = `npm run doubler -- <command>

  draw   [--store 53] [--month YYYY-MM] [--early]
         Draws a month (default: last month) for one storefront (default: every storefront).
         A month is due on the first Monday after it at 08:00 Rome time; --early draws it before
         (demonstrations and tests only: it closes the month to entries). Drawing again does nothing.
  verify --month YYYY-MM [--store 53] [--from http://localhost:3000]
         Recomputes a drawn month's winner from the published seed and entries and checks it
         against the published winner. --from reads them from a running shop instead of the database.`;

type Print = (line: string) => void;

export function parseArgs(argv: string[]): { command: string; flags: Map<string, string | true> } {
  const [command = '', ...rest] = argv;
  const flags = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const name = rest[i]!;
    if (!name.startsWith('--')) throw new OperatorError(`unexpected argument "${name}"`);
    const next = rest[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags.set(name.slice(2), next);
      i++;
    } else flags.set(name.slice(2), true);
  }
  return { command, flags };
}

function storesOf(flags: Map<string, string | true>): number[] {
  const store = flags.get('store');
  if (store === undefined) return storefronts.map((s) => s.id);
  if (typeof store !== 'string' || !storefrontById(Number(store))) throw new OperatorError(`no storefront "${String(store)}"`);
  return [Number(store)];
}

function monthOf(flags: Map<string, string | true>, fallback: string | null): string {
  const month = flags.get('month') ?? fallback;
  if (typeof month !== 'string' || !isMonth(month)) throw new OperatorError('--month wants a month as YYYY-MM');
  return month;
}

function describe(storeId: number, month: string, o: DrawOutcome): string {
  const head = `store ${storeId}, ${month}:`;
  switch (o.status) {
    case 'no-draw':
      return `${head} no draw (nobody entered, nobody looked)`;
    case 'not-due':
      return `${head} not due until ${o.drawAt.toISOString()} (use --early to draw it now)`;
    case 'already-drawn':
      return `${head} already drawn at ${o.draw.drawnAt?.toISOString()}: nothing changed`;
    case 'drawn': {
      const passed = o.passedOver.map((p) => `entry ${p.entryId} passed over (${p.reason})`);
      if (!o.winner) return [`${head} drawn, no winner`, ...passed].join('\n  ');
      const prize = formatMoney(toMoney(o.draw.prizeCents ?? 0, o.draw.currency), 'it-IT');
      return [`${head} drawn: entry ${o.winner.id} (${o.winner.maskedNumber}) wins ${prize}, e-mailed to ${o.winner.email}`, ...passed].join('\n  ');
    }
  }
}

export async function runDraw(db: Db, flags: Map<string, string | true>, print: Print): Promise<void> {
  const month = monthOf(flags, addMonths(romeMonthOf(new Date()), -1));
  const early = flags.get('early') === true;
  if (early) print('--early: drawing before the first Monday; the month takes no more entries.');
  for (const storeId of storesOf(flags)) print(describe(storeId, month, await drawMonth(db, storeId, month, { early })));
}

const DRAW_QUERY = `query Draw($userData: UserData!, $month: String!) { doublerDraw(userData: $userData, month: $month) {
  draw { month status seed seedHash entriesCount entries { id number passedOver } winner { id number } }
  errors { code message } } }`;

type RemoteDraw = {
  month: string;
  status: string;
  seed: string | null;
  seedHash: string;
  entries: { id: string; number: string; passedOver: string | null }[];
  winner: { id: string } | null;
};

/** The published draw over HTTP, as anyone outside the shop would read it. */
async function fetchDraw(origin: string, storeId: number, month: string): Promise<PublicDraw | null> {
  const store = storefrontById(storeId)!;
  const res = await fetch(new URL('/graphql', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: DRAW_QUERY, variables: { month, userData: { language: store.language, storeID: store.id, countryCode: store.country } } }),
  });
  const json = (await res.json()) as { data?: { doublerDraw: { draw: RemoteDraw | null } } };
  const d = json.data?.doublerDraw.draw;
  if (!d) return null;
  const entries = d.entries.map((e) => ({ id: Number(e.id), maskedNumber: e.number, passedOver: e.passedOver }));
  return {
    month: d.month,
    status: d.status === 'drawn' ? 'drawn' : 'open',
    seed: d.seed,
    seedHash: d.seedHash,
    entries,
    winner: entries.find((e) => String(e.id) === d.winner?.id) ?? null,
    entriesCount: entries.length,
    committedAt: new Date(0),
    drawDate: '',
    drawAt: new Date(0),
    drawnAt: null,
    prizeCents: null,
    currency: store.currency,
  };
}

export async function runVerify(db: Db | null, flags: Map<string, string | true>, print: Print): Promise<boolean> {
  const month = monthOf(flags, null);
  const from = flags.get('from');
  let allOk = true;
  for (const storeId of storesOf(flags)) {
    const draw = typeof from === 'string' ? await fetchDraw(from, storeId, month) : await publicDraw(db!, storeId, month);
    if (!draw) {
      print(`store ${storeId}, ${month}: no draw`);
      continue;
    }
    if (draw.status !== 'drawn' || !draw.seed) {
      print(`store ${storeId}, ${month}: not drawn yet; seed hash ${draw.seedHash}`);
      continue;
    }
    allOk = explain(storeId, draw, print) && allOk;
  }
  return allOk;
}

function explain(storeId: number, draw: PublicDraw, print: Print): boolean {
  const published: PublishedDraw = {
    seed: draw.seed!,
    seedHash: draw.seedHash,
    winnerId: draw.winner?.id ?? null,
    entries: draw.entries.map((e) => ({ id: e.id, passedOver: e.passedOver !== null })),
  };
  const check = verifyDraw(published);
  const byId = new Map(draw.entries.map((e) => [e.id, e]));
  print(`store ${storeId}, ${draw.month}`);
  print(`  seed       ${draw.seed}`);
  print(`  seed hash  ${draw.seedHash}`);
  print(`  entries    ${draw.entries.length}: ${draw.entries.map((e) => e.id).join(', ') || 'none'}`);
  for (const r of check.replay.rounds) {
    const e = byId.get(r.picked)!;
    print(`  round ${r.round}    entry ${r.picked} (${e.maskedNumber})${r.passedOver ? `: passed over, ${e.passedOver}` : ': wins'}`);
  }
  print(`  winner     ${check.replay.winner === null ? 'none' : `entry ${check.replay.winner}`} (published: ${published.winnerId ?? 'none'})`);
  for (const p of check.problems) print(`  PROBLEM    ${p}`);
  print(check.ok ? '  OK: the published winner is the one the seed gives' : '  NOT OK');
  return check.ok;
}
