// The development mailbox: every e-mail in the outbox, readable in the browser, so a person can
// follow an order's e-mails without a mail server. Off in production unless MAILBOX=1, and then
// behind the operator login (decision 018).
import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { attachmentContent, listOutbox, outboxEmail, type OutboxEmail, type OutboxSummary } from '../modules/notifications/index.ts';
import { settings } from '../settings.ts';
import { operatorLogin } from './operator-auth.ts';

const BASE = '/__mailbox';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const timeFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Rome' });
const when = (d: Date) => timeFormat.format(d);

const css = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#231a33;background:#fbf7f2}
main{max-width:1100px;margin:0 auto;padding:20px 16px 48px}h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.2rem;margin:28px 0 10px}
a{color:#a82a47}a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #3d7fd9;outline-offset:2px}
.lead{color:#5d566a;margin:0 0 18px}form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin:0 0 18px}
label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;flex:1 1 220px}
input{font:inherit;padding:8px 10px;border:1px solid #8a8396;border-radius:8px;margin-top:4px;min-height:44px}
button{font:inherit;font-weight:700;padding:8px 18px;min-height:44px;border:0;border-radius:8px;background:#a82a47;color:#fff;cursor:pointer}
caption{text-align:left;padding:10px 12px;color:#5d566a}table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e4dfe8;border-radius:12px}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e4dfe8;vertical-align:top}th{font-size:.85rem;color:#5d566a}
td{word-break:break-word}.badge{display:inline-block;white-space:nowrap;padding:1px 8px;border-radius:99px;font-size:.8rem;font-weight:700}
.sent{background:#dff3ee;color:#135c57}.queued{background:#fdecc8;color:#7a4a00}.failed{background:#fbe0e5;color:#8c1d36}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;background:#fff;border:1px solid #e4dfe8;border-radius:12px;padding:14px 16px;margin:0}
dt{font-weight:600;color:#5d566a}dd{margin:0;word-break:break-word}
iframe{width:100%;height:75vh;min-height:420px;border:1px solid #e4dfe8;border-radius:12px;background:#fff}
pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid #e4dfe8;border-radius:12px;padding:14px 16px;font-size:.9rem}
ul.files{padding-left:1.2rem}.empty{background:#fff;border:1px dashed #c9c2d2;border-radius:12px;padding:18px}
@media (max-width:640px){thead{position:absolute;left:-9999px}caption{display:block}table,tbody,tr,td{display:block;width:100%}
tr{border-bottom:1px solid #e4dfe8;padding:6px 0}td{border:0;padding:3px 12px}td::before{content:attr(data-label) ": ";font-weight:600;color:#5d566a}
dl{grid-template-columns:1fr}dd{margin-bottom:6px}}
`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(title)} · Casella di sviluppo</title><style>${css}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

function status(e: Pick<OutboxSummary, 'sentAt' | 'lastError'>): string {
  if (e.sentAt) return `<span class="badge sent">Inviata</span>`;
  if (e.lastError) return `<span class="badge failed">Errore</span>`;
  return `<span class="badge queued">In coda</span>`;
}

function listPage(emails: OutboxSummary[], to: string): string {
  const rows = emails
    .map(
      (e) =>
        `<tr>` +
        `<td data-label="Oggetto"><a href="${BASE}/${e.id}/">${esc(e.subject)}</a></td>` +
        `<td data-label="Destinatario">${esc(e.to)}</td>` +
        `<td data-label="Tipo">${esc(e.kind)}</td>` +
        `<td data-label="Creata"><time datetime="${e.createdAt.toISOString()}">${when(e.createdAt)}</time></td>` +
        `<td data-label="Stato">${status(e)}</td>` +
        `<td data-label="Allegati">${e.attachmentCount}</td></tr>`,
    )
    .join('');
  const table = emails.length
    ? `<table><caption>${emails.length} e-mail, dalla più recente</caption>` +
      `<thead><tr><th scope="col">Oggetto</th><th scope="col">Destinatario</th><th scope="col">Tipo</th><th scope="col">Creata</th><th scope="col">Stato</th><th scope="col">Allegati</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>`
    : `<p class="empty">Nessuna e-mail${to ? ` per “${esc(to)}”` : ''}.</p>`;
  return page(
    'E-mail',
    `<h1>Casella di sviluppo</h1><p class="lead">Le e-mail che il negozio ha messo in uscita. Solo per lo sviluppo: non sono visibili in produzione.</p>` +
      `<form method="get" action="${BASE}/" role="search"><label>Destinatario<input type="search" name="to" value="${esc(to)}" placeholder="nome@esempio.it" autocomplete="off"></label>` +
      `<button type="submit">Filtra</button>${to ? ` <a href="${BASE}/">Mostra tutte</a>` : ''}</form>${table}`,
  );
}

function sizeLabel(bytes: number): string {
  return bytes < 1024 ? `${bytes} byte` : `${(bytes / 1024).toLocaleString('it-IT', { maximumFractionDigits: 1 })} kB`;
}

/** The e-mail with the size of each attachment (a document is drawn to know it, as the send job draws it). */
function detailPage(e: OutboxEmail, sizes: number[]): string {
  // Links inside the e-mail open in a new tab: the shop's pages refuse to be framed.
  const srcdoc = `<base target="_blank">${e.html}`;
  const files = e.attachments.length
    ? `<ul class="files">${e.attachments.map((a, i) => `<li><a href="${BASE}/${e.id}/attachments/${i}" download="${esc(a.filename)}" aria-label="Scarica l’allegato ${esc(a.filename)}">${esc(a.filename)}</a> (${esc(a.contentType)}, ${sizeLabel(sizes[i] ?? 0)})</li>`).join('')}</ul>`
    : '<p>Nessun allegato.</p>';
  const facts: [string, string][] = [
    ['Destinatario', esc(e.to)],
    ['Oggetto', esc(e.subject)],
    ['Tipo', esc(e.kind)],
    ['Ordine', e.orderId == null ? '—' : String(e.orderId)],
    ['Creata', `<time datetime="${e.createdAt.toISOString()}">${when(e.createdAt)}</time>`],
    ['Stato', `${status(e)}${e.sentAt ? ` <time datetime="${e.sentAt.toISOString()}">${when(e.sentAt)}</time>` : ''}`],
    ...(e.lastError ? [['Ultimo errore', esc(e.lastError)] as [string, string]] : []),
  ];
  return page(
    e.subject,
    `<p><a href="${BASE}/">← Tutte le e-mail</a></p><h1>${esc(e.subject)}</h1>` +
      `<h2>Intestazioni</h2><dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>` +
      `<h2>Allegati</h2>${files}` +
      `<h2>Versione HTML</h2><iframe title="Anteprima HTML dell’e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(srcdoc)}"></iframe>` +
      `<h2>Versione testo</h2><pre>${esc(e.text)}</pre>`,
  );
}

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function mailboxEnabled(): boolean {
  return settings().mailbox;
}

/** Mounts /__mailbox/ (list), /__mailbox/:id/ (one e-mail) and its attachments, when MAILBOX is on. */
export function mountMailbox(app: ShopApp, db: Db) {
  if (!mailboxEnabled()) return;
  app.use(BASE, operatorLogin('Casella di sviluppo'));
  app.use(`${BASE}/*`, operatorLogin('Casella di sviluppo'));
  const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  app.get(BASE, (c) => c.redirect(`${BASE}/`, 301));
  app.get(`${BASE}/`, async (c) => {
    const to = (c.req.query('to') ?? '').trim().slice(0, 200);
    return c.html(listPage(await listOutbox(db, { to, limit: 200 }), to), 200, noStore);
  });
  app.get(`${BASE}/:id{[0-9]+}`, (c) => c.redirect(`${BASE}/${c.req.param('id')}/`, 301));
  app.get(`${BASE}/:id{[0-9]+}/`, async (c) => {
    const email = await outboxEmail(db, Number(c.req.param('id')));
    if (!email) return c.html(page('Non trovata', `<h1>E-mail non trovata</h1><p><a href="${BASE}/">← Tutte le e-mail</a></p>`), 404, noStore);
    const sizes = await Promise.all(email.attachments.map(async (a) => (await attachmentContent(a, email)).length));
    return c.html(detailPage(email, sizes), 200, noStore);
  });
  app.get(`${BASE}/:id{[0-9]+}/attachments/:n{[0-9]+}`, async (c) => {
    const email = await outboxEmail(db, Number(c.req.param('id')));
    const file = email?.attachments[Number(c.req.param('n'))];
    if (!email || !file) return c.text('Allegato non trovato', 404, noStore);
    return c.body(new Uint8Array(await attachmentContent(file, email)), 200, {
      ...noStore,
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.filename),
    });
  });
}
