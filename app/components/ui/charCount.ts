/**
 * Characters as the customer sees them: code points, so an emoji or an accented letter typed as
 * one character counts once (String.length would count UTF-16 units).
 */
export function countChars(value: string): number {
  return Array.from(value).length;
}

export type CharLimitState = { count: number; remaining: number; over: boolean; overBy: number };

/** Where a text stands against a character limit; nothing is ever cut off. */
export function charLimitState(value: string, limit: number): CharLimitState {
  const count = countChars(value);
  const remaining = limit - count;
  return { count, remaining: Math.max(0, remaining), over: remaining < 0, overBy: Math.max(0, -remaining) };
}
