import type { SeedDutchBlogPost } from './blog-nl.ts';

/**
 * The Dutch storefront's blog articles in English, for its /en/ pages: the same slugs and dates as
 * the Dutch ones (dutchBlogPosts), so each is the translation of its original (decision 032).
 */
export const englishBlogPosts: SeedDutchBlogPost[] = [
  {
    slug: 'welke-cadeaubon-past-bij-wie',
    title: 'Which gift card suits whom? How to choose a card that really gets used',
    metaTitle: 'Choosing a gift card: tips for every recipient | Donami',
    date: '2025-01-28',
    excerpt: 'A well-chosen gift card feels personal and really gets spent. These tips help you find the card that suits the recipient.',
    body: [
      'A gift card sometimes has the image of a present for those who ran out of ideas. Unfairly so: a well-chosen card shows that you know what makes the other person happy, and leaves them free to pick something themselves.',
      'Start with the hobbies and habits of the recipient. Does your colleague go running every weekend? Then a card for a sports shop says more than a general one. Does your sister love trying new restaurants? Choose a card for a dinner, ideally at an address in her own town: for many restaurants the locations are on the product page.',
      'Still unsure? Then the Donami All-in-one gift card is a safe choice. The recipient exchanges the balance for one or more of over 120 gift cards, from fashion and books to experiences and donations to charities.',
      'Think about the form, too. A digital gift card is in the inbox within an hour: handy for a last-minute present or for someone who lives far away. A physical card you hand over in person; order it on a working day before 5 pm and it is posted the same day.',
      'And the amount? Choose an amount the recipient can really do something with rather than one that falls just short. For a dinner for two, 50 to 75 euros is a good guide; for a small token, 20 or 25 euros is plenty.',
    ],
  },
  {
    slug: 'medewerkers-bedanken-met-een-cadeaubon',
    title: 'Thanking employees with a gift card: how to arrange it without fuss',
    metaTitle: 'Gift cards for employees: how to arrange it | Donami',
    date: '2025-04-15',
    excerpt: 'An anniversary, a successful project or the end of a busy year: how to thank your team with a present everyone can use.',
    body: [
      'An anniversary, a successful project or simply the end of a busy year: there are plenty of moments to thank your team. Yet a good intention often stalls on the details. Who orders the presents, where do you keep them, and what if someone has no use for theirs?',
      'Gift cards take those worries away. No boxes pile up in the office and nobody gets something that disappears unused into a cupboard. With the All-in-one gift card every employee chooses from over 120 cards, from a dinner to a day at the sauna or a donation to a charity.',
      'Ordering for a larger group? Ask for a quote: on working days it is in your inbox within an hour. You pay on invoice or by bank transfer and receive the digital cards in one file, or the physical cards in one parcel.',
      'Want something at hand all year, for new colleagues or an unexpected congratulation? Choose blank cards. You keep them at the office and have them activated only when you need them; that happens within 24 hours.',
      'There is no VAT on the value of gift cards, only on the service fee and shipping. How to record the present in your accounts, for example under the work-related costs scheme, is best discussed with your accountant.',
    ],
  },
  {
    slug: 'duurzaam-cadeaus-geven',
    title: 'Giving sustainably: fewer things, more memories',
    metaTitle: 'Giving sustainably with a gift card | Donami',
    date: '2025-06-10',
    excerpt: 'A present does not have to be a new thing. Experiences, digital cards and donations make someone happy without filling the cupboard.',
    body: [
      'It sounds contradictory: living consciously and still giving presents. But choose well and you give something that truly delights, without adding yet another object that ends up in a drawer after a few weeks.',
      'An experience is a good start. A cooking workshop, an evening at the theatre or a day of wellness takes up no space and gives something that lasts: a memory. At Donami you find experiences at every price, for young and old.',
      'A digital gift card is leaner than you might think, too. No card is printed and nothing goes by post: the card comes by e-mail and can be used straight away. Prefer something to hold? Choose a physical card without extra packaging.',
      'And then there is the donation as a present. Instead of an object you support a project the recipient cares about, such as clean beaches, new forests or animal shelters. You choose the amount, from 5 to 500 euros, and the recipient gets a personal card naming the project they support.',
      'Whoever receives an All-in-one gift card can also turn the balance into a donation. That leaves the choice between something for themselves and something for others entirely to the recipient.',
    ],
  },
  {
    slug: 'zo-check-je-het-saldo-van-je-cadeaubon',
    title: 'How to check the balance of your gift card',
    metaTitle: 'Checking your gift card balance: how it works | Donami',
    date: '2025-09-23',
    excerpt: 'Card number and PIN at hand? Then you see in a few seconds how much is left on your All-in-one gift card.',
    body: [
      'Received an All-in-one gift card and want to know how much is on it? You see it in a few seconds on the balance check page.',
      'You need two things: the 19-digit card number and the 6-digit PIN. On a physical card both are on the back, the PIN under the silver strip. For a digital card you find both in the e-mail the card came with.',
      'Once they are filled in you see the balance and how long the card is valid. Then you choose from over 120 gift cards and donations. You do not have to spend the balance in one go: whatever is left stays on the card for next time.',
      'Is the balance not enough for what you want? Then simply pay the difference online. If your card is not recognised, first check that you copied every digit correctly. If it still does not work, contact customer service and give the last four digits of the card number.',
      'One more tip: keep your PIN to yourself. We never ask for it by e-mail or phone, and anyone with your card number and PIN can spend the balance.',
    ],
  },
];
