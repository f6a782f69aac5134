import type { SeedGivingMoment, SeedProduct } from './types.ts';
import { createRng } from './util.ts';

/** A Dutch giving moment ("geefmoment"): a page of its own, with a text and its meta title and description. */
export type SeedDutchGivingMoment = SeedGivingMoment & { body: string[]; metaTitle: string; metaDescription: string };

type MomentDef = Omit<SeedDutchGivingMoment, 'productSlugs'> & { categories: string[] };

/** The slug of the Dutch all-in-one card, shown first on every moment. */
const CHOICE_NL = 'alles-in-een-cadeaubon';

// Categories are the Dutch catalogue's slugs (see dutchCategories in ../dutch.ts).
const momentDefs: MomentDef[] = [
  {
    slug: 'sinterklaas',
    title: 'Sinterklaas',
    heroTitle: 'Cadeaus voor pakjesavond',
    backgroundColor: '#c1121f',
    categories: ['kinderen', 'boeken', 'entertainment', 'technologie'],
    description:
      'Het gedicht is af en de surprise staat te drogen, maar wat stop je erin? Een cadeaubon past in elke schoen en in elke surprise, van boeken tot een dagje uit.',
    body: [
      'Op pakjesavond draait alles om de verrassing. Een cadeaubon is daar perfect voor: klein genoeg om in een zelfgemaakte surprise te verstoppen en toch een echt cadeau, waar de ontvanger zelf iets leuks mee uitzoekt.',
      'Voor de kinderen kies je een bon voor speelgoed, boeken of een middag vol avontuur; voor de volwassenen een avondje film, een nieuw gadget of iets lekkers. Bestel digitaal en de bon staat binnen een uur in je mailbox, ook op 5 december zelf.',
    ],
    metaTitle: 'Sinterklaascadeaus en cadeaubonnen voor pakjesavond | Donami',
    metaDescription: 'Cadeaubonnen voor Sinterklaas: voor in de schoen of in de surprise. Digitaal binnen een uur geleverd, ook op het laatste moment.',
  },
  {
    slug: 'kerst',
    title: 'Kerst',
    heroTitle: 'Kerstcadeaus zonder stress',
    backgroundColor: '#1b4332',
    categories: ['wonen', 'eten-en-drinken', 'restaurants', 'wellness', 'boeken'],
    description:
      'Geen drukte in de winkelstraat en geen dubbele cadeaus onder de boom. Een digitale cadeaubon staat binnen een uur in de mailbox, zelfs op kerstavond.',
    body: [
      'De decembermaand is al vol genoeg. Met een cadeaubon regel je de kerstcadeaus voor familie, vrienden en buren in een paar minuten, en weet je zeker dat iedereen iets krijgt wat hij of zij zelf kiest.',
      'Denk aan een diner in de kerstvakantie, iets moois voor in huis, een heerlijk pakket voor de fijnproever of een middag ontspannen in de spa. Fysieke kaarten die je op een werkdag vóór 17:00 bestelt, gaan dezelfde dag nog op de post.',
    ],
    metaTitle: 'Kerstcadeaus: cadeaubonnen voor onder de kerstboom | Donami',
    metaDescription: 'Kerstcadeaus zonder stress: cadeaubonnen voor wonen, eten, wellness en meer. Digitaal binnen een uur, fysiek vandaag verzonden.',
  },
  {
    slug: 'verjaardag',
    title: 'Verjaardag',
    heroTitle: 'Cadeau-ideeën voor een verjaardag',
    backgroundColor: '#ffbe0b',
    categories: ['belevenissen', 'mode', 'technologie', 'entertainment', 'beauty'],
    description:
      'Een jaar ouder verdient een cadeau dat écht in de smaak valt. Kies een bon voor een beleving, mode of technologie, of laat de jarige zelf kiezen met de Alles-in-één.',
    body: [
      'Of het nu om een kroonjaar gaat of om een gewone verjaardag met taart op kantoor: met een cadeaubon geef je de jarige precies wat die zelf wil. Geen verkeerde maat, geen dubbel cadeau.',
      'Voeg een persoonlijke boodschap toe aan je bon. Die staat in de e-mail bij de digitale cadeaubon, klaar om door te sturen of uit te printen, en zo voelt ook een last-minute cadeau helemaal persoonlijk.',
    ],
    metaTitle: 'Verjaardagscadeaus: cadeaubonnen voor de jarige | Donami',
    metaDescription:
      'Cadeau-ideeën voor een verjaardag: belevenissen, mode, technologie en beauty. Met een persoonlijke boodschap, binnen een uur in de mailbox.',
  },
  {
    slug: 'moederdag',
    title: 'Moederdag',
    heroTitle: 'Voor de liefste moeder',
    backgroundColor: '#fb6f92',
    categories: ['beauty', 'wellness', 'restaurants', 'mode'],
    description: 'Een dagje spa, een lunch buiten de deur of een nieuwe geur: geef je moeder op Moederdag een moment helemaal voor zichzelf.',
    body: [
      'Moeders zorgen vaak voor iedereen, behalve voor zichzelf. Op Moederdag draai je dat om, met een cadeau dat draait om even niets hoeven: een massage, een middag wellness of een etentje waarbij zij niet hoeft te koken.',
      'Woont je moeder verder weg? Stuur de digitale bon dan rechtstreeks naar haar mailadres, met een persoonlijke boodschap erbij. Zo komt je cadeau op tijd aan, ook als je pas op zaterdagavond bestelt.',
    ],
    metaTitle: 'Moederdagcadeaus: cadeaubonnen voor je moeder | Donami',
    metaDescription: 'Verwen je moeder op Moederdag met een cadeaubon voor beauty, wellness, mode of een etentje. Digitaal binnen een uur bezorgd.',
  },
  {
    slug: 'vaderdag',
    title: 'Vaderdag',
    heroTitle: 'Cadeaus voor Vaderdag',
    backgroundColor: '#1d3557',
    categories: ['sport', 'technologie', 'eten-en-drinken', 'muziek'],
    description: 'Is je vader een sportieveling, een fijnproever of een liefhebber van techniek? Voor elke vader is er een cadeaubon die bij hem past.',
    body: [
      'Een nieuwe sokken-en-stropdasset hoeft echt niet. Met een cadeaubon geef je je vader iets waar hij zelf mee aan de slag kan: nieuwe sportspullen, een gadget waar hij al tijden naar kijkt of iets lekkers voor bij de barbecue.',
      'Voor de muziekliefhebber zijn er bonnen voor instrumenten, platen en concerten. En kun je echt niet kiezen, dan laat de Alles-in-één cadeaubon hem zelf bepalen waar het tegoed naartoe gaat.',
    ],
    metaTitle: 'Vaderdagcadeaus: cadeaubonnen voor elke vader | Donami',
    metaDescription: 'Cadeaubonnen voor Vaderdag: sport, technologie, eten en drinken of muziek. Digitaal binnen een uur, fysiek dezelfde dag verzonden.',
  },
  {
    slug: 'geboorte',
    title: 'Geboorte',
    heroTitle: 'Kraamcadeaus voor het nieuwe gezin',
    backgroundColor: '#a0c4ff',
    categories: ['kinderen', 'wonen', 'goede-doelen', 'wellness'],
    description: 'Vier de komst van een baby met een cadeaubon voor de babyuitzet, het eerste speelgoed of een moment van rust voor de kersverse ouders.',
    body: [
      'Jonge ouders krijgen vaak tien rompertjes in maat 56 en niets voor later. Een cadeaubon is daarom een welkom kraamcadeau: ze kopen er precies mee wat ze nog missen, ook als de baby al wat groter is.',
      'Wil je de ouders zelf iets gunnen, kies dan een bon voor een ontspannen moment. Of geef een donatie aan een goed doel voor kinderen, als cadeau voor een toekomst die net begonnen is.',
    ],
    metaTitle: 'Kraamcadeaus: cadeaubonnen bij een geboorte | Donami',
    metaDescription: 'Kraamcadeaus voor baby en ouders: cadeaubonnen voor kinderen, wonen en wellness, of een donatie aan een goed doel.',
  },
];

/**
 * Each moment shows the Dutch all-in-one card first, then the most chosen available products of
 * its categories, taken in turn from each category (8 products in total, no duplicates), as the
 * Italian moments do.
 */
function productsFor(slug: string, momentCategories: string[], products: SeedProduct[]): string[] {
  const rng = createRng(`donami-moment-nl:${slug}`);
  const ranked = products
    .filter((p) => !p.testCard && !p.outOfStock && p.productType !== 'GIFTCARD_BLANK' && p.slug !== CHOICE_NL)
    .sort((a, b) => b.popularity - a.popularity);
  const chosen: string[] = products.some((p) => p.slug === CHOICE_NL) ? [CHOICE_NL] : [];
  const queues = momentCategories.map((c) => rng.shuffle(ranked.filter((p) => p.categories.includes(c)).slice(0, 6)));
  for (let round = 0; chosen.length < 8 && round < 50; round++) {
    for (const queue of queues) {
      const candidate = queue.find((p) => !chosen.includes(p.slug));
      if (candidate && chosen.length < 8) chosen.push(candidate.slug);
    }
  }
  return chosen;
}

/** The Dutch giving moments, with products of the given Dutch catalogue (dutchProducts). */
export function dutchGivingMoments(products: SeedProduct[]): SeedDutchGivingMoment[] {
  return momentDefs.map(({ categories, ...moment }) => ({ ...moment, productSlugs: productsFor(moment.slug, categories, products) }));
}
