import { dateFormat, intlLocales, numberFormat } from '../../../../common/intl.ts';
import type { PaymentLocale } from '../provider.ts';
import { copyFor } from './copy.ts';

// Shared pieces of the sandbox's own pages: its look is deliberately not the shop's, as a real
// payment company's hosted page would not be. Plain HTML and CSS, no script (the shop's CSP
// allows inline styles, not inline scripts).

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** "25,00 €" (it), "€ 25,00" (nl), "€25.00" (en): payment pages always show the cents. */
export function formatAmount(cents: number, currency: string, locale: PaymentLocale = 'it'): string {
  return numberFormat(intlLocales[locale], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

// Rome's wall time: the Dutch storefront's (Amsterdam) is the same all year.
const timeZone = 'Europe/Rome';

export function formatDateTime(d: Date, locale: PaymentLocale = 'it'): string {
  return dateFormat(intlLocales[locale], { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
}
export function formatTime(d: Date, locale: PaymentLocale = 'it'): string {
  return dateFormat(intlLocales[locale], { timeZone, hour: '2-digit', minute: '2-digit' }).format(d);
}

/** The operator page's status names (Italian, as the whole operator page). */
export const statusLabels: Record<string, string> = {
  open: 'Aperto',
  pending: 'In attesa',
  paid: 'Pagato',
  failed: 'Fallito',
  canceled: 'Annullato',
  expired: 'Scaduto',
};

const css = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;background:#eef0f6}
a{color:#3730a3}
:focus-visible{outline:3px solid #1e1b4b;outline-offset:2px;box-shadow:0 0 0 6px #c7d2fe}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:14px 20px;background:#1e1b4b;color:#fff}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.1rem;letter-spacing:.01em}
.badge{font-size:.8rem;font-weight:600;padding:3px 10px;border-radius:999px;background:#fde68a;color:#451a03}
.wrap{max-width:520px;margin:24px auto;padding:0 16px}
.wide{max-width:960px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(0,0,0,.06),0 8px 24px rgba(30,27,75,.08);padding:24px;margin-bottom:16px}
h1{font-size:1.45rem;line-height:1.25;margin:0 0 16px}
h2{font-size:1.1rem;margin:0 0 12px}
.amount{font-size:2rem;font-weight:700;margin:0;color:#1e1b4b}
.summary p{margin:0 0 4px}
.summary dl,.facts{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0}
.summary dl{margin-bottom:0}
dt{color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.muted{color:#4b5563;font-size:.9rem}
label{display:block;font-weight:600;margin:0 0 4px}
input[type=text],input[type=number]{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;color:#111827}
input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.field{margin:0 0 14px}
.row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px}
fieldset{border:0;padding:0;margin:0 0 14px;min-width:0}
legend{font-weight:600;padding:0;margin:0 0 6px}
.choice{display:flex;align-items:center;gap:10px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;margin:0 0 8px;font-weight:500}
.choice input{width:20px;height:20px;margin:0;accent-color:#3730a3}
.choice label{margin:0;font-weight:500}
.btn{display:inline-flex;justify-content:center;align-items:center;min-height:44px;padding:10px 18px;font:inherit;font-weight:600;border-radius:8px;border:1px solid #6b7280;background:#fff;color:#111827;cursor:pointer;text-decoration:none}
.btn:hover{background:#f3f4f6}
.primary{width:100%;background:#3730a3;border-color:#3730a3;color:#fff;font-size:1.05rem}
.primary:hover{background:#312e81}
.danger{color:#991b1b}
.test{border:2px dashed #a5b4fc;border-radius:12px;padding:16px;margin-top:20px;background:#f8f9ff}
.test h2{font-size:1rem}
.outcomes{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.check{display:flex;gap:10px;align-items:flex-start;margin:0 0 10px}
.check input{width:20px;height:20px;margin:2px 0 0;flex:none;accent-color:#3730a3}
.check label{font-weight:500;margin:0}
.errors{border:2px solid #b91c1c;border-radius:10px;padding:12px 16px;margin:0 0 16px;background:#fef2f2}
.errors h2{color:#991b1b;font-size:1rem;margin:0 0 6px}
.errors ul{margin:0;padding-left:20px}
.error{color:#991b1b;font-size:.9rem;margin:4px 0 0}
.status{display:inline-block;padding:2px 10px;border-radius:999px;font-weight:600;font-size:.85rem;background:#e5e7eb;color:#111827}
.s-paid{background:#dcfce7;color:#14532d}.s-failed,.s-canceled{background:#fee2e2;color:#7f1d1d}.s-expired{background:#e5e7eb;color:#1f2937}.s-pending{background:#fef3c7;color:#78350f}.s-open{background:#e0e7ff;color:#1e1b4b}
.list{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,420px),1fr))}
.list .card{margin:0;padding:18px}
.list h2{font-size:1rem;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.list .facts{margin:12px 0;font-size:.9rem}
.inline{display:contents}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.foot{max-width:520px;margin:0 auto 32px;padding:0 16px;color:#4b5563;font-size:.85rem;text-align:center}
.wide+.foot{max-width:960px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (max-width:420px){.card{padding:18px}.row{grid-template-columns:1fr 1fr}.row .cvc{grid-column:1/-1}.amount{font-size:1.7rem}}
`;

const logo =
  '<svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#a5b4fc"/><path d="M8 17.5c0 2 2.2 3 6 3s6-1.2 6-3.4c0-4.6-11.5-2.2-11.5-6.4C8.5 8.6 10.6 7.5 14 7.5s5.3 1 5.6 3" fill="none" stroke="#1e1b4b" stroke-width="2.4" stroke-linecap="round"/></svg>';

/** A whole sandbox page, in the payer's language (the operator page: Italian). */
export function page(title: string, body: string, opts: { wide?: boolean; locale?: PaymentLocale } = {}): string {
  const locale = opts.locale ?? 'it';
  const c = copyFor(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)} · Sandbox Pay</title>
<style>${css}</style>
</head>
<body>
<header class="bar"><span class="brand">${logo}Sandbox Pay</span><span class="badge">${esc(c.sandboxBadge)}</span></header>
<main class="wrap${opts.wide ? ' wide' : ''}">
${body}
</main>
<footer class="foot"><p>${esc(c.footer)}</p></footer>
</body>
</html>`;
}
