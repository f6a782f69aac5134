import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { addressSchema, detailsSchemaFor, receiverSchema, parseDeliveryMoment } from '../../../common/forms/checkout-form.ts';
import { errorCodes, type ErrorItem, failure, fieldError, validationErrors } from '../../errors.ts';
import { packagesOf, type Order, type PackageRow } from './basket.ts';
import type { Tx } from '../../db/client.ts';
import { withBasket } from './lock.ts';
import { romeLocalToUtc } from '../../../common/rome-time.ts';
import * as t from './tables.ts';

type StepResult = { errors: ErrorItem[] };

/** Step 1, your details: stored on the basket as its billing details. */
export async function saveDetails(ctx: RequestContext, uuid: string | null, input: Record<string, unknown>): Promise<StepResult> {
  const parsed = detailsSchemaFor(ctx.store.country).safeParse(input);
  if (!parsed.success) return { errors: validationErrors(ctx, parsed, 'details.') };
  const d = parsed.data;
  const billing: t.BillingDetails = {
    customerType: d.customerType,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    invoiceEmail: d.invoiceEmail,
    phoneCountry: d.phoneCountry,
    phoneNumber: d.phoneNumber,
    companyName: d.business?.companyName ?? null,
    kvkNumber: d.business?.chamberOfCommerce ?? null,
    vatNumber: d.business?.vatNumber ?? null,
    referenceNumber: d.business?.reference ?? null,
    sdiCode: d.business?.sdiCode ?? null,
    pecAddress: d.business?.pecAddress ?? null,
    fiscalCode: d.fiscalCode,
    ...(d.seat ?? {}),
  };
  return withBasket(ctx, uuid, 'regular', async (tx, basket) => {
    if (!basket) return { errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
    await tx.update(t.orders).set({ billing, updatedAt: new Date() }).where(eq(t.orders.id, basket.id));
    return { errors: [] };
  });
}

export type DeliveryInput = {
  addresses: Record<string, unknown>[];
  physical: { packageId: string; address: number }[];
  digital: { packageId: string; name?: string | null; email?: string | null; deliverAt?: string | null }[];
  registeredMail?: boolean | null;
};

/**
 * Step 2, shipping and delivery: physical packages go to one of the given addresses (one shipment
 * per address); each digital package goes to its receiver, now or at the chosen moment.
 */
export async function saveDelivery(ctx: RequestContext, uuid: string | null, input: DeliveryInput, now = new Date()): Promise<StepResult> {
  return withBasket(ctx, uuid, 'regular', async (tx, basket, txCtx) => {
    if (!basket) return { errors: failure(ctx, errorCodes.NOT_FOUND, 'orderUuid') };
    return writeDelivery(tx, ctx, basket, await packagesOf(txCtx.db, basket.id), input, now);
  });
}

async function writeDelivery(tx: Tx, ctx: RequestContext, basket: Order, packages: PackageRow[], input: DeliveryInput, now: Date): Promise<StepResult> {
  const errors: ErrorItem[] = [];
  const addresses = input.addresses.map((a, i) => {
    const parsed = addressSchema.safeParse(a);
    if (!parsed.success) errors.push(...validationErrors(ctx, parsed, `delivery.addresses.${i}.`));
    return parsed.success ? parsed.data : null;
  });
  const physical = packages.filter((p) => p.kind === 'physical');
  const assignment = new Map<number, number>();
  for (const p of physical) {
    const chosen = input.physical.find((x) => Number(x.packageId) === p.id)?.address ?? (addresses.length === 1 ? 0 : -1);
    if (!addresses[chosen] && !errors.length) errors.push(fieldError(ctx, 'validation.addressRequired', `delivery.physical.${p.id}.address`));
    assignment.set(p.id, chosen);
  }
  const receivers = new Map<number, { name: string; email: string; deliverAt: Date | null }>();
  for (const p of packages.filter((x) => x.kind === 'digital')) {
    const entry = input.digital.find((x) => Number(x.packageId) === p.id);
    if (!entry || (!entry.email && !entry.name && !entry.deliverAt)) continue;
    const parsed = receiverSchema.safeParse({ name: entry.name ?? '', email: entry.email ?? '', deliverAt: entry.deliverAt ?? '' });
    if (!parsed.success) {
      errors.push(...validationErrors(ctx, parsed, `delivery.digital.${p.id}.`));
      continue;
    }
    const at = parseDeliveryMoment(parsed.data.deliverAt, now, romeLocalToUtc);
    if (at === 'invalid') {
      errors.push(fieldError(ctx, 'validation.deliveryDateInvalid', `delivery.digital.${p.id}.deliverAt`));
      continue;
    }
    receivers.set(p.id, { name: parsed.data.name, email: parsed.data.email, deliverAt: at });
  }
  if (errors.length) return { errors };
  await tx.delete(t.shipments).where(eq(t.shipments.orderId, basket.id));
  for (const [i, address] of addresses.entries()) {
    if (!address || ![...assignment.values()].includes(i)) continue;
    await tx.insert(t.shipments).values({ orderId: basket.id, tag: `physical-${i + 1}`, kind: 'physical', address, registeredMail: !!input.registeredMail });
  }
  for (const p of packages) {
    const tag = p.kind === 'physical' ? `physical-${assignment.get(p.id)! + 1}` : receivers.has(p.id) ? `digital-${p.id}` : 'digital-1';
    if (p.kind === 'digital') {
      const r = receivers.get(p.id);
      await tx
        .insert(t.shipments)
        .values({ orderId: basket.id, tag, kind: 'digital', receiver: r ? { name: r.name, email: r.email } : null, deliverAt: r?.deliverAt ?? null })
        .onConflictDoNothing();
    }
    await tx
      .update(t.packages)
      .set({ shipmentTag: tag })
      .where(and(eq(t.packages.id, p.id), eq(t.packages.orderId, basket.id)));
  }
  await tx.update(t.orders).set({ updatedAt: new Date() }).where(eq(t.orders.id, basket.id));
  return { errors: [] };
}
