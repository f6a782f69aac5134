// Password hashing: argon2id, memory-hard, with the OWASP minimum parameters (19 MiB, 2 passes,
// 1 lane: about 20 ms a hash). The PHC string stores its own parameters, so raising them later
// keeps old hashes verifiable. Why these numbers: docs/decisions/015-accounts.md.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum in the library's types; type stripping cannot read it)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

let decoy: Promise<string> | null = null;

/**
 * Whether `password` is the one behind `stored`. Without a stored hash (unknown e-mail, deleted
 * account) a decoy hash is verified all the same, so the answer takes as long either way.
 * argon2's verify compares the derived keys in constant time.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(24).toString('base64url'));
  const against = stored || (await decoy);
  const ok = await verify(against, password).catch(() => false);
  return !!stored && ok;
}
