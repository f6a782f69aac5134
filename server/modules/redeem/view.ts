import type { RequestContext } from '../../context.ts';
import { cardById, type Giftcard } from '../giftcards/index.ts';
import { latestPayment } from '../payments/index.ts';
import { orderView, type OrderView, type PackageView, type Order } from '../orders/index.ts';
import { allocate } from './allocation.ts';
import { cardsOfSession } from './check.ts';
import { debitsOf } from './placement.ts';
import type { RedeemSessionRow } from './session.ts';

// A redeem order as §3 RedeemOrder shows it: packages grouped by the holder's choices, what the
// cards pay, what is left on them and what is left to pay.

export type RedeemPayment = { method: 'giftcard' | 'extra'; cents: number; card: Giftcard | null; status: string };
export type ChoiceGroup = { key: string; packages: [PackageView, ...PackageView[]] };
export type RedeemView = {
  view: OrderView;
  groups: ChoiceGroup[];
  payments: RedeemPayment[];
  balanceCents: number;
  remainingCents: number;
  extraCents: number;
  cards: Giftcard[];
};

export function choiceGroups(packages: PackageView[]): ChoiceGroup[] {
  const groups = new Map<string, ChoiceGroup['packages']>();
  for (const p of packages) {
    const key = p.redeemGroup ?? String(p.id);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups].map(([key, list]) => ({ key, packages: list }));
}

async function cardsOf(ctx: RequestContext, ids: number[]): Promise<Giftcard[]> {
  return (await Promise.all(ids.map((id) => cardById(ctx.db, id)))).filter((c): c is Giftcard => !!c);
}

export async function redeemView(ctx: RequestContext, order: Order, session: RedeemSessionRow | null): Promise<RedeemView> {
  const view = await orderView(ctx, order);
  const groups = choiceGroups(view.packages);
  const sessionCards = session ? await cardsOfSession(ctx, session) : [];
  if (order.status === 'basket') {
    const plan = allocate(
      sessionCards.map((c) => ({ giftcardId: c.id, balanceCents: c.balanceCents })),
      view.totals.grandTotal,
    );
    const payments: RedeemPayment[] = plan.fromCards.map((p) => ({
      method: 'giftcard',
      cents: p.cents,
      card: sessionCards.find((c) => c.id === p.giftcardId) ?? null,
      status: 'planned',
    }));
    if (plan.extraCents) payments.push({ method: 'extra', cents: plan.extraCents, card: null, status: 'planned' });
    return { view, groups, payments, balanceCents: plan.balanceCents, remainingCents: plan.remainingCents, extraCents: plan.extraCents, cards: sessionCards };
  }
  const debits = order.status === 'canceled' ? [] : await debitsOf(ctx, order.id);
  const debitedCards = await cardsOf(
    ctx,
    debits.map((d) => d.giftcardId),
  );
  const cards = sessionCards.length ? sessionCards : debitedCards;
  const payments: RedeemPayment[] = debits.map((d) => ({
    method: 'giftcard',
    cents: d.amountCents,
    card: debitedCards.find((c) => c.id === d.giftcardId) ?? null,
    status: 'paid',
  }));
  const fromCards = debits.reduce((s, d) => s + d.amountCents, 0);
  const extra = Math.max(0, (order.grandTotalCents ?? 0) - fromCards);
  const payment = extra ? await latestPayment(ctx.db, order.id) : null;
  if (extra) payments.push({ method: 'extra', cents: extra, card: null, status: order.status === 'completed' ? 'paid' : (payment?.status ?? 'open') });
  const remaining = cards.reduce((s, c) => s + c.balanceCents, 0);
  return { view, groups, payments, balanceCents: remaining + fromCards, remainingCents: remaining, extraCents: order.status === 'pending' ? extra : 0, cards };
}
