import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.ts';
import { getCatalogue, type ProductView } from '../catalog/index.ts';
import {
  checkBasketRules,
  findBasket,
  packagesOf,
  type Order,
  type PackageRow,
  computeTotals,
  type PricedPackage,
  openRedeemBasket,
  replaceRedeemGroup,
  type RedeemPackageRow,
  lockOrder,
  within,
} from '../orders/index.ts';
import { errorCodes, failure, fieldError, validationErrors, type ErrorItem } from '../../errors.ts';
import { redeemPackageSchema } from '../../../common/forms/redeem-package-form.ts';
import { REDEEM_MIN_REMAINING_CENTS, REDEEM_SPLIT_CARD_MAX_CENTS, splitRedeemAmount } from '../../../common/rules/redeem-limits.ts';
import { allocate, remainingAllowed } from './allocation.ts';
import { cardsOfSession } from './check.ts';
import { businessShopPage, isShopOption } from './shop-pages.ts';
import { sessionByToken, setSessionOrder, type RedeemSessionRow } from './session.ts';
import { redeemSessions } from './tables.ts';
import type { Tx } from '../../db/client.ts';
import { eq } from 'drizzle-orm';

// The redeem basket (§3 RedeemOrder, §4 redeem flow): packages of choice options bought with the
// proven cards' balance. The server checks each choice against the option's minimum, splits an
// amount above 150 euro into several cards, and keeps the remaining balance zero or at least 5 euro.

export type PackageChange = {
  packageId?: string | null;
  productId: string;
  amount: unknown;
  kind?: string | null;
  wrapper?: string | null;
  message?: string | null;
};
export type Outcome = { session: RedeemSessionRow | null; errors: ErrorItem[] };

/** The largest card one choice of this option becomes (§9: never above 150 euro). */
export function cardMaxCents(product: Pick<ProductView, 'redeemMaxCents'>): number {
  return Math.min(product.redeemMaxCents ?? REDEEM_SPLIT_CARD_MAX_CENTS, REDEEM_SPLIT_CARD_MAX_CENTS);
}

/** The options the session's cards may be spent on: every choice option, or a business page's part. */
export function isOption(session: RedeemSessionRow, product: ProductView, storeId: number): boolean {
  if (!session.shopPage) return isShopOption(product, null);
  const page = businessShopPage(storeId, session.shopPage);
  return !!page && isShopOption(product, page);
}

export async function liveSession(ctx: RequestContext): Promise<RedeemSessionRow | null> {
  return sessionByToken(ctx.db, ctx.store.id, ctx.redeemToken);
}

export async function sessionBasket(ctx: RequestContext, session: RedeemSessionRow): Promise<Order | null> {
  const basket = await findBasket(ctx, session.orderUuid);
  return basket && basket.flow === 'redeem' ? basket : null;
}

type RedeemChange<T> = (tx: Tx, session: RedeemSessionRow, basket: Order | null, txCtx: RequestContext) => Promise<T>;

/**
 * One change of a holder's redeem basket, in one transaction: the session row is locked first
 * (two changes of one session take turns, and a session never gets two baskets), then its basket
 * row, re-read under the lock. A basket placed a moment ago is no basket here.
 */
export async function withRedeemBasket<T>(ctx: RequestContext, session: RedeemSessionRow, change: RedeemChange<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(redeemSessions).where(eq(redeemSessions.id, session.id)).for('update');
    session.orderUuid = locked?.orderUuid ?? null;
    const basket = await lockOrder(tx, ctx, session.orderUuid, ['basket'], 'redeem');
    return change(tx, session, basket, within(ctx, tx));
  });
}

/** What the choices cost in all (the VAT inside does not matter here: none is shown). */
function totalCentsOf(rows: Pick<PackageRow, 'kind' | 'valueCents' | 'quantity' | 'wrapper' | 'giftPacking' | 'shipmentTag'>[]): number {
  const priced = rows.map((r) => ({
    ...r,
    kind: r.kind as 'digital' | 'physical',
    containsWine: false,
    giftPacking: false,
    shipmentTag: `${r.kind}-1`,
  })) as PricedPackage[];
  const shipments = [...new Set(priced.map((p) => p.kind))].map((kind) => ({ tag: `${kind}-1`, kind, registeredMail: false }));
  return computeTotals(priced, shipments, { serviceFee: false, vatRatePercent: 0 }).grandTotal;
}

/** addOrUpdateRedeemPackage: a new choice, or a new amount/extras for the choice of `packageId`. */
export async function putRedeemPackage(ctx: RequestContext, change: PackageChange): Promise<Outcome> {
  const session = await liveSession(ctx);
  if (!session) return { session: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken') };
  const product = (await getCatalogue(ctx)).byId.get(Number(change.productId));
  if (!product || !isOption(session, product, ctx.store.id)) return { session, errors: [fieldError(ctx, 'validation.redeemNotOption', 'input.productId')] };
  const kinds = [product.digital && 'digital', product.physical && 'physical'].filter(Boolean) as ('digital' | 'physical')[];
  const parsed = redeemPackageSchema({ minEuros: (product.redeemMinCents ?? 0) / 100, kinds }).safeParse(change);
  if (!parsed.success) return { session, errors: validationErrors(ctx, parsed, 'input.') };
  const form = parsed.data;
  return withRedeemBasket(ctx, session, async (tx, session, found, txCtx) => {
    const existing = found ? await packagesOf(txCtx.db, found.id) : [];
    const edited = change.packageId ? existing.find((p) => String(p.id) === String(change.packageId)) : undefined;
    if (change.packageId && !edited) return { session, errors: failure(ctx, errorCodes.NOT_FOUND, 'input.packageId') };
    const group = edited?.redeemGroup ?? randomUUID();
    const variation = product[form.kind]!;
    const rows: RedeemPackageRow[] = groupRows(splitRedeemAmount(form.amountCents, cardMaxCents(product), product.redeemMinCents ?? 0)).map(
      ({ valueCents, quantity }) => ({
        productId: product.id,
        variationId: variation.id,
        kind: form.kind,
        valueCents,
        quantity,
        wrapper: form.wrapper,
        note: form.message,
      }),
    );
    const after = [...existing.filter((p) => p.redeemGroup !== group), ...rows.map((r) => ({ ...r, giftPacking: false, shipmentTag: `${r.kind}-1` }))];
    const ruleErrors = await checkBasketRules(txCtx, after);
    if (ruleErrors.length) return { session, errors: ruleErrors };
    const cards = await cardsOfSession(txCtx, session);
    const plan = allocate(
      cards.map((c) => ({ giftcardId: c.id, balanceCents: c.balanceCents })),
      totalCentsOf(after),
    );
    if (!remainingAllowed(plan)) {
      return {
        session,
        errors: [fieldError(ctx, 'validation.redeemRemainingMin', 'input.amount', { min: REDEEM_MIN_REMAINING_CENTS / 100 })],
      };
    }
    let basket = found;
    if (!basket) {
      basket = await openRedeemBasket(tx, ctx);
      await setSessionOrder(txCtx.db, session.id, basket.uuid);
      session.orderUuid = basket.uuid;
    }
    await replaceRedeemGroup(tx, basket, group, rows);
    return { session, errors: [] };
  });
}

/** Equal cards of a split travel as one package with a quantity. */
function groupRows(cards: number[]): { valueCents: number; quantity: number }[] {
  const out: { valueCents: number; quantity: number }[] = [];
  for (const valueCents of cards) {
    const same = out.find((r) => r.valueCents === valueCents);
    if (same) same.quantity++;
    else out.push({ valueCents, quantity: 1 });
  }
  return out;
}

/** deleteRedeemPackage: the whole choice the package belongs to. */
export async function deleteRedeemPackage(ctx: RequestContext, packageId: string): Promise<Outcome> {
  const session = await liveSession(ctx);
  if (!session) return { session: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken') };
  return withRedeemBasket(ctx, session, async (tx, session, basket, txCtx) => {
    const row = basket ? (await packagesOf(txCtx.db, basket.id)).find((p) => String(p.id) === String(packageId)) : undefined;
    if (!basket || !row) return { session, errors: failure(ctx, errorCodes.NOT_FOUND, 'packageId') };
    await replaceRedeemGroup(tx, basket, row.redeemGroup ?? String(row.id), []);
    return { session, errors: [] };
  });
}
