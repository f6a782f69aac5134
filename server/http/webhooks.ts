import { bodyLimit } from 'hono/body-limit';
import type { ShopApp } from './app.ts';
import type { PaymentProvider, WebhookEvent } from '../modules/payments/index.ts';
import { storefronts } from '../../common/storefronts.ts';

// The shop's webhook endpoints for its payment providers: /webhooks/psp/{storefront id} for each
// storefront's provider (each with its own keys), and /webhooks/psp for the first storefront's
// (the sandbox's default). The proof is checked over the raw body exactly as received; the event's
// effect is `onEvent` (the order side), and only its success earns a 200: anything else makes the
// provider try again.

export function mountWebhooks(
  app: ShopApp,
  providerOf: (storeId: number) => PaymentProvider,
  onEvent: (event: WebhookEvent, provider: PaymentProvider) => Promise<void>,
) {
  const limit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Payload too large', 413) });
  const receive = async (storeId: number, raw: string, headers: Headers) => {
    const provider = providerOf(storeId);
    const verdict = await provider.verifyWebhook(raw, headers);
    // Why it failed stays here: a forger learns nothing from the answer.
    if (!verdict.ok) return 400;
    // A throw reaches the app's error handler: logged there, answered 500, retried by the sender.
    if (verdict.event) await onEvent(verdict.event, provider);
    return 200;
  };
  app.post('/webhooks/psp', limit, async (c) => {
    const status = await receive(storefronts[0].id, await c.req.text(), c.req.raw.headers);
    return c.text(status === 200 ? 'ok' : 'Bad request', status);
  });
  app.post('/webhooks/psp/:store{[0-9]{1,6}}', limit, async (c) => {
    const storeId = Number(c.req.param('store'));
    if (!storefronts.some((s) => s.id === storeId)) return c.text('Not found', 404);
    const status = await receive(storeId, await c.req.text(), c.req.raw.headers);
    return c.text(status === 200 ? 'ok' : 'Bad request', status);
  });
}
