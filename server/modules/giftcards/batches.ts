import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getCatalogue } from '../catalog/index.ts';
import { storefrontById } from '../../../common/storefronts.ts';
import { StaffRefusal, type Audit, type StaffActor } from '../../staff-action.ts';
import { settings } from '../../settings.ts';
import type { Programme } from './core.ts';
import { issueCard } from './issue.ts';
import { giftcardBatches } from './tables.ts';

// A batch of the shop's cards issued from the back office (issue 17, decision 048): the same
// `issueCard` as the `npm run cards` command and the deliveries, N times in one transaction, with
// one audit row for the batch. The numbers and PINs leave the shop once, as a CSV: it is kept sealed
// with a key that only the issuer's answer carries (the database alone cannot open it), and emptied
// when it is downloaded, or refused after an hour. The PINs themselves stay only hashed on the cards.

export const BATCH_MAX_CARDS = 500;
export const BATCH_CSV_MINUTES = 60;

/**
 * `formKey`: a random id rendered into the batch form; it becomes the batch's id, so the same form
 * sent twice (a double click, a resubmitted page) issues one batch and the second is refused.
 */
export type BatchInput = { storeId: number; programme: Programme; valueCents: number; count: number; reason: string; formKey?: string };

const FORM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export type IssuedBatch = { batchId: string; key: string; count: number; firstNumber: string; lastNumber: string };

/** The storefront's catalogue offers blank cards (products to activate later). */
async function sellsBlankCards(db: Db, storeId: number): Promise<boolean> {
  const store = storefrontById(storeId);
  if (!store) return false;
  const catalogue = await getCatalogue({ db, store });
  return catalogue.products.some((p) => p.productType === 'GIFTCARD_BLANK');
}

function seal(text: string): { sealed: string; key: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'), key: key.toString('base64url') };
}

function unseal(sealed: string, key: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64url'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * Issues `count` cards of a programme on a storefront, all or none, and keeps their CSV sealed for
 * one download. Refused (StaffRefusal): `count-invalid`, `value-invalid`, `store-unknown`,
 * `no-blank-cards` (a blank batch for a storefront that sells none), `already-issued` (this form's
 * key issued a batch already; checked in the transaction, on the batch's primary key).
 */
export async function issueBatch(db: Db, staff: StaffActor & { id: number }, audit: Audit, input: BatchInput): Promise<IssuedBatch> {
  const store = storefrontById(input.storeId);
  if (!store) throw new StaffRefusal('store-unknown', `no storefront ${input.storeId}`);
  if (!Number.isSafeInteger(input.count) || input.count < 1 || input.count > BATCH_MAX_CARDS)
    throw new StaffRefusal('count-invalid', `a batch has 1 to ${BATCH_MAX_CARDS} cards`);
  if (!Number.isSafeInteger(input.valueCents) || input.valueCents < 1 || input.valueCents > settings().maxCardValueCents)
    throw new StaffRefusal('value-invalid', 'a value above 0 and not above MAX_CARD_VALUE_EUROS');
  const blank = input.programme === 'blank';
  if (blank && !(await sellsBlankCards(db, store.id))) throw new StaffRefusal('no-blank-cards', `storefront ${store.id} sells no blank cards`);
  if (input.formKey !== undefined && !FORM_KEY.test(input.formKey)) throw new StaffRefusal('already-issued', 'not a form key');
  const batchId = input.formKey ?? randomUUID();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(giftcardBatches)
      .values({ id: batchId, storeId: store.id, programme: input.programme, valueCents: input.valueCents, count: input.count, staffId: staff.id })
      .onConflictDoNothing()
      .returning({ id: giftcardBatches.id });
    if (!created) throw new StaffRefusal('already-issued', `batch ${batchId} was issued already`);
    const lines = ['number,pin,programme,status,value,currency,expires'];
    const numbers: string[] = [];
    for (let i = 0; i < input.count; i++) {
      const card = await issueCard(tx, {
        storeId: store.id,
        programme: input.programme,
        currency: store.currency,
        valueCents: blank ? 0 : input.valueCents,
        activationValueCents: blank ? input.valueCents : undefined,
        idempotencyKey: `batch:${batchId}:${i + 1}`,
        reason: input.reason,
        reference: `batch:${batchId}`,
      });
      numbers.push(card.number);
      const expires = blank ? '' : card.expiresAt.toISOString().slice(0, 10);
      lines.push([card.number, card.pin, input.programme, blank ? 'blank' : 'active', euros(input.valueCents), store.currency, expires].join(','));
    }
    const { sealed, key } = seal(`${lines.join('\r\n')}\r\n`);
    await tx.update(giftcardBatches).set({ sealedCsv: sealed }).where(eq(giftcardBatches.id, batchId));
    const firstNumber = numbers[0]!;
    const lastNumber = numbers.at(-1)!;
    await audit(tx, {
      action: 'card.batch',
      target: `batch:${batchId}`,
      before: null,
      after: { storeId: store.id, programme: input.programme, valueCents: input.valueCents, count: input.count, firstNumber, lastNumber },
      reason: input.reason,
    });
    return { batchId, key, count: input.count, firstNumber, lastNumber };
  });
}

/**
 * The batch's CSV, once, to the staff member who issued it and holds its key, within the hour:
 * emptied in the same transaction. Anything else is refused as `csv-gone` (taken, expired, another
 * person's, a wrong key), without saying which.
 */
export async function takeBatchCsv(
  db: Db,
  staffId: number,
  input: { batchId: string; key: string },
  now = new Date(),
): Promise<{ csv: string; count: number }> {
  const taken = await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(giftcardBatches).where(eq(giftcardBatches.id, input.batchId)).for('update');
    const fresh = batch && now.getTime() - batch.createdAt.getTime() <= BATCH_CSV_MINUTES * 60_000;
    const csv = batch?.sealedCsv && batch.staffId === staffId && fresh ? unseal(batch.sealedCsv, input.key) : null;
    if (!batch || csv === null) {
      // An hour passed: the sealed file is dropped for good.
      if (batch?.sealedCsv && !fresh) await tx.update(giftcardBatches).set({ sealedCsv: null }).where(eq(giftcardBatches.id, batch.id));
      return null;
    }
    await tx.update(giftcardBatches).set({ sealedCsv: null, takenAt: now }).where(eq(giftcardBatches.id, batch.id));
    return { csv, count: batch.count };
  });
  if (!taken) throw new StaffRefusal('csv-gone', 'the batch CSV was downloaded already, expired, or is not yours');
  return taken;
}
