// Business redeem shops (§2 /controlla-il-credito/risultato/{pageId}/{page}/): a company's cards
// are redeemable for a chosen part of the options only. A card names its page (giftcards.shopPage).
// Configuration per storefront, like the rest of what differs between storefronts. A storefront's
// first page is also what it offers companies as the alternative all-in-one choice (decision 037).
import type { ProductView } from '../catalog/index.ts';

export type BusinessShopPage = { id: string; title: string; description: string; categories: string[] };

const pages: Record<number, BusinessShopPage[]> = {
  53: [
    {
      id: 'regali-aziendali',
      title: 'Il regalo della tua azienda',
      description: 'La tua azienda ti ha regalato una gift card: scegli tra ristoranti, esperienze, benessere e donazioni.',
      categories: ['ristoranti', 'esperienze', 'benessere', 'donazioni'],
    },
  ],
  1: [
    {
      id: 'bedrijfscadeau',
      title: 'Het cadeau van je werkgever',
      description: 'Je werkgever gaf je een cadeaubon: kies uit restaurants, belevenissen, wellness en goede doelen.',
      categories: ['restaurants', 'belevenissen', 'wellness', 'goede-doelen'],
    },
  ],
};

export function businessShopPage(storeId: number, id: string): BusinessShopPage | null {
  return pages[storeId]?.find((p) => p.id === id) ?? null;
}

/** The business page a storefront offers companies as its alternative all-in-one choice, if any. */
export function alternativeShopPage(storeId: number): BusinessShopPage | null {
  return pages[storeId]?.[0] ?? null;
}

/** Whether a product can be chosen in the redeem shop: the regular one (page null), or a business page's part. */
export function isShopOption(product: ProductView, page: BusinessShopPage | null): boolean {
  if (!product.choiceOption || product.testCard || product.redeemMinCents === null) return false;
  return !page || product.categorySlugs.some((c) => page.categories.includes(c));
}
