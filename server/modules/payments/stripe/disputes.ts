import type Stripe from 'stripe';
import type { ProviderDispute } from '../provider.ts';

/** A Stripe dispute in the port's words: open while the bank decides, then won or lost. */
export function disputeOf(d: Stripe.Dispute): ProviderDispute {
  const status = d.status === 'won' || d.status === 'warning_closed' ? 'won' : d.status === 'lost' ? 'lost' : 'open';
  return { ref: d.id, amountCents: d.amount, currency: d.currency.toUpperCase(), reason: d.reason, status };
}
