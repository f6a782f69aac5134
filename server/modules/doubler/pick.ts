import { createHash, randomBytes } from 'node:crypto';
import { must } from '../../../common/must.ts';

// The verifiable part of the draw: pure functions of what the page publishes, so anyone can
// recompute a winner (the page shows the same recipe in words; docs/decisions/013-doubler-draw.md).
//
//   seed      32 random bytes, written as 64 lowercase hex digits
//   seedHash  SHA-256 of the seed's 32 bytes (hex), published before the month's first entry
//   round r   ids = the entry ids still in the running, ascending, joined by ","
//             h = SHA-256 of the text "<seed>:<ids>:<r>" (UTF-8), read as a 256-bit number
//             the pick is ids[h mod len(ids)]
//   A picked card that cannot take the prize at the draw (blocked, expired, no balance, not of the
//   store) is passed over: it leaves the list, the published entry says why, and round r+1 runs.
//   The first pick that can take the prize wins; when the list runs out there is no winner.

export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHashOf(seed: string): string {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error('a seed is 64 lowercase hex digits');
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

/** The entry picked in round `round` among `ids` (ascending, distinct). */
export function pickAt(seed: string, ids: readonly number[], round: number): number {
  if (ids.length === 0) throw new Error('nothing to pick from');
  const digest = createHash('sha256')
    .update(`${seed}:${ids.join(',')}:${round}`, 'utf8')
    .digest('hex');
  return must(ids[Number(BigInt(`0x${digest}`) % BigInt(ids.length))], 'an index modulo the length is in the list');
}

export function ascendingIds(ids: Iterable<number>): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

export type Round = { round: number; picked: number; passedOver: boolean };
export type Replay = { winner: number | null; rounds: Round[] };

/**
 * Runs the rounds with a known answer to "could this entry take the prize?" (a set of the entries
 * that were passed over): what a verifier does with the published data.
 */
export function replayDraw(seed: string, entryIds: Iterable<number>, passedOver: ReadonlySet<number>): Replay {
  let remaining = ascendingIds(entryIds);
  const rounds: Round[] = [];
  for (let round = 0; remaining.length > 0; round++) {
    const picked = pickAt(seed, remaining, round);
    const skip = passedOver.has(picked);
    rounds.push({ round, picked, passedOver: skip });
    if (!skip) return { winner: picked, rounds };
    remaining = remaining.filter((id) => id !== picked);
  }
  return { winner: null, rounds };
}

export type PublishedDraw = {
  seed: string;
  seedHash: string;
  entries: { id: number; passedOver: boolean }[];
  winnerId: number | null;
};

export type Verification = { ok: boolean; problems: string[]; replay: Replay };

/** Checks a published draw: the seed matches its commitment and the rounds give the published winner. */
export function verifyDraw(d: PublishedDraw): Verification {
  const problems: string[] = [];
  if (!/^[0-9a-f]{64}$/.test(d.seed)) problems.push('the seed is not 64 hex digits');
  else if (seedHashOf(d.seed) !== d.seedHash) problems.push('SHA-256 of the seed is not the published seed hash');
  const passed = new Set(d.entries.filter((e) => e.passedOver).map((e) => e.id));
  const replay = /^[0-9a-f]{64}$/.test(d.seed)
    ? replayDraw(
        d.seed,
        d.entries.map((e) => e.id),
        passed,
      )
    : { winner: null, rounds: [] };
  if (replay.winner !== d.winnerId) problems.push(`the rounds give winner ${replay.winner ?? 'none'}, the draw names ${d.winnerId ?? 'none'}`);
  const reached = new Set(replay.rounds.map((r) => r.picked));
  for (const id of passed) if (!reached.has(id)) problems.push(`entry ${id} is marked passed over but was never picked`);
  return { ok: problems.length === 0, problems, replay };
}
