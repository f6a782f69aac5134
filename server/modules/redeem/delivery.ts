import type { RequestContext } from '../../context.ts';
import { addressSchema } from '../../../common/forms/checkout-form.ts';
import { redeemHolderSchema } from '../../../common/forms/redeem-delivery-form.ts';
import { packagesOf, setRedeemDelivery, type Order } from '../orders/index.ts';
import { errorCodes, failure, validationErrors, type ErrorItem } from '../../errors.ts';
import { liveSession, withRedeemBasket } from './basket.ts';
import type { Tx } from '../../db/client.ts';
import type { RedeemSessionRow } from './session.ts';

export type RedeemDeliveryInput = Record<string, string | null | undefined>;

/** setRedeemDelivery: the holder's name and e-mail, and the postal address when the order needs one. */
export async function saveRedeemDelivery(ctx: RequestContext, given: RedeemDeliveryInput): Promise<{ session: RedeemSessionRow | null; errors: ErrorItem[] }> {
  // Optional fields left out or sent as null read as empty, like an untouched form field.
  const input = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v ?? undefined]));
  const session = await liveSession(ctx);
  if (!session) return { session: null, errors: failure(ctx, errorCodes.NOT_FOUND, 'userData.redeemToken') };
  return withRedeemBasket(ctx, session, async (tx, session, basket, txCtx) => {
    if (!basket) return { session, errors: failure(ctx, errorCodes.CART_ZERO_BALANCE, 'orderUuid') };
    return save(tx, txCtx, session, basket, input);
  });
}

async function save(tx: Tx, ctx: RequestContext, session: RedeemSessionRow, basket: Order, input: Record<string, string | undefined>) {
  const holder = redeemHolderSchema.safeParse({ ...input, confirmEmail: input.emailConfirmation });
  const errors: ErrorItem[] = holder.success
    ? []
    : validationErrors(ctx, holder, 'input.').map((e) => ({
        ...e,
        referencedRequestParameter: e.referencedRequestParameter === 'input.confirmEmail' ? 'input.emailConfirmation' : e.referencedRequestParameter,
      }));
  const needsAddress = (await packagesOf(ctx.db, basket.id)).some((p) => p.kind === 'physical');
  const address = needsAddress ? addressSchema.safeParse({ ...input, countryCode: input.countryCode || ctx.store.country }) : null;
  if (address && !address.success) errors.push(...validationErrors(ctx, address, 'input.'));
  if (errors.length || !holder.success) return { session, errors };
  const h = holder.data;
  await setRedeemDelivery(
    tx,
    basket,
    {
      customerType: 'PRIVATE',
      firstName: h.firstName,
      lastName: h.lastName,
      email: h.email,
      invoiceEmail: null,
      phoneCountry: null,
      phoneNumber: null,
      companyName: null,
      kvkNumber: null,
      vatNumber: null,
      referenceNumber: null,
    },
    address?.success ? address.data : null,
  );
  return { session, errors: [] };
}
