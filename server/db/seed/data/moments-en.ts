import type { SeedPage } from './types.ts';
import type { SeedDutchGivingMoment } from './moments-nl.ts';

/** The words of a giving moment that its translation changes; its colour and products stay the original's. */
type MomentWords = Pick<SeedDutchGivingMoment, 'title' | 'heroTitle' | 'description' | 'body' | 'metaTitle' | 'metaDescription'>;

/** The Dutch storefront's giving moments in English, by their (Dutch) slug, for its /en/ pages. */
const momentsEn: Record<string, MomentWords> = {
  sinterklaas: {
    title: 'Sinterklaas',
    heroTitle: 'Presents for Sinterklaas evening',
    description:
      'The poem is written and the surprise is drying, but what goes inside? A gift card fits in every shoe and every surprise, from books to a day out.',
    body: [
      'On Sinterklaas evening everything revolves around the surprise. A gift card is perfect for it: small enough to hide in a home-made surprise, and still a real present the recipient uses to pick something nice.',
      'For the children, choose a card for toys, books or an afternoon of adventure; for the grown-ups, a film night, a new gadget or something tasty. Order digitally and the card is in your inbox within an hour, even on 5 December itself.',
    ],
    metaTitle: 'Sinterklaas presents and gift cards | Donami',
    metaDescription: 'Gift cards for Sinterklaas: for the shoe or the surprise. Delivered digitally within an hour, even at the last minute.',
  },
  kerst: {
    title: 'Christmas',
    heroTitle: 'Christmas presents without stress',
    description:
      'No crowded shopping streets and no double presents under the tree. A digital gift card is in the inbox within an hour, even on Christmas Eve.',
    body: [
      'December is busy enough. With gift cards you arrange the Christmas presents for family, friends and neighbours in a few minutes, and you know everyone gets something they choose themselves.',
      'Think of a dinner in the Christmas holidays, something lovely for the home, a treat for the food lover or an afternoon unwinding at the spa. Physical cards ordered on a working day before 5 pm are posted the same day.',
    ],
    metaTitle: 'Christmas presents: gift cards for under the tree | Donami',
    metaDescription: 'Christmas presents without stress: gift cards for the home, food, wellness and more. Digital within an hour, physical posted today.',
  },
  verjaardag: {
    title: 'Birthday',
    heroTitle: 'Birthday present ideas',
    description:
      'A year older deserves a present that is truly to their taste. Choose a card for an experience, fashion or technology, or let them choose with the All-in-one.',
    body: [
      'Whether it is a milestone or an ordinary birthday with cake at the office: with a gift card you give exactly what they want. No wrong size, no double present.',
      'Add a personal message to your card. It appears in the e-mail with the digital gift card, ready to forward or print, so even a last-minute present feels entirely personal.',
    ],
    metaTitle: 'Birthday presents: gift cards for the birthday girl or boy | Donami',
    metaDescription: 'Birthday present ideas: experiences, fashion, technology and beauty. With a personal message, in the inbox within an hour.',
  },
  moederdag: {
    title: 'Mother’s Day',
    heroTitle: 'For the dearest mother',
    description: 'A spa day, lunch out or a new fragrance: on Mother’s Day give your mother a moment entirely for herself.',
    body: [
      'Mothers often look after everyone except themselves. On Mother’s Day you turn that around, with a present about having nothing to do: a massage, an afternoon of wellness or a dinner she does not have to cook.',
      'Does your mother live further away? Send the digital card straight to her e-mail address, with a personal message. Your present arrives on time, even if you only order on Saturday evening.',
    ],
    metaTitle: 'Mother’s Day presents: gift cards for your mother | Donami',
    metaDescription: 'Treat your mother on Mother’s Day with a gift card for beauty, wellness, fashion or a dinner. Delivered digitally within an hour.',
  },
  vaderdag: {
    title: 'Father’s Day',
    heroTitle: 'Presents for Father’s Day',
    description: 'Is your father sporty, a food lover or into technology? For every father there is a gift card that suits him.',
    body: [
      'Another socks-and-tie set is really not needed. With a gift card you give your father something to get going with: new sports gear, a gadget he has had his eye on for ages or something tasty for the barbecue.',
      'For the music lover there are cards for instruments, records and concerts. And if you really cannot choose, the All-in-one gift card lets him decide where the balance goes.',
    ],
    metaTitle: 'Father’s Day presents: gift cards for every father | Donami',
    metaDescription: 'Gift cards for Father’s Day: sport, technology, food and drink or music. Digital within an hour, physical posted the same day.',
  },
  geboorte: {
    title: 'Birth',
    heroTitle: 'Presents for the new family',
    description: 'Celebrate the arrival of a baby with a gift card for the baby kit, the first toys or a moment of rest for the new parents.',
    body: [
      'New parents often get ten newborn bodysuits and nothing for later. A gift card is therefore a welcome present: they buy exactly what they still need, even when the baby has grown a little.',
      'Want to treat the parents themselves? Choose a card for a relaxing moment. Or give a donation to a children’s charity, as a present for a future that has just begun.',
    ],
    metaTitle: 'Baby presents: gift cards for a birth | Donami',
    metaDescription: 'Presents for baby and parents: gift cards for children, the home and wellness, or a donation to a charity.',
  },
};

/** The English translations of the Dutch giving moments given (same slugs, colours and products). */
export function englishGivingMoments(dutch: SeedDutchGivingMoment[]): SeedDutchGivingMoment[] {
  return dutch.map((m) => ({ ...m, ...(momentsEn[m.slug] ?? {}) }));
}

/** The Dutch storefront's landing pages in English (about us, gifts for companies), same slugs. */
export const englishLandingPages: SeedPage[] = [
  {
    slug: 'over-ons',
    title: 'About us',
    metaTitle: 'About us | Donami',
    metaDescription:
      'Donami is the online shop for gift cards for private customers and businesses: over 200 cards from restaurants, shops, experiences and charities.',
    noindex: false,
    body: [
      'Donami began with a simple idea: giving should be fun, not a race against the clock. That is why you find over 200 gift cards from restaurants, shops, experiences and charities in one place.',
      'We work with well-known brands and with many small, independent businesses, from the restaurant around the corner to the craft shop in the town centre. A good present can also support someone who loves their trade.',
      'With the All-in-one gift card the recipient chooses from over 120 gift cards and donations, in one go or several. So you never get it wrong.',
      'Our team in Amsterdam makes sure digital gift cards are in the inbox within an hour and that physical cards ordered on a working day before 5 pm are posted the same day. Questions? Customer service helps you Monday to Friday, 09:00 to 17:30.',
    ],
  },
  {
    slug: 'zakelijke-cadeaus',
    title: 'Business gifts',
    metaTitle: 'Gift cards for employees and business relations | Donami',
    metaDescription:
      'Business gift cards for employees, clients and partners: a quote within an hour, payment on invoice and blank cards to activate yourself.',
    noindex: false,
    body: [
      'A bonus for the team, a Christmas present in another form or a welcome for new colleagues: with Donami’s gift cards you always have the right business gift, with no stock and no fuss.',
      'Choose the cards of single brands, or give the All-in-one gift card. With it every employee chooses from over 120 options, donations to charities included.',
      'Ask for a quote: on working days we answer within an hour. Companies pay on invoice or by bank transfer and receive the digital cards in one file, or the physical cards in one parcel.',
      'For recurring campaigns there are blank cards too. You keep them at the office and have them activated only when you need them; activation happens within 24 hours.',
      'Good to know: there is no VAT on the value of gift cards. We charge it only on the service fee and shipping, shown separately on the invoice.',
    ],
  },
];
