import { it, type MessageKey } from './it.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';

/** Only the visitor's catalogue travels to the browser, in the root loader's data. */
export const catalogues: Partial<Record<string, Record<MessageKey, string>>> & { it: Record<MessageKey, string> } = { it, nl, en };
