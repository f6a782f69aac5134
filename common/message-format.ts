// A small ICU subset: {name} placeholders and {n, plural, =0 {...} one {...} other {...}} with #.
// Enough for the shop's catalogues and a few hundred bytes in the client bundle.
export type Params = Record<string, string | number | undefined | null>;

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let f = numbers.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numbers.set(locale, f);
  }
  return f;
}

function pluralRules(locale: string): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r;
}

function findClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function plural(body: string, value: number, locale: string): string {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const close = findClose(body, open);
    if (close < 0) break;
    options.set(body.slice(i, open).trim(), body.slice(open + 1, close));
    i = close + 1;
  }
  const chosen = options.get(`=${value}`) ?? options.get(pluralRules(locale).select(value)) ?? options.get('other') ?? '';
  return chosen.replace(/#/g, numberFormat(locale).format(value));
}

export function formatMessage(template: string, params: Params = {}, locale = 'it'): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) {
      out += template.slice(i);
      break;
    }
    out += template.slice(i, open);
    const close = findClose(template, open);
    if (close < 0) {
      out += template.slice(open);
      break;
    }
    const inner = template.slice(open + 1, close);
    const [name = '', kind, ...rest] = inner.split(','); // split gives at least one part
    const value = params[name.trim()];
    if (kind?.trim() === 'plural') out += plural(rest.join(',').trim(), Number(value ?? 0), locale);
    else out += value === undefined || value === null ? '' : String(value);
    i = close + 1;
  }
  return out;
}
