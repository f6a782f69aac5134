// The Dutch storefront's store-wide documents in English, for its /en/ pages: the footer menu
// (links to the English pages), and the payment and trust marks' words. Stored as translations
// (language 'en') of the Dutch documents; what is not here stays as the Dutch storefront has it.
import type { SeedContent } from './types.ts';

type Documents = Pick<SeedContent, 'footerMenu' | 'paymentIcons' | 'trustMarks'>;

const paymentIconEn: Record<string, string> = {
  card: 'Credit or debit card',
  wallet: 'Digital wallet',
  bankredirect: 'Pay online through your bank',
  instant: 'Instant payment',
  banktransfer: 'Bank transfer',
  invoice: 'Pay by invoice for businesses',
  secure: 'Safe and protected payment',
};

const trustMarkEn: Record<string, { label: string; link?: string | null }> = {
  'consegna-rapida': { label: 'Digital delivery within 1 hour', link: '/en/delivery/' },
  'spedizione-oggi': { label: 'Ordered before 17:00, shipped today' },
  'pagamenti-protetti': { label: 'Protected payments' },
};

/** The English documents of the Dutch storefront, from its Dutch ones (marks keep their ids, widths and places). */
export function englishDocuments(dutch: Documents): Documents {
  return {
    footerMenu: [
      {
        title: 'Gift cards',
        links: [
          { title: 'All gift cards', path: '/en/cadeaubonnen/' },
          { title: 'All categories', path: '/en/categorie/alle-cadeaubonnen/' },
          { title: 'Giving moments', path: '/en/geefmomenten/' },
          { title: 'Blank gift cards', path: '/en/blanco-cadeaukaarten/' },
        ],
      },
      {
        title: 'Customer service',
        links: [
          { title: 'Check your balance', path: '/en/saldocheck/' },
          { title: 'Delivery and shipping', path: '/en/delivery/' },
          { title: 'Contact', path: '/en/klantenservice/contact/' },
          { title: 'Terms and conditions', path: '/en/algemene-voorwaarden/' },
          { title: 'Cancellation and withdrawal', path: '/en/cancelation-policy/' },
          { title: 'Cookie statement', path: '/en/cookieverklaring/' },
        ],
      },
      {
        title: 'Donami',
        links: [
          { title: 'Business', path: '/en/zakelijk/' },
          { title: 'Blog', path: '/en/blog/' },
        ],
      },
    ],
    paymentIcons: dutch.paymentIcons.map((icon) => ({ ...icon, label: paymentIconEn[icon.id] ?? icon.label })),
    trustMarks: dutch.trustMarks.map((mark) => ({ ...mark, ...trustMarkEn[mark.id] })),
  };
}
