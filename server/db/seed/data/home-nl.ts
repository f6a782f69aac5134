import type { SeedContent, SeedProduct } from './types.ts';
import { must } from '../../../../common/must.ts';

/** The slug of the Dutch all-in-one card (the storefront's choiceCardSlug). */
const CHOICE_NL = 'alles-in-een-cadeaubon';

/** The Dutch home blocks besides the most chosen cards (those come from dutchContent). */
export type DutchHomeBlocks = Omit<SeedContent['homeBlocks'], 'mostChosenSlugs'>;

export const dutchHomeBlocks: DutchHomeBlocks = {
  // Dutch category slugs (see dutchCategories in ../dutch.ts).
  featuredCategorySlugs: ['restaurants', 'belevenissen', 'mode', 'reizen', 'wellness', 'boeken'],
  uspTitles: [
    'Vóór 17:00 besteld, vandaag verzonden',
    'Digitale cadeaubonnen binnen 1 uur',
    'Meer dan 200 cadeaubonnen om uit te kiezen',
    'Altijd het juiste zakelijke cadeau',
    'Persoonlijk met verpakking en boodschap',
  ],
  testimonials: [
    {
      name: 'Sanne V.',
      rating: 5,
      text: 'Om tien uur ’s avonds de Alles-in-één besteld voor de verjaardag van mijn zus, en een paar minuten later stond hij al in haar mailbox. Top geregeld.',
    },
    {
      name: 'Jeroen K.',
      rating: 5,
      text: 'We hebben ons team een cadeaubon naar keuze gegeven. De offerte kwam binnen een uur en de factuur klopte in één keer. Met kerst doen we het weer.',
    },
    {
      name: 'Fleur B.',
      rating: 4,
      text: 'De fysieke kaart lag de volgende dag op de mat, heel netjes verpakt. Ik had graag nog wat meer restaurants in mijn eigen stad gezien, maar de keuze is groot.',
    },
    {
      name: 'Youssef E.',
      rating: 5,
      text: 'Van het tegoed op mijn cadeaubon heb ik een etentje voor twee genomen en een donatie gedaan aan de dierenopvang. Superhandig.',
    },
    { name: 'Marieke D.', rating: 5, text: 'Het saldo checken gaat snel en duidelijk, en het restant bleef gewoon op de kaart staan.' },
    { name: 'Thijs H.', rating: 4, text: 'Ideaal voor een cadeau op het laatste moment. De persoonlijke boodschap werd erg gewaardeerd.' },
    {
      name: 'Lotte M.',
      rating: 5,
      text: 'Ik koos de cadeauverpakking voor de fysieke kaart: lint, kaartje en al. Het leek wel of hij in de winkel met de hand was ingepakt.',
    },
    {
      name: 'Bram S.',
      rating: 3,
      text: 'De kaart kwam na drie dagen in plaats van de volgende dag, maar de klantenservice reageerde snel en vriendelijk.',
    },
    {
      name: 'Eva J.',
      rating: 5,
      text: 'Mijn vader heeft de Alles-in-één gebruikt voor een wellnessweekend en een etentje. Zelf had ik niet beter kunnen kiezen.',
    },
    {
      name: 'Daan P.',
      rating: 4,
      text: 'Mijn saldo boven de 150 euro werd over twee kaarten van hetzelfde merk verdeeld. Eerst was ik verrast, daarna vond ik het juist handig.',
    },
    { name: 'Noor A.', rating: 5, text: 'Blanco kaarten geactiveerd als eindejaarsbonus voor mijn team: dezelfde dag nog allemaal klaar.' },
    {
      name: 'Ruben W.',
      rating: 4,
      text: 'Veel restaurants bij mij in de buurt en een duidelijke kaart van de locaties. Wel had ik graag wat meer vaste bedragen onder de 25 euro gezien.',
    },
  ],
};

/** The Dutch business menu: the business header's nav and the business page's menu. */
export const dutchBusinessMenu: SeedContent['businessMenu'] = {
  title: 'Voor bedrijven',
  links: [
    { title: 'Zakelijke oplossingen', path: '/zakelijk/' },
    { title: 'Alles-in-één cadeaubon voor bedrijven', path: `/zakelijk/${CHOICE_NL}/` },
    { title: 'Ideeën voor medewerkers en klanten', path: '/zakelijke-cadeaus/' },
    { title: 'Blanco kaarten activeren', path: '/blanco-cadeaukaarten/' },
    { title: 'Offerte aanvragen', path: '/business/request-a-quote/' },
  ],
};

/**
 * The search modal's popular coupons: the all-in-one card, then four popular cards of four
 * different primary categories (not blank, out of stock or test cards), as the Italian ones.
 */
export function dutchPopularCoupons(products: SeedProduct[]): SeedContent['popularCoupons'] {
  const seen = new Set<string>();
  const suggestions: string[] = [];
  const ranked = products.filter((p) => !p.testCard && !p.outOfStock && p.productType !== 'GIFTCARD_BLANK' && p.slug !== CHOICE_NL);
  for (const p of ranked.sort((a, b) => b.popularity - a.popularity)) {
    const primary = must(p.categories[0], 'every product has a primary category');
    if (seen.has(primary)) continue;
    seen.add(primary);
    suggestions.push(p.slug);
    if (suggestions.length === 4) break;
  }
  return {
    highlighted: {
      title: 'Donami Alles-in-één cadeaubon',
      description: 'Geen idee wat je moet geven? Met de Alles-in-één kiest de ontvanger zelf uit meer dan 120 cadeaubonnen en donaties.',
      productSlug: CHOICE_NL,
    },
    suggestions,
  };
}
