// What the providers' stand-ins tell of a bank transfer waiting for its money: where the payer
// sends it and the reference the provider matches it by, in each provider's documented shape.

/** The creditor reference Mollie gives a bank transfer (RF, two check digits, groups of four). */
export function transferReferenceOf(id: string): string {
  const digits = id.replace(/\D/g, '').padStart(12, '0').slice(-12);
  return `RF18-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
}

/** A Mollie bank transfer's `details`. */
export function mollieTransferDetails(id: string) {
  return { bankName: 'Stichting Proefgeld Betalingen', bankAccount: 'NL02ABNA0123456789', bankBic: 'ABNANL2A', transferReference: transferReferenceOf(id) };
}

/** A Stripe PaymentIntent's `next_action` while a SEPA bank transfer waits for its money. */
export function stripeTransferAction(i: { id: string; amount: number; amount_received: number; currency: string }) {
  return {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      type: 'eu_bank_transfer',
      amount_remaining: i.amount - i.amount_received,
      currency: i.currency,
      reference: `${i.id.slice(-8).toUpperCase()}SI`,
      hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/${i.id}`,
      financial_addresses: [
        {
          type: 'iban',
          supported_networks: ['sepa'],
          iban: { account_holder_name: 'Donami Proefwinkel', bic: 'SXPYDEHH', country: 'NL', iban: 'NL91ABNA0417164300' },
        },
      ],
    },
  };
}
