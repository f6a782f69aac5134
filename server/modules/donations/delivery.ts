import type { Tx } from '../../db/client.ts';
import type { Locale } from '../../../common/storefronts.ts';
import { utcToRomeLocal } from '../../../common/rome-time.ts';
import { queueEmail, donationConfirmation } from '../notifications/index.ts';
import type { PackageForDelivery } from '../orders/index.ts';
import { confirmDonation, donationOfPackage } from './service.ts';

// The delivery of a donation package (fulfilment's job calls it, in the transaction that holds the
// delivery row): no card is issued; the donor gets a thank-you e-mail with the certificate as a PDF,
// and the donation is marked confirmed. The delivery row's status makes it happen once.

const FILE_NAME: Record<Locale, string> = { it: 'attestato-donazione', nl: 'donatiebewijs', en: 'donation-certificate' };

/** 'sent' when the e-mail is queued; 'missing' when the order has no donation for this package. */
export async function deliverDonation(tx: Tx, p: PackageForDelivery, now: Date): Promise<'sent' | 'missing'> {
  const donation = await donationOfPackage(tx, p.packageId);
  if (!donation) return 'missing';
  const locale = p.locale as Locale;
  // The donor is the holder who redeemed: the buyer of the order (the receiver, unless another was named).
  const to = donation.donorEmail ?? p.receiver.email;
  const donorName = donation.donorName?.trim() || null;
  const greetingName = to.toLowerCase() === p.receiver.email.toLowerCase() ? p.receiver.name : (donorName ?? '');
  const donatedOn = utcToRomeLocal(donation.createdAt).slice(0, 10);
  const facts = { charity: donation.charity, amountCents: donation.amountCents, currency: donation.currency, donatedOn, reference: donation.reference };
  const mail = donationConfirmation(locale, { donorName: greetingName, ...facts });
  await queueEmail(tx, {
    kind: 'donation-confirmation',
    to,
    ...mail,
    orderId: p.orderId,
    // The certificate is drawn by the send job, after this transaction has committed.
    attachments: [
      {
        filename: `${FILE_NAME[locale]}-${donation.reference}.pdf`,
        contentType: 'application/pdf',
        document: { kind: 'donation-certificate', certificate: { locale, storeBrand: p.storeBrand, donorName, ...facts } },
      },
    ],
  });
  await confirmDonation(tx, donation.id, now);
  return 'sent';
}
