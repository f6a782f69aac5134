import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import { apiClient } from '../../tests/helpers/api.ts';
import { queueEmail } from '../modules/notifications/index.ts';
import type { ShopApp } from './app.ts';
import { mountMailbox } from './mailbox.ts';
import { must } from '../../common/must.ts';

const pdfBytes = Buffer.from('%PDF-1.3\nfinta gift card\n');

describe('development mailbox', () => {
  let database: Database;
  let app: ReturnType<typeof apiClient>['app'];
  let giftId: number;

  beforeAll(async () => {
    database = await freshPglite();
    app = apiClient(database).app;
    await queueEmail(database.db, {
      kind: 'orderConfirmation',
      to: 'giulia@esempio.it',
      subject: 'Abbiamo ricevuto il tuo ordine DN-1',
      text: 'Ciao Giulia',
      html: '<p>Ciao Giulia</p>',
    });
    giftId = await queueEmail(database.db, {
      kind: 'cardDelivery',
      to: 'marco@esempio.it',
      subject: 'Una gift card <per te>',
      text: 'Ecco il tuo codice',
      html: '<h1 style="color:#d9415d">Il tuo "regalo"</h1><a href="https://www.donami.it/">Donami</a>',
      attachments: [{ filename: 'gift card Aurora.pdf', contentType: 'application/pdf', contentBase64: pdfBytes.toString('base64') }],
      orderId: 42,
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the outbox newest first, in Italian, with status and attachment count', async () => {
    const res = await app.request('/__mailbox/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('<th scope="col">Oggetto</th>');
    expect(html).toContain('Una gift card &lt;per te&gt;');
    expect(html).toContain('Abbiamo ricevuto il tuo ordine DN-1');
    expect(html.indexOf('Una gift card')).toBeLessThan(html.indexOf('Abbiamo ricevuto'));
    expect(html).toContain(`href="/__mailbox/${giftId}/"`);
    expect(html).toContain('In coda');
    expect(html).toMatch(/data-label="Allegati">1</);
  });

  it('filters by recipient', async () => {
    const html = await (await app.request('/__mailbox/?to=GIULIA')).text();
    expect(html).toContain('Abbiamo ricevuto il tuo ordine DN-1');
    expect(html).not.toContain('Una gift card');
    const none = await (await app.request('/__mailbox/?to=nessuno%40esempio.it')).text();
    expect(none).toContain('Nessuna e-mail per “nessuno@esempio.it”');
  });

  it('shows one e-mail with its headers, text, and its HTML in a sandboxed srcdoc frame', async () => {
    const res = await app.request(`/__mailbox/${giftId}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Una gift card &lt;per te&gt;</h1>');
    expect(html).toContain('marco@esempio.it');
    expect(html).toContain('<dd>42</dd>');
    expect(html).toContain('<pre>Ecco il tuo codice</pre>');
    const frame = html.match(/<iframe [^>]*sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/);
    expect(frame).not.toBeNull();
    expect(frame![1]).not.toContain('allow-scripts');
    const srcdoc = must(frame?.[2], 'the page has the frame')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(srcdoc).toBe('<base target="_blank"><h1 style="color:#d9415d">Il tuo "regalo"</h1><a href="https://www.donami.it/">Donami</a>');
    expect(html).toContain(`href="/__mailbox/${giftId}/attachments/0"`);
    expect(html).toContain('gift card Aurora.pdf');
    // The page's own policy lets the srcdoc frame render: nothing restricts frame-src beyond 'self'.
    expect(res.headers.get('content-security-policy')).not.toMatch(/frame-src 'none'|child-src 'none'/);
  });

  it('downloads an attachment with its type and file name', async () => {
    const res = await app.request(`/__mailbox/${giftId}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="gift card Aurora.pdf"; filename*=UTF-8''gift%20card%20Aurora.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });

  it('answers 404 for an unknown e-mail or attachment, and adds the trailing slash', async () => {
    expect((await app.request('/__mailbox/999999/')).status).toBe(404);
    expect((await app.request(`/__mailbox/${giftId}/attachments/5`)).status).toBe(404);
    const bare = await app.request('/__mailbox');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/__mailbox/');
  });

  it('is not mounted in production unless MAILBOX=1, and then needs the operator login', async () => {
    const saved = { env: process.env.NODE_ENV, mailbox: process.env.MAILBOX, password: process.env.OPERATOR_PASSWORD };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.MAILBOX;
      const off: ShopApp = new Hono();
      mountMailbox(off, database.db);
      expect((await off.request('/__mailbox/')).status).toBe(404);
      process.env.MAILBOX = '1';
      process.env.OPERATOR_PASSWORD = 'operator-password-1234';
      const on: ShopApp = new Hono();
      mountMailbox(on, database.db);
      expect((await on.request('/__mailbox/')).status).toBe(401);
      const login = { authorization: `Basic ${Buffer.from('operator:operator-password-1234').toString('base64')}` };
      expect((await on.request('/__mailbox/', { headers: login })).status).toBe(200);
    } finally {
      process.env.NODE_ENV = saved.env;
      if (saved.mailbox === undefined) delete process.env.MAILBOX;
      else process.env.MAILBOX = saved.mailbox;
      if (saved.password === undefined) delete process.env.OPERATOR_PASSWORD;
      else process.env.OPERATOR_PASSWORD = saved.password;
    }
  });
});
