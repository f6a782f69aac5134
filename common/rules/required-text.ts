// The start of every required text field rule: shared by schemas.ts and business.ts.
import { z } from 'zod';
import type { ValidationKey } from './messages.ts';

/** A required text, trimmed: missing, empty or white space only gives `key` and stops there. */
export function requiredText(key: ValidationKey) {
  return z.string({ error: key }).trim().min(1, { error: key, abort: true });
}
