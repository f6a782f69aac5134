// Brands whose cards are chosen in their own shop (§3 giftCardBrand): an iframe shop inside the
// redeem shop iframe modal, or a redirect to the brand's site after a few seconds, with a link to
// the product there. The brands are fictional and their shops are pages of this server
// (/negozio-partner/{slug}/), so nothing leaves the machine.

export type PartnerItem = { id: string; title: string; euros: number };
export type BrandShop = {
  slug: string;
  name: string;
  mode: 'iframe' | 'redirect';
  /** Seconds before the redirect. */
  redirectSeconds?: number;
  items: PartnerItem[];
};

export const PARTNER_SHOP_PATH = '/negozio-partner';

const shops: BrandShop[] = [
  {
    slug: 'gift-card-hotel-collezione-ninfea',
    name: 'Hotel Collezione Ninfea',
    mode: 'iframe',
    items: [
      { id: 'notte-classic', title: 'Una notte in camera Classic per due', euros: 120 },
      { id: 'cena-degustazione', title: 'Cena degustazione per due', euros: 90 },
      { id: 'spa-mezza-giornata', title: 'Mezza giornata alla spa', euros: 45 },
    ],
  },
  {
    slug: 'gift-card-rifugi-d-alta-quota',
    name: "Rifugi d'Alta Quota",
    mode: 'redirect',
    redirectSeconds: 5,
    items: [{ id: 'mezza-pensione', title: 'Mezza pensione in rifugio', euros: 65 }],
  },
];

export function brandShopOf(slug: string): BrandShop | null {
  return shops.find((s) => s.slug === slug) ?? null;
}

export function partnerShopUrl(slug: string): string {
  return `${PARTNER_SHOP_PATH}/${slug}/`;
}
