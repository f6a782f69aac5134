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

/** A sender that POSTs over HTTP to `url` (the shop's public /webhooks/psp), with a time limit. */
export function webhookSenderTo(url: string, timeoutMs = 10_000): WebhookSend {
  return async (request) =>
    fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: await request.text(),
      signal: AbortSignal.timeout(timeoutMs),
    });
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
