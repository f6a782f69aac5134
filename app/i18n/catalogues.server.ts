import { it, type MessageKey } from './it.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { checkoutIt } from './checkout.it.ts';
import { redeemIt } from './redeem.it.ts';
import { activationIt } from './activation.it.ts';
import { doublerIt } from './doubler.it.ts';
import { accountIt } from './account.it.ts';
import { accountAreaIt } from './account-area.it.ts';
import { businessIt } from './business.it.ts';
import type { MessageArea } from './areas.ts';

type Messages = Readonly<Record<string, string>>;

/** Every text of a language, for the loaders' own use (serverT): nothing of it travels as such. */
export const catalogues: Partial<Record<string, Record<MessageKey, string>>> & { it: Record<MessageKey, string> } = { it, nl, en };

// The header's account menu is on every page, the notice of a deleted account on the home page:
// their texts are base, wherever they are written.
const inBase = (key: string) => key.startsWith('account.menu.') || key.startsWith('accountArea.notice.');
const keysOf = (part: object) => Object.keys(part).filter((k) => !inBase(k));

/**
 * The keys of each area (a part of the catalogue only some screens use), from the Italian parts;
 * every other key is the base, which the layout and every screen may use.
 */
const areaKeys: Record<MessageArea, readonly string[]> = {
  checkout: keysOf(checkoutIt),
  redeem: keysOf(redeemIt),
  activation: keysOf(activationIt),
  doubler: keysOf(doublerIt),
  account: keysOf(accountIt),
  accountArea: keysOf(accountAreaIt),
  business: keysOf(businessIt),
};
const inSomeArea = new Set(Object.values(areaKeys).flat());

function pick(messages: Messages, keys: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) if (Object.hasOwn(messages, key)) out[key] = messages[key]!;
  return out;
}

const cache = new Map<string, Messages>();

function cached(id: string, make: () => Messages): Messages {
  let hit = cache.get(id);
  if (!hit) cache.set(id, (hit = Object.freeze(make())));
  return hit;
}

function catalogueOf(language: string): Messages {
  return catalogues[language] ?? catalogues.it;
}

/** The base texts of a language: what the root loader sends with every first page. */
export function baseMessages(language: string): Messages {
  const all = catalogueOf(language);
  return cached(`${language}:base`, () =>
    pick(
      all,
      Object.keys(all).filter((k) => !inSomeArea.has(k)),
    ),
  );
}

/** The texts of the areas a screen uses, which its loader sends beside its data (decision 028). */
export function areaMessages(language: string, areas: readonly MessageArea[]): Messages {
  const all = catalogueOf(language);
  return cached(`${language}:${[...areas].sort().join(',')}`, () =>
    pick(
      all,
      areas.flatMap((a) => areaKeys[a]),
    ),
  );
}

/** The area a key belongs to; null for a base key. */
export function areaOf(key: string): MessageArea | null {
  for (const [area, keys] of Object.entries(areaKeys) as [MessageArea, readonly string[]][]) if (keys.includes(key)) return area;
  return null;
}
