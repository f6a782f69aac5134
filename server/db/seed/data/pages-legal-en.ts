import type { SeedPage } from './types.ts';

/**
 * English translations of the Dutch storefront's legal pages (store 1, read at /en/…). Each page keeps
 * the slug of its Dutch original in pages-legal-nl.ts: it is the same page in another language.
 */
export const englishLegalPages: SeedPage[] = [
  {
    slug: 'algemene-voorwaarden',
    title: 'Terms and conditions',
    metaTitle: 'Terms and conditions | Donami',
    metaDescription:
      'The terms and conditions for digital and physical gift cards from Donami: prices, VAT, delivery, shipping, withdrawal and customer service.',
    noindex: false,
    body: [
      'These terms and conditions apply to the sale of digital and physical gift cards through donami.nl. By placing an order, you confirm that you have read and accepted them. We may change the terms at any time: each order is governed by the version published on the website on the day the order is placed. All orders are governed by Dutch law.',
      'The price of a gift card equals the value shown on the card. You pay no VAT (value added tax, called “btw” in the Netherlands) on gift cards: it is charged only when the card is spent at the shop or restaurant. We do charge 21% VAT on the service fee, the shipping costs and extras such as gift wrapping and personal greeting cards. Your order summary shows every amount both including and excluding VAT.',
      'We send digital gift cards to the e-mail address you provide within 1 hour of your payment being confirmed. Physical cards ordered on a working day before 17:00 are dispatched the same day. By standard post, 98% of shipments are delivered the next working day; if your envelope has not arrived after 5 working days, please contact us. Orders over 300 euros and orders containing wine are always sent by registered post, with a signature required on delivery.',
      'As a consumer, you have a 14-day cooling-off period: within that period you can withdraw from the purchase without giving a reason and receive a refund of the purchase price. This does not apply to a gift card that has already been spent or redeemed (in full or in part), to personal greeting cards and packaging made at your request, or to donations that have already been transferred to the charity. Our cancellation policy explains how to withdraw.',
      'Gift cards from some partner brands can be bought up to a maximum of 500 euros per order. The validity of each card and where it can be spent are shown on the product page and are set by the company that issues the card. Gift cards cannot be exchanged for cash, except where the law requires it.',
      'Do you have a question about your order? Our customer service team is available Monday to Friday from 09:00 to 17:30 at klantenservice@donami.nl and on +31 20 555 0134. Please always quote your order number: it helps us assist you more quickly.',
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    metaTitle: 'Privacy policy | Donami',
    metaDescription: 'How Donami processes the personal data of customers and visitors, how long we keep it and what rights you have.',
    noindex: false,
    body: [
      'Donami processes customers’ personal data only to handle orders, deliver gift cards and help you when you have a question. We keep your data no longer than is necessary for those purposes and for the tax record-keeping obligation that the law imposes on us.',
      'When you buy a gift card, you give us your name, your e-mail address and, for physical cards, the delivery address. If the gift is for someone else, we use the recipient’s details solely to deliver the gift card.',
      'We never sell your data to others. We share it only with the parties that help us provide the service, such as delivery companies and payment service providers, and we have made agreements with them on confidentiality and security. Our cookie statement explains which cookies we use.',
      'You can always ask us to access, correct or delete your data by e-mailing privacy@donami.nl. We respond within four weeks. If you feel that we are not handling your data with due care, you can lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
    ],
  },
  {
    slug: 'cookieverklaring',
    title: 'Cookie statement',
    metaTitle: 'Cookie statement | Donami',
    metaDescription: 'Which cookies donami.nl uses, why we need them and how you can change your preferences at any time.',
    noindex: false,
    body: [
      'A cookie is a small text file that your browser stores when you visit donami.nl. Cookies let the website remember, for example, what is in your shopping basket and in which language you are viewing the website.',
      'Functional cookies are needed for the website to work: for the shopping basket, checkout, logging in to your account and the balance check. We do not ask for consent for these, and they are deleted as soon as they are no longer needed.',
      'We only place analytics and marketing cookies if you consent to them. Analytics cookies show us which pages are visited most, so that we can improve the website; marketing cookies help us show you advertisements that suit you. We keep these cookies for a maximum of 13 months.',
      'You can change your preferences at any time via the Cookies link at the bottom of every page, or delete the cookies in your browser settings. Our privacy policy explains how we handle your data more generally.',
    ],
  },
  {
    slug: 'cancelation-policy',
    title: 'Cancellation and withdrawal',
    metaTitle: 'Cancellation policy and right of withdrawal | Donami',
    metaDescription: 'How to cancel an order with Donami: a 14-day cooling-off period for gift cards that have not yet been spent, and the exceptions.',
    noindex: false,
    body: [
      'Changed your mind? As a consumer, you have a 14-day cooling-off period. For digital gift cards it starts on the day of your order; for physical cards, on the day you receive the shipment. Within that period you can withdraw from the purchase without giving a reason.',
      'Within the cooling-off period, send an e-mail to klantenservice@donami.nl with your order number and the gift cards you want to cancel. Return the physical cards to us unused within 14 days after that; the cost of returning them is yours. We block digital cards immediately so that they can no longer be spent.',
      'The right of withdrawal does not apply to gift cards that have already been spent or redeemed (in full or in part), to personal greeting cards and packaging made at your request, or to donations that have already been transferred to the charity. Gift cards cannot be exchanged for cash, except where the law requires it.',
      'We refund the amount of the cancelled gift cards, together with the service fee and the standard shipping costs, within 14 days using the payment method you paid with. A question about cancelling? Call us Monday to Friday from 09:00 to 17:30 on +31 20 555 0134.',
    ],
  },
];
