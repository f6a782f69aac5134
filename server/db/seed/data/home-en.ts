import type { SeedContent, SeedProduct } from './types.ts';
import { dutchBusinessMenu, dutchHomeBlocks, dutchPopularCoupons, type DutchHomeBlocks } from './home-nl.ts';

// The Dutch storefront's home blocks, business menu and popular coupons in English, for its /en/
// pages: the same categories, links and products as the Dutch ones, in English words.

const testimonialsEn = [
  'Ordered the All-in-one for my sister’s birthday at ten in the evening, and a few minutes later it was in her inbox. Perfectly arranged.',
  'We gave our team a gift card of their choice. The quote came within an hour and the invoice was right first time. We will do it again at Christmas.',
  'The physical card was on the doormat the next day, very neatly packed. I would have liked a few more restaurants in my own town, but the choice is wide.',
  'With the balance on my gift card I had a dinner for two and made a donation to the animal shelter. Super handy.',
  'Checking the balance is quick and clear, and the rest simply stayed on the card.',
  'Ideal for a last-minute present. The personal message was much appreciated.',
  'I chose the gift packing for the physical card: ribbon, tag and all. It looked as if it had been wrapped by hand in a shop.',
  'The card came after three days instead of the next day, but customer service answered quickly and kindly.',
  'My father used the All-in-one for a wellness weekend and a dinner. I could not have chosen better myself.',
  'My balance over 150 euros was split over two cards of the same brand. At first I was surprised; then I found it rather handy.',
  'Activated blank cards as a year-end bonus for my team: all ready the same day.',
  'Lots of restaurants near me and a clear map of the locations. I would have liked a few more fixed amounts under 25 euros, though.',
];

export const englishHomeBlocks: DutchHomeBlocks = {
  featuredCategorySlugs: dutchHomeBlocks.featuredCategorySlugs,
  uspTitles: [
    'Ordered by 5 pm, shipped today',
    'Digital gift cards within 1 hour',
    'Over 200 gift cards to choose from',
    'Always the right business gift',
    'Personal, with packing and a message',
  ],
  // The same customers and ratings, their words in English.
  testimonials: dutchHomeBlocks.testimonials.map((t, i) => ({ ...t, text: testimonialsEn[i] ?? t.text })),
};

const businessTitles = [
  'Business solutions',
  'All-in-one gift card for businesses',
  'Ideas for employees and clients',
  'Activate blank cards',
  'Request a quote',
];

/** The business menu in English: the same pages, under /en/. */
export const englishBusinessMenu: SeedContent['businessMenu'] = {
  title: 'For businesses',
  links: dutchBusinessMenu.links.map((l, i) => ({ ...l, title: businessTitles[i] ?? l.title, path: `/en${l.path}` })),
};

/** The search modal's popular coupons in English: the same cards as the Dutch ones. */
export function englishPopularCoupons(products: SeedProduct[]): SeedContent['popularCoupons'] {
  const dutch = dutchPopularCoupons(products);
  return {
    ...dutch,
    highlighted: {
      ...dutch.highlighted,
      title: 'Donami All-in-one gift card',
      description: 'No idea what to give? With the All-in-one the recipient chooses from over 120 gift cards and donations.',
    },
  };
}
