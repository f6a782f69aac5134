// The Dutch and English catalogues against the Italian reference (it.ts): every key present,
// every text translated (bar an explicit allowlist of texts that are the same in both
// languages), and every ICU argument, plural selector and # kept.
import { describe, it, expect } from 'vitest';
import { it as typedItalian } from './it.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { must } from '../../common/must.ts';

// Read as plain records: the tests look keys up by name, as the translator does at run time.
const italian: Readonly<Record<string, string>> = typedItalian;

/** Keys whose text is legitimately the same as the Italian one: brand, autonyms, loanwords. */
const sameAsItalian: Record<'nl' | 'en', readonly string[]> = {
  nl: ['meta.suffix', 'language.it', 'language.nl', 'language.en', 'blog.title', 'product.home', 'storeSwitcher.currency', 'confirmation.iban'],
  en: ['meta.suffix', 'language.it', 'language.nl', 'language.en', 'blog.title', 'product.home', 'confirmation.iban'],
};

type Arg = { name: string; type: string | null; branches: Map<string, { hash: boolean; args: Arg[] }> };

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in ${JSON.stringify(text)}`);
}

/** The ICU arguments of a text ({name} and {name, plural, sel {...} ...}), as message-format.ts reads them. */
function parse(text: string): { args: Arg[]; hash: boolean } {
  const args: Arg[] = [];
  let hash = false;
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const literal = text.slice(i, open < 0 ? undefined : open);
    if (literal.includes('#')) hash = true;
    if (literal.includes('}')) throw new Error(`stray } in ${JSON.stringify(text)}`);
    if (open < 0) break;
    const close = closing(text, open);
    const inner = text.slice(open + 1, close);
    const comma = inner.indexOf(',');
    if (comma < 0) {
      args.push({ name: inner.trim(), type: null, branches: new Map() });
    } else {
      const name = inner.slice(0, comma).trim();
      const rest = inner.slice(comma + 1);
      const comma2 = rest.indexOf(',');
      const type = (comma2 < 0 ? rest : rest.slice(0, comma2)).trim();
      const body = comma2 < 0 ? '' : rest.slice(comma2 + 1);
      const branches = new Map<string, { hash: boolean; args: Arg[] }>();
      let j = 0;
      while (j < body.length) {
        const bOpen = body.indexOf('{', j);
        if (bOpen < 0) {
          if (body.slice(j).trim()) throw new Error(`dangling selector in ${JSON.stringify(text)}`);
          break;
        }
        const bClose = closing(body, bOpen);
        branches.set(body.slice(j, bOpen).trim(), parse(body.slice(bOpen + 1, bClose)));
        j = bClose + 1;
      }
      args.push({ name, type, branches });
    }
    i = close + 1;
  }
  return { args, hash };
}

/** Every argument name in a text, nested ones included. */
function names(args: Arg[]): string[] {
  return args.flatMap((a) => [a.name, ...[...a.branches.values()].flatMap((b) => names(b.args))]);
}

/** The shape of a text's plural/select arguments: name, type, selectors and where # is used. */
function shape(args: Arg[]): string[] {
  return args
    .filter((a) => a.type !== null)
    .flatMap((a) => [...a.branches].flatMap(([sel, b]) => [`${a.name}:${a.type}:${sel}${b.hash ? ':#' : ''}`, ...shape(b.args)]))
    .sort();
}

const italianKeys = Object.keys(italian);

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the %s catalogue', (locale, typed) => {
  const catalogue: Readonly<Record<string, string>> = typed;
  it('has every key of the Italian catalogue', () => {
    expect(italianKeys.filter((key) => !Object.hasOwn(catalogue, key))).toEqual([]);
  });

  it('translates every Italian text, except the allowlisted ones', () => {
    const allowed = new Set(sameAsItalian[locale]);
    const untranslated = italianKeys.filter((key) => !allowed.has(key) && catalogue[key] === italian[key]);
    expect(untranslated).toEqual([]);
  });

  it('allowlists only keys that exist and really are the same as the Italian text', () => {
    const stale = sameAsItalian[locale].filter((key) => !Object.hasOwn(italian, key) || catalogue[key] !== italian[key]);
    expect(stale).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(italianKeys.filter((key) => typeof catalogue[key] !== 'string' || catalogue[key].trim() === '')).toEqual([]);
  });

  it('uses every placeholder of the Italian text', () => {
    const lost = italianKeys.flatMap((key) => {
      if (!Object.hasOwn(catalogue, key)) return [];
      const own = new Set(names(parse(must(catalogue[key], 'checked above')).args));
      return [...new Set(names(parse(must(italian[key], 'an Italian key')).args))].filter((name) => !own.has(name)).map((name) => `${key}: {${name}}`);
    });
    expect(lost).toEqual([]);
  });

  it('keeps the plural selectors and # of the Italian text', () => {
    const changed = italianKeys.filter(
      (key) =>
        Object.hasOwn(catalogue, key) &&
        shape(parse(must(catalogue[key], 'checked first')).args).join('|') !== shape(parse(must(italian[key], 'an Italian key')).args).join('|'),
    );
    expect(changed).toEqual([]);
  });
});

describe('the ICU reader of this test', () => {
  it('finds plain and plural arguments, selectors and #', () => {
    const { args } = parse('{count, plural, =0 {Vuoto} one {# articolo di {shop}} other {# articoli}} per {name}');
    expect(names(args)).toEqual(['count', 'shop', 'name']);
    expect(shape(args)).toEqual(['count:plural:=0', 'count:plural:one:#', 'count:plural:other:#']);
  });
});
