import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { newChallenge } from '../../server/modules/captcha/index.ts';
import { SHOP_WIDE } from '../../server/modules/guard/index.ts';

/** What the widget puts in its hidden input: base64 JSON of the challenge and its solution. */
export async function solveToToken(c: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution })).toString('base64');
}

/**
 * A valid human-check token for API tests, as the widget would send it: a real challenge of the
 * shop (signed with the same key the server checks), of the highest level (so it passes however
 * hard the shop asks now), made easy so solving takes milliseconds. Each token passes once.
 */
export async function solvedCaptcha(): Promise<string> {
  return solveToToken(await newChallenge({ maxNumber: 1, level: SHOP_WIDE.maxLevel }));
}
