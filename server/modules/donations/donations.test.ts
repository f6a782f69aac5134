import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient } from '../../../tests/helpers/api.ts';
import { runDeliveries } from '../../../tests/helpers/checkout.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { DELIVER, PLACE_REDEEM, PUT, check, holder, testCard } from '../../../tests/helpers/redeem.ts';
import { utcToRomeLocal } from '../../../common/rome-time.ts';
import { cardById } from '../giftcards/index.ts';
import { giftcards, ledgerEntries } from '../giftcards/tables.ts';
import { outbox } from '../notifications/tables.ts';
import { digitalDeliveries } from '../fulfilment/tables.ts';
import { attachmentContent, donationConfirmation, orderConfirmation, paymentReceived } from '../notifications/index.ts';
import { renderDonationCertificate } from '../documents/index.ts';
import { DonationsError, donationReport, formatReport, parseReportArgs, romeMonthBounds, runDonationsCommand } from './report.ts';
import { donations } from './tables.ts';
import type { Database } from '../../db/client.ts';
import { must } from '../../../common/must.ts';

// A donation is a donation (issue 11): redeeming one debits the card, records the donation, and
// its delivery e-mails a thank-you with the certificate, never a gift card. The monthly report adds up what is owed.

/** The text of a compressed pdfkit file: its streams inflated, then read like an uncompressed one. */
function attachmentText(source: Buffer): string {
  const parts: Buffer[] = [];
  const latin = source.toString('latin1');
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    try {
      parts.push(inflateSync(source.subarray(start, end)));
    } catch {
      /* not a deflated stream */
    }
  }
  return pdfText(Buffer.concat(parts));
}

describe.each(databaseKinds)('donations on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  let productId: string;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
    productId = (await api.graphql(`query($userData: UserData!) { product(userData: $userData, slug: "donazione-a-fondazione-mare-pulito") { id } }`)).data
      .product.id;
  });
  afterAll(async () => {
    await database.close();
  });
  const cardsIssued = async () => Number((await database.db.select({ n: count() }).from(giftcards))[0]?.n);

  it('redeems 20 euro for a donation: the card is debited, the donation recorded, a certificate e-mailed, no card issued', async () => {
    const card = await testCard(database, { euros: 50 });
    const before = await cardsIssued();
    const { userData } = await check(api, card);
    const put = (await api.graphql(PUT, { userData, input: { productId, amount: 20 } })).data.addOrUpdateRedeemPackage;
    expect(put.errors).toEqual([]);
    expect((await api.graphql(DELIVER, { userData, input: holder })).data.setRedeemDelivery.errors).toEqual([]);
    const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 0, termsAccepted: true } })).data.placeRedeemOrder;
    expect(placed.errors).toEqual([]);
    expect(placed.order.status).toBe('COMPLETED');
    expect((await cardById(database.db, card.id))!.balanceCents).toBe(3000);

    const rows = await database.db.select().from(donations).where(eq(donations.charity, 'Fondazione Mare Pulito'));
    const packageId = Number(placed.order.shipments[0].packages[0].id);
    const donation = rows.find((r) => r.packageId === packageId)!;
    expect(donation).toMatchObject({
      storeId: 53,
      charity: 'Fondazione Mare Pulito',
      amountCents: 2000,
      currency: 'EUR',
      reference: `DON-${placed.order.number}-${packageId}`,
      donorName: 'Anna Verdi',
      donorEmail: holder.email,
    });

    // The certificate went out with the redemption: no delivery is left for the job.
    expect(await runDeliveries(database)).toBe(0);
    const mails = await database.db.select().from(outbox).where(eq(outbox.orderId, donation.orderId));
    expect(mails.filter((m) => m.kind === 'card-delivery')).toEqual([]);
    const sent = mails.filter((m) => m.kind === 'donation-confirmation');
    expect(sent).toHaveLength(1);
    const mail = sent[0];
    expect(mail?.to).toBe(holder.email);
    expect(mail?.subject).toBe('Grazie per la tua donazione a Fondazione Mare Pulito');
    const body = mail?.text.replace(/\u00a0/g, ' ');
    expect(body).toContain('hai donato 20,00 € a Fondazione Mare Pulito');
    expect(body).toContain(donation.reference);
    expect(body).toContain('attestato di donazione');
    expect(body).not.toMatch(/\b639053\d{13}\b|PIN/);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `attestato-donazione-${donation.reference}.pdf` });
    const pdf = attachmentText(await attachmentContent(must(mail?.attachments[0], 'the mail has the certificate'), must(mail, 'the mail')));
    expect(pdf).toContain('Attestato di donazione');
    expect(pdf).toContain('Fondazione Mare Pulito');
    expect(pdf).toContain('20,00 €');
    expect(pdf).toContain(donation.reference);
    expect(pdf).toContain('Anna Verdi');

    expect(await cardsIssued()).toBe(before);
    const issued = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'issue'), eq(ledgerEntries.reference, placed.order.number)));
    expect(issued).toEqual([]);
    const confirmed = must((await database.db.select().from(donations).where(eq(donations.id, donation.id)))[0], 'confirmed exists');
    expect(confirmed.confirmedAt).not.toBeNull();
    const delivery = must((await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.packageId, packageId)))[0], 'delivery exists');
    expect(delivery.status).toBe('sent');

    const month = utcToRomeLocal(donation.createdAt).slice(0, 7);
    const report = await donationReport(database.db, month, 53);
    expect(report.charities.find((c) => c.charity === 'Fondazione Mare Pulito')).toMatchObject({
      currency: 'EUR',
      count: rows.length,
      totalCents: rows.reduce((a, r) => a + r.amountCents, 0),
    });
    expect(report.totals[0]?.totalCents).toBeGreaterThanOrEqual(2000);
  });

  it('marks a delivery sent again whose donation is missing for a person to look at, and sends nothing more', async () => {
    const card = await testCard(database, { euros: 30 });
    const { userData } = await check(api, card);
    await api.graphql(PUT, { userData, input: { productId, amount: 10 } });
    await api.graphql(DELIVER, { userData, input: holder });
    const placed = (await api.graphql(PLACE_REDEEM, { userData, input: { expectedExtra: 0, termsAccepted: true } })).data.placeRedeemOrder;
    const packageId = Number(placed.order.shipments[0].packages[0].id);
    const confirmations = async (orderId: number) =>
      (
        await database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'donation-confirmation')))
      ).length;
    const [sent] = await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.packageId, packageId));
    expect(sent?.status).toBe('sent');
    expect(await confirmations(sent!.orderId)).toBe(1);
    // Asked to go out again (as staff would), with its donation gone meanwhile.
    await database.db.delete(donations).where(eq(donations.packageId, packageId));
    await database.db.update(digitalDeliveries).set({ status: 'scheduled' }).where(eq(digitalDeliveries.id, sent!.id));
    expect(await runDeliveries(database)).toBe(0);
    const delivery = must((await database.db.select().from(digitalDeliveries).where(eq(digitalDeliveries.packageId, packageId)))[0], 'delivery exists');
    expect(delivery.status).toBe('needs-attention');
    expect(await confirmations(delivery.orderId)).toBe(1);
  });

  it('reports a month per charity by the Rome calendar, with the grand total', async () => {
    const row = { storeId: 53, orderId: 900_001, productId: 1, currency: 'EUR', donorName: 'Test', donorEmail: 't@example.it' };
    await database.db.insert(donations).values([
      // 1 November 00:30 in Rome is still 31 October in UTC: it belongs to November.
      { ...row, reference: 'DON-T-1', packageId: 900_001, charity: 'Api e Fiori', amountCents: 1500, createdAt: new Date('2030-10-31T23:30:00Z') },
      { ...row, reference: 'DON-T-2', packageId: 900_002, charity: 'Api e Fiori', amountCents: 2550, createdAt: new Date('2030-11-15T10:00:00Z') },
      { ...row, reference: 'DON-T-3', packageId: 900_003, charity: 'Libri Liberi', amountCents: 500, createdAt: new Date('2030-11-30T22:59:00Z') },
      // 1 December 00:10 in Rome: December, not November.
      { ...row, reference: 'DON-T-4', packageId: 900_004, charity: 'Libri Liberi', amountCents: 9900, createdAt: new Date('2030-11-30T23:10:00Z') },
      { ...row, reference: 'DON-T-5', packageId: 900_005, charity: 'Libri Liberi', amountCents: 700, storeId: 1, createdAt: new Date('2030-11-10T10:00:00Z') },
    ]);
    const it53 = await donationReport(database.db, '2030-11', 53);
    expect(it53.charities).toEqual([
      { charity: 'Api e Fiori', currency: 'EUR', count: 2, totalCents: 4050 },
      { charity: 'Libri Liberi', currency: 'EUR', count: 1, totalCents: 500 },
    ]);
    expect(it53.totals).toEqual([{ currency: 'EUR', count: 3, totalCents: 4550 }]);
    expect((await donationReport(database.db, '2030-11')).totals).toEqual([{ currency: 'EUR', count: 4, totalCents: 5250 }]);
    const lines: string[] = [];
    await runDonationsCommand(database.db, ['report', '--month', '2030-11', '--store', '53'], (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/Api e Fiori\s+2\s+40\.50 EUR/);
    expect(lines.join('\n')).toMatch(/Total\s+3\s+45\.50 EUR/);
    expect(formatReport(await donationReport(database.db, '2031-02'))).toContain('No donations in this month.');
  });
});

describe('donation report arguments and the certificate', () => {
  it('takes a month and an optional store, and refuses anything else', () => {
    expect(parseReportArgs(['report', '--month', '2026-11'])).toEqual({ month: '2026-11' });
    expect(parseReportArgs(['report', '--month=2026-11', '--store', '53'])).toEqual({ month: '2026-11', storeId: 53 });
    for (const bad of [
      [],
      ['draw'],
      ['report'],
      ['report', '--month', '2026-13'],
      ['report', '--month', '11-2026'],
      ['report', '--month', '2026-11', '--store', '99'],
      ['report', '--month'],
      ['report', '--month', '2026-11', 'extra'],
    ]) {
      expect(() => parseReportArgs(bad), bad.join(' ')).toThrow(DonationsError);
    }
  });

  it('bounds a month by Rome midnight, summer time or not', () => {
    expect(romeMonthBounds('2026-11')).toEqual({ from: new Date('2026-10-31T23:00:00Z'), to: new Date('2026-11-30T23:00:00Z') });
    expect(romeMonthBounds('2026-07')).toEqual({ from: new Date('2026-06-30T22:00:00Z'), to: new Date('2026-07-31T22:00:00Z') });
    expect(romeMonthBounds('2026-12').to).toEqual(new Date('2026-12-31T23:00:00Z'));
  });

  it('draws the charity, amount, long Italian date, donor and reference', async () => {
    const text = pdfText(
      await renderDonationCertificate(
        {
          locale: 'it',
          storeBrand: 'Donami',
          charity: 'Fondazione Mare Pulito',
          amountCents: 2000,
          currency: 'EUR',
          donatedOn: '2026-11-21',
          reference: 'DON-IT-000123-45',
          donorName: 'Anna Verdi',
        },
        { compress: false },
      ),
    );
    for (const s of ['Attestato di donazione', 'Fondazione Mare Pulito', '20,00 €', '21 novembre 2026', 'DON-IT-000123-45', 'Anna Verdi', 'Donami'])
      expect(text).toContain(s);
  });

  it('thanks the donor in every language, with no card number or PIN; the order e-mails call a donation no gift card', () => {
    const d = { donorName: 'Anna', charity: 'Api e Fiori', amountCents: 1550, currency: 'EUR', donatedOn: '2026-11-21', reference: 'DON-IT-1-2' };
    const expected = {
      it: ['15,50 €', '21 novembre 2026', 'attestato'],
      nl: ['€ 15,50', '21 november 2026', 'donatiebewijs'],
      en: ['€15.50', '21 November 2026', 'certificate'],
    } as const;
    for (const locale of ['it', 'nl', 'en'] as const) {
      const mail = donationConfirmation(locale, d);
      for (const body of [mail.text, mail.html]) {
        const plain = body.replace(/\u00a0/g, ' ');
        for (const s of [...expected[locale], 'Api e Fiori', 'DON-IT-1-2']) expect(plain, `${locale}: ${s}`).toContain(s);
        expect(plain).not.toMatch(/PIN|Pincode|\d{19}/);
      }
      expect(mail.html).toContain(`lang="${locale}"`);
    }
    const base = {
      orderNumber: 'IT-1',
      customerName: 'Anna',
      grandTotalCents: 2000,
      currency: 'EUR',
      orderUrl: 'https://www.donami.it/x',
      physicalDispatchDate: null,
    };
    const paid = paymentReceived('it', { ...base, digitalCount: 0, physicalCount: 0, donationCount: 1 }).text;
    expect(paid).toContain('La donazione è fatta: l’attestato di donazione arriva via e-mail entro un’ora.');
    expect(paid).not.toContain('gift card digitale');
    const placed = orderConfirmation('it', {
      ...base,
      lines: [],
      adjustments: [],
      paymentMethodLabel: 'Credito',
      digitalPromise: false,
      registeredMail: false,
      donationCount: 1,
    }).text;
    expect(placed).toContain('l’attestato di donazione arriva via e-mail');
    expect(placed).not.toContain('Le gift card digitali arrivano');
  });
});
