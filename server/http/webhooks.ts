import { bodyLimit } from 'hono/body-limit';
import type { ShopApp } from './app.ts';
import type { PaymentProvider, WebhookEvent } from '../modules/payments/index.ts';

// The shop's webhook endpoint for its payment provider. The signature is checked over the raw
// body exactly as received; the event's effect is `onEvent` (the order side), and only its
// success earns a 200 — anything else makes the provider try again.

export function mountWebhooks(app: ShopApp, provider: PaymentProvider | (() => PaymentProvider), onEvent: (event: WebhookEvent) => Promise<void>) {
  const current = typeof provider === 'function' ? provider : () => provider;
  app.post('/webhooks/psp', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Payload too large', 413) }), async (c) => {
    const raw = await c.req.text();
    const verdict = await current().verifyWebhook(raw, c.req.raw.headers);
    // Why it failed stays here: a forger learns nothing from the answer.
    if (!verdict.ok) return c.text('Bad request', 400);
    // A throw reaches the app's error handler: logged there, answered 500, retried by the sender.
    await onEvent(verdict.event);
    return c.text('ok', 200);
  });
}
