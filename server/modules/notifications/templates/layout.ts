// Shared pieces of the shop's e-mails: escaping, money and dates per locale, and the branded frame.
// E-mail clients ignore <style> blocks and classes unevenly, so every style is inline and the
// layout is a table.
import { storefronts, type Locale } from '../../../../common/storefronts.ts';
import { dateFormat, numberFormat, intlLocales } from '../../../../common/intl.ts';

export type { Locale };
export type RenderedEmail = { subject: string; text: string; html: string };

export const ACCENT = '#d9415d';
export const ACCENT_DARK = '#a82a47';
export const INK = '#231a33';
export const MUTED = '#6b6478';
export const PAPER = '#fbf7f2';
export const LINE = '#e4dfe8';
export const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escaped text whose line breaks survive (personal notes). */
export function escapeMultiline(text: string): string {
  return escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');
}

/** Only web links go into an href; anything else (javascript:, data:) becomes a harmless "#". */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|\/)/i.test(url.trim()) ? url.trim() : '#';
}

export function money(cents: number, currency: string, locale: Locale): string {
  return numberFormat(intlLocales[locale], { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/** An ISO date (YYYY-MM-DD) as people write it: "lunedì 23 novembre 2026". */
export function longDate(isoDate: string, locale: Locale, withWeekday = true): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateFormat(intlLocales[locale], {
    weekday: withWeekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Greeting with a name when there is one ("Ciao Giulia," or just "Ciao,"). */
export function greeting(word: string, name: string | null | undefined): { text: string; html: string } {
  const n = (name ?? '').trim();
  return n ? { text: `${word} ${n},`, html: `${word} ${escapeHtml(n)},` } : { text: `${word},`, html: `${word},` };
}

const support: Record<Locale, (email: string, phone: string, hours: string) => string> = {
  it: (e, p, h) => `Hai domande? Scrivici a ${e} o chiamaci al ${p} (${h}).`,
  nl: (e, p, h) => `Vragen? Mail ons via ${e} of bel ${p} (${h}).`,
  en: (e, p, h) => `Questions? E-mail us at ${e} or call ${p} (${h}).`,
};
const signOff: Record<Locale, string> = { it: 'A presto,\nil team Donami', nl: 'Tot snel,\nhet Donami-team', en: 'See you soon,\nthe Donami team' };

function storeFor(locale: Locale) {
  return storefronts.find((s) => s.language === locale) ?? storefronts.find((s) => s.languages.includes(locale)) ?? storefronts[0];
}

export function footerText(locale: Locale): string {
  const s = storeFor(locale);
  return `${signOff[locale]}\n\n${support[locale](s.email, s.phone, s.officeHours)}\n${s.origin.replace(/^https?:\/\//, '')}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${INK}">${html}</p>`;
}

export function button(url: string, label: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${ACCENT}">` +
    `<a href="${escapeHtml(safeUrl(url))}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** A two-column table of labels and values (already escaped HTML). */
export function facts(rows: [label: string, valueHtml: string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 12px 8px 0;color:${MUTED};font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;font-size:15px;font-weight:600;color:${INK};word-break:break-all">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 20px;border-top:1px solid ${LINE};border-bottom:1px solid ${LINE}">${cells}</table>`;
}

export function quote(noteHtml: string, byline: string | null): string {
  const by = byline ? `<div style="margin-top:8px;font-size:14px;font-style:normal;color:${MUTED}">${escapeHtml(byline)}</div>` : '';
  return `<blockquote style="margin:0 0 20px;padding:14px 18px;border-left:4px solid ${ACCENT};background:${PAPER};font-size:17px;font-style:italic;line-height:1.5;color:${INK}">${noteHtml}${by}</blockquote>`;
}

/** The branded frame around a message: wordmark, white card, footer with the shop's contacts. */
export function layout(locale: Locale, o: { title: string; preheader: string; bodyHtml: string }): string {
  const s = storeFor(locale);
  const help = support[locale](
    `<a href="mailto:${escapeHtml(s.email)}" style="color:${ACCENT_DARK}">${escapeHtml(s.email)}</a>`,
    escapeHtml(s.phone),
    escapeHtml(s.officeHours),
  );
  const sign = escapeHtml(signOff[locale]).replace('\n', '<br>');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(o.title)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:${FONT};color:${INK}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(o.preheader)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:600px">
<tr><td style="padding:0 8px 16px;font-size:26px;font-weight:800;letter-spacing:-0.5px;color:${INK}"><span style="color:${ACCENT}">&#9632;</span> Donami</td></tr>
<tr><td style="background:#ffffff;border-radius:14px;border:1px solid ${LINE};padding:28px 24px;font-family:${FONT}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(o.title)}</h1>
${o.bodyHtml}
<p style="margin:24px 0 0;font-size:16px;line-height:1.5;color:${INK}">${sign}</p>
</td></tr>
<tr><td style="padding:18px 8px;font-size:13px;line-height:1.5;color:${MUTED}">${help}<br><a href="${escapeHtml(s.origin)}" style="color:${MUTED}">${escapeHtml(s.origin.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}
