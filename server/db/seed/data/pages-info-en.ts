import type { SeedPage } from './types.ts';

/**
 * English translations of the Dutch storefront's customer service and delivery pages (store 1, read
 * at /en/…). Each page keeps the slug of its Dutch original in pages-info-nl.ts.
 */
export const englishInfoPages: SeedPage[] = [
  {
    slug: 'klantenservice-contact',
    title: 'Customer service',
    metaTitle: 'Contact and customer service | Donami',
    metaDescription: 'A question about an order or a gift card? Donami’s customer service team is here to help from Monday to Friday.',
    noindex: false,
    body: [
      'Do you have a question about an order, the balance of a gift card or activating a blank card? Our customer service team is here for you from Monday to Friday, from 09:00 to 17:30.',
      'You can e-mail us at klantenservice@donami.nl or call us on +31 20 555 0134. To help you quickly, we always need your order number or, for a gift card, the last four digits of the card number.',
      'You will already find many answers on our website: with Check balance you can see the balance of your card and redeem the All-in-one gift card, and the Delivery page explains how and when we deliver.',
      'Has your shipment of physical cards not arrived yet? Please wait 5 working days before contacting us: in most cases the envelope will have landed on your doormat in the meantime.',
    ],
  },
  {
    slug: 'delivery',
    title: 'Delivery and shipping',
    metaTitle: 'Gift card delivery | Donami',
    metaDescription: 'Delivery times and shipping: digital gift cards within 1 hour, physical cards dispatched the same day if you order before 17:00.',
    noindex: false,
    body: [
      'You receive digital gift cards by e-mail within 1 hour of your payment, seven days a week. You can have them sent straight to the recipient, or receive them yourself and forward them whenever it suits you.',
      'Physical cards ordered on a working day before 17:00 are dispatched the same day. By standard post, 98% of envelopes are delivered the next working day.',
      'Orders over 300 euros and orders containing wine are always sent by registered post: delivery requires a signature and you can track the shipment.',
      'Has your shipment not arrived after 5 working days? Please contact us and quote your order number: we will find out where the shipment is and resend the cards if necessary.',
    ],
  },
];
