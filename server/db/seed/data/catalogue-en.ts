// The Dutch storefront's catalogue in English, for its /en/ pages (decision 062): the same products,
// categories and types (same slugs), with English titles and descriptions.
import type { SeedCategory, SeedProduct, SeedType } from './types.ts';

/** English names of the Dutch storefront's categories, by their Dutch slug. */
const categoryEn: Record<string, string> = {
  restaurants: 'Restaurants',
  mode: 'Fashion',
  belevenissen: 'Experiences',
  reizen: 'Travel',
  wellness: 'Wellness and spa',
  beauty: 'Beauty',
  technologie: 'Technology',
  boeken: 'Books',
  sport: 'Sport',
  wonen: 'Home and garden',
  'eten-en-drinken': 'Food and drink',
  kinderen: 'Children',
  entertainment: 'Entertainment',
  muziek: 'Music',
  dieren: 'Pets',
  'goede-doelen': 'Charities',
};

/** English names of the Dutch storefront's gift card types, by their Dutch slug. */
const typeEn: Record<string, string> = {
  digitaal: 'Digital gift cards',
  fysiek: 'Physical gift cards',
  beleving: 'Experience vouchers',
  online: 'To spend online',
  winkel: 'To spend in store',
  donatie: 'Donations',
  zakelijk: 'Business gifts',
  keuze: 'Choice gift cards',
  blanco: 'Blank cards to activate',
  'last-minute': 'Last-minute gifts',
};

const CHOICE_SLUG = 'alles-in-een-cadeaubon';
const CHOICE_DESCRIPTION =
  'With the Donami All-in-one gift card the recipient chooses: the balance becomes any of more than 120 gift cards from restaurants, shops, experiences and charities. ' +
  'Check the balance and redeem it in a few clicks on the balance check page, in one go or several. ' +
  'The digital card arrives by e-mail within an hour; the physical card is posted the same day when you order before 5 pm on a working day.';

export type CatalogueText = { kind: 'product' | 'category' | 'type'; slug: string; title: string; description: string | null };

function productText(p: SeedProduct): CatalogueText {
  const category = (categoryEn[p.categories[0] ?? ''] ?? 'gifts').toLowerCase();
  if (p.slug === CHOICE_SLUG) return { kind: 'product', slug: p.slug, title: 'Donami All-in-one gift card', description: CHOICE_DESCRIPTION };
  if (p.productType === 'DONATION')
    return {
      kind: 'product',
      slug: p.slug,
      title: `Donation to ${p.brand}`,
      description: `Give a donation to ${p.brand}. The whole amount goes to the charity; the recipient gets a personal card.`,
    };
  const delivery = `${p.digital ? 'Digital, in the inbox within an hour' : 'Sent by post'}${p.digital && p.physical ? ', or as a physical card by post' : ''}.`;
  return {
    kind: 'product',
    slug: p.slug,
    title: `${p.brand} gift card`,
    description: `With the ${p.brand} gift card you give something lovely from the world of ${category}. ${delivery}`,
  };
}

/** The English texts of the Dutch storefront's catalogue (its products, categories and types as seeded). */
export function englishCatalogueTexts(products: SeedProduct[], categories: SeedCategory[], types: SeedType[]): CatalogueText[] {
  return [
    ...products.map(productText),
    ...categories.map((c) => {
      const title = categoryEn[c.slug] ?? c.title;
      return {
        kind: 'category' as const,
        slug: c.slug,
        title,
        description: `Gift cards in the ${title} category: digital in the inbox within an hour, or on a lovely card by post.`,
      };
    }),
    ...types.map((t) => ({ kind: 'type' as const, slug: t.slug, title: typeEn[t.slug] ?? t.title, description: null })),
  ];
}
