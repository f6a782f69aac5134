import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookRequest, webhookSenderTo } from './delivery.ts';
import { signatureHeader } from './signature.ts';

// The sandbox's webhooks leave a worker over HTTP, as a payment company's do: the shop receives
// the signed body and headers as they were made, and its answer decides whether the job retries.

type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

describe('webhook delivery over HTTP', () => {
  const received: Received[] = [];
  let answer = 204;
  let hang = false;
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (!hang) res.writeHead(answer).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/psp`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs the signed body with its headers and answers with the shop’s status', async () => {
    const send = webhookSenderTo(url);
    const body = JSON.stringify({ id: 'evt_1', type: 'payment.paid' });
    const res = await send(webhookRequest(body, 'secret', new Date('2026-11-29T10:00:00Z')));
    expect(res.status).toBe(204);
    const got = received.at(-1)!;
    expect(got).toMatchObject({ method: 'POST', url: '/webhooks/psp', body });
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers[signatureHeader.toLowerCase()]).toMatch(/\S/);
    expect(Number(got.headers['content-length'])).toBe(Buffer.byteLength(body));
    // A refusal is reported as such, so the delivery counts a failed attempt.
    answer = 500;
    expect((await send(webhookRequest(body, 'secret'))).status).toBe(500);
    answer = 204;
  });

  it('gives up on a shop that does not answer in time', async () => {
    hang = true;
    try {
      await expect(webhookSenderTo(url, 200)(webhookRequest('{}', 'secret'))).rejects.toThrow(/no answer in 200 ms/);
    } finally {
      hang = false;
    }
  });

  it('fails when nothing listens at the address', async () => {
    await expect(webhookSenderTo('http://127.0.0.1:9/webhooks/psp')(webhookRequest('{}', 'secret'))).rejects.toThrow();
  });
});
