import http from 'node:http';
import https from 'node:https';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../provider.ts';
import { webhookSecret, webhookUrl } from '../settings.ts';
import { sandboxEvents } from '../tables.ts';
import { signBody, signatureHeader } from './signature.ts';

// Webhook delivery, as a payment company does it: POST the event, signed, and try again later
// (pg-boss retries the job) until the shop answers 2xx.

type WebhookSend = (request: Request) => Response | Promise<Response>;

/** Path of the shop's webhook endpoint; the host is irrelevant when the shop is called in-process. */
export const webhookPath = '/webhooks/psp';
const inProcessUrl = `http://localhost${webhookPath}`;

let configured: WebhookSend | null = null;

/** Chooses where webhooks go (set once at start-up; null forgets it). */
export function setWebhookSender(send: WebhookSend | null): void {
  configured = send;
}

/**
 * A sender that POSTs over HTTP(S) to `url` (the shop's public /webhooks/psp), with a time limit,
 * on kept-alive connections: node's own client, which costs a burst of webhooks about a millisecond
 * of CPU less each than `fetch` (issue 11's profile).
 */
export function webhookSenderTo(url: string, timeoutMs = 10_000): WebhookSend {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 32 });
  return async (request) => {
    const body = Buffer.from(await request.text());
    const headers: Record<string, string> = { 'content-length': String(body.length) };
    request.headers.forEach((value, key) => (headers[key] = value));
    const status = await new Promise<number>((resolve, reject) => {
      const req = client.request(target, { method: 'POST', headers, agent, timeout: timeoutMs }, (res) => {
        // Read to the end (a few bytes): the connection then serves the next webhook.
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
    return new Response(null, { status: status < 200 || status > 599 ? 502 : status });
  };
}

/** The configured sender; else PSP_WEBHOOK_URL; else none, which fails the delivery so it is retried. */
export function webhookSender(): WebhookSend {
  if (configured) return configured;
  const url = webhookUrl();
  if (url) return webhookSenderTo(url);
  return async () => {
    throw new Error('no webhook sender configured (setWebhookSender or PSP_WEBHOOK_URL)');
  };
}

/** The signed request for one event, as the shop will receive it. */
export function webhookRequest(body: string, secret = webhookSecret(), now = new Date()): Request {
  return new Request(inProcessUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [signatureHeader]: signBody(secret, body, now), 'user-agent': 'SandboxPay-Webhooks/1.0' },
    body,
  });
}

/**
 * Delivers one event. A non-2xx answer or a thrown error counts an attempt, keeps the error, and
 * throws so the job queue retries. An unknown event id is dropped (nothing to retry).
 */
export async function deliverEvent(
  db: Executor,
  eventId: string,
  send: WebhookSend = webhookSender(),
  secret = webhookSecret(),
  now = new Date(),
): Promise<void> {
  const [event] = await db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
  if (!event) return;
  let error: string | null = null;
  try {
    const res = await send(webhookRequest(event.body, secret, now));
    if (!res.ok) error = `HTTP ${res.status}`;
    // Read to the end (a few bytes), not cancelled: a cancelled answer closes the connection,
    // and every webhook of a burst would open a new one.
    await res.arrayBuffer();
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  await db
    .update(sandboxEvents)
    .set({
      attempts: sql`${sandboxEvents.attempts} + 1`,
      ...(error ? { lastError: error.slice(0, 500) } : { deliveredAt: now }),
    })
    .where(eq(sandboxEvents.id, eventId));
  if (error) throw new Error(`webhook ${eventId} not delivered: ${error}`);
}
