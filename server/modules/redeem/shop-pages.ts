// Business redeem shops (§2 /controlla-il-credito/risultato/{pageId}/{page}/): a company's cards
// are redeemable for a chosen part of the options only. A card names its page (giftcards.shopPage).
// Configuration per storefront, like the rest of what differs between storefronts.

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
  1: [],
};

export function businessShopPage(storeId: number, id: string): BusinessShopPage | null {
  return pages[storeId]?.find((p) => p.id === id) ?? null;
}
