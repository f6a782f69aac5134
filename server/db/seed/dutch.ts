// The Dutch storefront (store 1) sells the same fictional brands with its own slugs, titles and
// texts: enough to show that a second storefront is only data and configuration.
import type { SeedCategory, SeedContent, SeedPage, SeedProduct, SeedType } from './data/index.ts';
import { dutchInfoPages } from './data/pages-info-nl.ts';
import { dutchLegalPages } from './data/pages-legal-nl.ts';
import { must } from '../../../common/must.ts';
import { dutchCities } from './data/cities-nl.ts';
import { buildLocations } from './data/locations.ts';
import { createRng } from './data/util.ts';

/** The Dutch legal and service pages (terms, privacy, cookie statement, cancellation, contact, delivery). */
export const dutchPages: SeedPage[] = [...dutchLegalPages, ...dutchInfoPages];

const categoryNl: Record<string, [string, string]> = {
  ristoranti: ['restaurants', 'Restaurants'],
  moda: ['mode', 'Mode'],
  esperienze: ['belevenissen', 'Belevenissen'],
  viaggi: ['reizen', 'Reizen'],
  benessere: ['wellness', 'Wellness en spa'],
  bellezza: ['beauty', 'Beauty'],
  tecnologia: ['technologie', 'Technologie'],
  libri: ['boeken', 'Boeken'],
  sport: ['sport', 'Sport'],
  casa: ['wonen', 'Wonen en tuin'],
  'cibo-e-vino': ['eten-en-drinken', 'Eten en drinken'],
  bambini: ['kinderen', 'Kinderen'],
  intrattenimento: ['entertainment', 'Entertainment'],
  musica: ['muziek', 'Muziek'],
  animali: ['dieren', 'Dieren'],
  donazioni: ['goede-doelen', 'Goede doelen'],
};
const typeNl: Record<string, [string, string]> = {
  digitale: ['digitaal', 'Digitale cadeaubonnen'],
  fisica: ['fysiek', 'Fysieke cadeaubonnen'],
  esperienza: ['beleving', 'Belevingsbonnen'],
  online: ['online', 'Online te besteden'],
  negozio: ['winkel', 'In de winkel te besteden'],
  donazione: ['donatie', 'Donaties'],
  aziende: ['zakelijk', 'Zakelijke cadeaus'],
  'a-scelta': ['keuze', 'Keuzecadeaubonnen'],
  'in-bianco': ['blanco', 'Blanco kaarten om te activeren'],
  'ultimo-minuto': ['last-minute', 'Last-minute cadeaus'],
};

export function dutchCategories(it: SeedCategory[]): SeedCategory[] {
  return it.map((c) => ({
    ...c,
    slug: categoryNl[c.slug]?.[0] ?? c.slug,
    title: categoryNl[c.slug]?.[1] ?? c.title,
    description: `Cadeaubonnen in de categorie ${categoryNl[c.slug]?.[1] ?? c.title}: digitaal binnen een uur in de mailbox, of op een mooie kaart per post.`,
  }));
}

export function dutchTypes(it: SeedType[]): SeedType[] {
  return it.map((t) => ({ slug: typeNl[t.slug]?.[0] ?? t.slug, title: typeNl[t.slug]?.[1] ?? t.title }));
}

/** The all-in-one card says what it is, as the Italian one does (not the generic card text). */
const CHOICE_DESCRIPTION =
  'Met de Donami Alles-in-één cadeaubon kiest de ontvanger zelf: het tegoed wordt een van meer dan 120 cadeaubonnen van restaurants, winkels, belevenissen en goede doelen. ' +
  'Het saldo check je en wissel je in een paar klikken in op de pagina Saldo checken, ook in meerdere keren. ' +
  'De digitale bon komt binnen een uur per e-mail; de fysieke kaart gaat dezelfde dag nog op de post als je op een werkdag vóór 17:00 bestelt.';

/**
 * A restaurant card sold in Italy with locations has Dutch ones on the Dutch storefront: two to four
 * Dutch cities, drawn from the product's own seed (so nothing else of the seed moves).
 */
function dutchLocations(brand: string, italianSlug: string) {
  const rng = createRng(`nl-locations:${italianSlug}`);
  const codes = rng.shuffle(dutchCities.map((c) => c.code)).slice(0, rng.int(2, 4));
  return buildLocations(brand, codes, rng, 'NL');
}

export function dutchProducts(it: SeedProduct[]): SeedProduct[] {
  return it.map((p) => {
    const donation = p.productType === 'DONATION';
    const slug =
      p.slug === 'gift-card-tutto-in-uno' ? 'alles-in-een-cadeaubon' : p.slug.replace(/^gift-card-/, 'cadeaubon-').replace(/^donazione-/, 'donatie-');
    const choice = p.slug === 'gift-card-tutto-in-uno';
    const title = choice ? 'Donami Alles-in-één cadeaubon' : donation ? `Donatie aan ${p.brand}` : `Cadeaubon ${p.brand}`;
    const category = categoryNl[must(p.categories[0], 'every product has a primary category')]?.[1]?.toLowerCase() ?? 'cadeaus';
    const description = choice
      ? CHOICE_DESCRIPTION
      : donation
        ? `Schenk een donatie aan ${p.brand}. Het volledige bedrag gaat naar het goede doel; de ontvanger krijgt een persoonlijke kaart.`
        : `Met de cadeaubon van ${p.brand} geef je iets moois uit de wereld van ${category}. ${p.digital ? 'Digitaal binnen een uur in de mailbox' : 'Per post verstuurd'}${p.digital && p.physical ? ', of als fysieke kaart per post' : ''}.`;
    return {
      ...p,
      slug,
      title,
      description,
      locations: p.locations.length ? dutchLocations(p.brand, p.slug) : [],
      categories: p.categories.map((c) => categoryNl[c]?.[0] ?? c),
      types: p.types.map((t) => typeNl[t]?.[0] ?? t),
    };
  });
}

// The Dutch words for the payment marks and trust marks (ids as in the Italian content).
const paymentIconNl: Record<string, string> = {
  card: 'Creditcard of betaalpas',
  wallet: 'Digitale portemonnee',
  bankredirect: 'Online betalen via je bank',
  instant: 'Direct betalen',
  banktransfer: 'Bankoverschrijving',
  invoice: 'Betalen op factuur voor bedrijven',
  secure: 'Veilig en beschermd betalen',
};
const trustMarkNl: Record<string, { label: string; link?: string | null }> = {
  'consegna-rapida': { label: 'Digitale levering binnen 1 uur', link: '/delivery/' },
  'spedizione-oggi': { label: 'Voor 17:00 besteld, vandaag verzonden' },
  'pagamenti-protetti': { label: 'Beveiligde betalingen' },
};

export function dutchContent(
  it: SeedContent,
  products: SeedProduct[],
): Pick<SeedContent, 'footerMenu' | 'paymentIcons' | 'trustMarks' | 'socialLinks' | 'popularSearches'> & { mostChosenSlugs: string[] } {
  return {
    footerMenu: [
      {
        title: 'Cadeaubonnen',
        links: [
          { title: 'Alle cadeaubonnen', path: '/cadeaubonnen/' },
          { title: 'Alle categorieën', path: '/categorie/alle-cadeaubonnen/' },
          { title: 'Geefmomenten', path: '/geefmomenten/' },
          { title: 'Blanco cadeaukaarten', path: '/blanco-cadeaukaarten/' },
        ],
      },
      {
        title: 'Klantenservice',
        links: [
          { title: 'Saldo checken', path: '/saldocheck/' },
          { title: 'Levering en verzending', path: '/delivery/' },
          { title: 'Contact', path: '/klantenservice/contact/' },
          { title: 'Algemene voorwaarden', path: '/algemene-voorwaarden/' },
          { title: 'Annuleren en herroepen', path: '/cancelation-policy/' },
          { title: 'Cookieverklaring', path: '/cookieverklaring/' },
        ],
      },
      {
        title: 'Donami',
        links: [
          { title: 'Over ons', path: '/over-ons/' },
          { title: 'Zakelijk', path: '/zakelijk/' },
          { title: 'Blog', path: '/blog/' },
        ],
      },
    ],
    paymentIcons: it.paymentIcons.map((icon) => ({ ...icon, label: paymentIconNl[icon.id] ?? icon.label })),
    trustMarks: it.trustMarks.map((mark) => ({ ...mark, ...trustMarkNl[mark.id] })),
    socialLinks: it.socialLinks.map((s) => ({ ...s, url: s.url.replace('donami.it', 'donami.nl') })),
    popularSearches: products
      .filter((p) => !p.testCard)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 6)
      .map((p) => ({ title: p.brand, url: `/cadeaubonnen/${p.slug}/` })),
    mostChosenSlugs: products
      .filter((p) => !p.testCard)
      .sort((a, b) => b.popularity - a.popularity)
      .slice(0, 2)
      .map((p) => p.slug),
  };
}
