import { it } from './it.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';

/** Only the visitor's catalogue travels to the browser, in the root loader's data. */
export const catalogues: Partial<Record<string, Record<string, string>>> & { it: Record<string, string> } = { it, nl, en };
