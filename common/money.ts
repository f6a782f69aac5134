// Money is integer cents with an explicit currency; `{currency, value}` (value in major units) only at the API edge.
export type Money = { currency: string; value: number };

export function toMoney(cents: number, currency: string): Money {
  return { currency, value: cents / 100 };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats money for people: "25 €" for whole amounts, "25,50 €" otherwise (Italian conventions). */
export function formatMoney(money: Money, intlLocale: string): string {
  const whole = Number.isInteger(money.value);
  const key = `${intlLocale}|${money.currency}|${whole}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f.format(money.value);
}
