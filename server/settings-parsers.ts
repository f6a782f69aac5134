// How one environment variable of settings.ts is read: the parsers of its value (a whole number, a
// flag, an address, a header name…), each with the one-line problem a bad value gives, and
// `variable`, which declares a variable with its type, default and meaning for README's table.
import { isIP } from 'node:net';
import { z } from 'zod';
import { parseStorefrontHosts, type StorefrontHosts } from '../common/storefront-hosts.ts';
import { storefronts } from '../common/storefronts.ts';

class Problem {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
type Parse<T> = (value: string) => T | Problem;
const shown = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** One variable: unset (or blank) gives undefined, the default is applied by `shape` in settings.ts. */
type FieldOptions = { /** the problem when set but empty; without it, empty is unset */ blank?: string; secret?: boolean };
function field<T>(parse: Parse<T>, opts: FieldOptions = {}) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const value = raw?.trim();
      if (value === undefined || (value === '' && !opts.blank)) return undefined;
      const out = value === '' ? new Problem(opts.blank!) : parse(value);
      if (out instanceof Problem) {
        ctx.addIssue({ code: 'custom', message: opts.secret ? out.text.replace(/, got .*$/, '') : out.text });
        return z.NEVER;
      }
      return out;
    });
}

export const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Parse<number> =>
  (v) => {
    const n = Number(v);
    if (/^-?\d+$/.test(v) && n >= min && n <= max) return n;
    return new Problem(`must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `from ${min} to ${max}`}, got ${shown(v)}`);
  };
export const flag: Parse<boolean> = (v) => {
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  return new Problem(`must be 1 or 0 (true or false), got ${shown(v)}`);
};
export const oneOf =
  <T extends string>(...values: T[]): Parse<T> =>
  (v) =>
    (values as string[]).includes(v) ? (v as T) : new Problem(`must be ${values.join(' or ')}, got ${shown(v)}`);
export const url =
  (...protocols: string[]): Parse<string> =>
  (v) => {
    try {
      const u = new URL(v);
      if (protocols.includes(u.protocol)) return v.replace(/\/+$/, '');
    } catch {
      /* told below */
    }
    return new Problem(`must be an address starting with ${protocols.map((p) => `${p}//`).join(' or ')}, got ${shown(v)}`);
  };
/** A map tile server's address template (Leaflet's): http(s), with {z}, {x} and {y}, and {s} for subdomains. */
export const tileTemplate: Parse<string> = (v) => {
  const address = url('http:', 'https:')(v.replaceAll(/\{[sxyz]\}/g, '0'));
  if (address instanceof Problem) return address;
  return ['{z}', '{x}', '{y}'].every((p) => v.includes(p)) ? v : new Problem(`must contain {z}, {x} and {y}, got ${shown(v)}`);
};
export const text: Parse<string> = (v) => (v.length <= 1000 && !/[\0\r\n]/.test(v) ? v : new Problem('must be one line of text'));
export const email: Parse<string> = (v) => (/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(v) ? v : new Problem(`must be an e-mail address, got ${shown(v)}`));
/** A Mollie API key: `live_` or `test_` and its token. */
export const mollieKey: Parse<string> = (v) => (/^(live|test)_[A-Za-z0-9]{20,}$/.test(v) ? v : new Problem('must be a Mollie API key, live_… or test_…'));
/** A Stripe secret (or restricted) key: `sk_live_`, `sk_test_`, `rk_live_` or `rk_test_` and its token. */
export const stripeKey: Parse<string> = (v) =>
  /^(sk|rk)_(live|test)_[A-Za-z0-9]{16,}$/.test(v) ? v : new Problem('must be a Stripe secret key, sk_live_… (or sk_test_…, rk_…)');
/** The signing secret of a Stripe webhook endpoint. */
export const stripeWebhookSecret: Parse<string> = (v) => (/^whsec_[A-Za-z0-9+/=]{16,}$/.test(v) ? v : new Problem('must be a webhook signing secret, whsec_…'));

/** A value for every storefront, and others for some: `value` or `value,1=other` or `53=a,1=b`. */
export type PerStore<T> = { fallback?: T; byStore: Record<number, T> };
export const perStore =
  <T>(parse: Parse<T>): Parse<PerStore<T>> =>
  (v) => {
    const out: PerStore<T> = { byStore: {} };
    for (const item of v.split(',').map((e) => e.trim())) {
      const pair = item.match(/^(\d{1,6})=(.*)$/);
      const value = parse(pair ? pair[2]! : item);
      if (value instanceof Problem) return new Problem(`${pair ? `for storefront ${pair[1]}: ` : ''}${value.text}`);
      if (pair && !storefronts.some((st) => st.id === Number(pair[1]))) return new Problem(`names storefront ${pair[1]}, which the shop does not have`);
      if (!pair && out.fallback !== undefined) return new Problem('names two values for every storefront');
      if (pair) out.byStore[Number(pair[1])] = value;
      else out.fallback = value;
    }
    return out;
  };
export const header: Parse<string> = (v) => (/^[A-Za-z0-9-]{1,100}$/.test(v) ? v.toLowerCase() : new Problem(`must be an HTTP header name, got ${shown(v)}`));

/** A count of proxy hops (0–20) or a comma list of addresses and ranges (as server/http/client-address.ts reads it). */
export const proxies: Parse<string> = (v) => {
  if (/^\d+$/.test(v)) return Number(v) <= 20 ? v : new Problem('must be a count of proxies from 0 to 20, or a list of addresses');
  const bad = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
    .find((entry) => {
      const [address = '', bits, extra] = entry.split('/'); // split gives at least one part
      const type = isIP(address);
      return !type || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (type === 6 ? 128 : 32)));
    });
  return bad === undefined ? v : new Problem(`must be a count of proxies or a comma list of addresses and ranges (10.0.0.0/8), got ${shown(bad)}`);
};

/** STOREFRONT_HOSTS: more hosts per storefront (common/storefront-hosts.ts reads them). */
export const storefrontHostList: Parse<StorefrontHosts> = (v) => {
  const read = parseStorefrontHosts(v);
  return 'hosts' in read ? read.hosts : new Problem(read.problem);
};

export type Declared = { schema: z.ZodType; type: string; default: string; meaning: string; secret?: boolean };
export function variable<T>(type: string, fallback: string, meaning: string, parse: Parse<T>, opts: FieldOptions = {}) {
  return { schema: field(parse, opts), type, default: fallback, meaning, secret: opts.secret };
}
export const secretVar = (meaning: string) => variable('secret', 'a development value', `${meaning}; required in production`, text, { secret: true });
