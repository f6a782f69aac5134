import type { SeedGivingMoment } from './types.ts';
import { CHOICE_CARD_SLUG } from './choice.ts';
import { mostChosen } from './products.ts';
import { createRng } from './util.ts';

type MomentDef = Omit<SeedGivingMoment, 'productSlugs'> & { categories: string[] };

const momentDefs: MomentDef[] = [
  {
    slug: 'compleanno',
    title: 'Compleanno',
    heroTitle: 'Idee regalo per il compleanno',
    backgroundColor: '#ffbe0b',
    categories: ['esperienze', 'moda', 'tecnologia', 'intrattenimento', 'bellezza'],
    description:
      'Un anno in più merita un regalo che piaccia davvero. Scegli una gift card tra esperienze, moda e tecnologia, oppure lascia decidere al festeggiato con la Tutto-in-uno.',
  },
  {
    slug: 'natale',
    title: 'Natale',
    heroTitle: 'Regali di Natale senza stress',
    backgroundColor: '#9d0208',
    categories: ['casa', 'cibo-e-vino', 'bambini', 'libri', 'tecnologia'],
    description:
      "Niente code nei negozi e niente regali doppi sotto l'albero. Le gift card digitali arrivano per e-mail entro un'ora, anche la vigilia di Natale.",
  },
  {
    slug: 'matrimonio',
    title: 'Matrimonio',
    heroTitle: 'Regali di nozze che lasciano il segno',
    backgroundColor: '#f2e9e4',
    categories: ['viaggi', 'casa', 'esperienze', 'benessere'],
    description:
      'Contribuisci al viaggio di nozze o alla nuova casa degli sposi con una gift card. Si può regalare da soli o fare una colletta con gli altri invitati.',
  },
  {
    slug: 'nascita',
    title: 'Nascita',
    heroTitle: 'Benvenuto al mondo',
    backgroundColor: '#a0c4ff',
    categories: ['bambini', 'casa', 'donazioni'],
    description: "Festeggia l'arrivo di un bebè con una gift card per il corredino, i primi giochi o una coccola per i neogenitori.",
  },
  {
    slug: 'laurea',
    title: 'Laurea',
    heroTitle: 'Regali di laurea per il nuovo dottore',
    backgroundColor: '#c1121f',
    categories: ['viaggi', 'tecnologia', 'libri', 'esperienze'],
    description: "Un traguardo così importante merita un regalo all'altezza: un viaggio, un nuovo portatile o un'esperienza da ricordare.",
  },
  {
    slug: 'festa-della-mamma',
    title: 'Festa della mamma',
    heroTitle: 'Per la mamma, con tutto il cuore',
    backgroundColor: '#fb6f92',
    categories: ['bellezza', 'benessere', 'ristoranti', 'moda'],
    description: 'Una giornata in spa, un pranzo fuori o un profumo nuovo: regala alla mamma un momento tutto per sé.',
  },
  {
    slug: 'festa-del-papa',
    title: 'Festa del papà',
    heroTitle: 'Idee regalo per la festa del papà',
    backgroundColor: '#1d3557',
    categories: ['sport', 'tecnologia', 'cibo-e-vino', 'musica'],
    description: "Che sia sportivo, buongustaio o appassionato di tecnologia, c'è una gift card pensata per ogni papà.",
  },
  {
    slug: 'san-valentino',
    title: 'San Valentino',
    heroTitle: 'Regali romantici per San Valentino',
    backgroundColor: '#ef233c',
    categories: ['ristoranti', 'benessere', 'esperienze', 'bellezza'],
    description: 'Una cena a lume di candela, un percorso spa di coppia o un volo in mongolfiera: per San Valentino regala un momento da vivere in due.',
  },
  {
    slug: 'pensionamento',
    title: 'Pensionamento',
    heroTitle: 'Buona pensione!',
    backgroundColor: '#2a9d8f',
    categories: ['viaggi', 'libri', 'casa', 'benessere'],
    description: 'Finalmente il tempo per viaggiare, leggere e dedicarsi al giardino. Saluta un collega con un regalo che accompagni la sua nuova vita.',
  },
  {
    slug: 'grazie',
    title: 'Grazie',
    heroTitle: 'Un modo speciale per dire grazie',
    backgroundColor: '#e9c46a',
    categories: ['ristoranti', 'cibo-e-vino', 'donazioni', 'libri'],
    description: "A un'insegnante, a un vicino gentile o a un collega che ti ha dato una mano: a volte una piccola gift card dice più di tante parole.",
  },
  {
    slug: 'anniversario',
    title: 'Anniversario',
    heroTitle: "Regali per l'anniversario",
    backgroundColor: '#6a4c93',
    categories: ['ristoranti', 'viaggi', 'benessere', 'esperienze'],
    description: 'Celebra gli anni passati insieme con un weekend fuori porta, una cena speciale o una giornata di relax per due.',
  },
  {
    slug: 'nuova-casa',
    title: 'Nuova casa',
    heroTitle: 'Regali per la casa nuova',
    backgroundColor: '#606c38',
    categories: ['casa', 'tecnologia', 'cibo-e-vino'],
    description: 'Chi ha appena traslocato ha mille cose da comprare: una gift card per arredamento, piante o utensili è sempre benvenuta.',
  },
];

/**
 * Each moment shows the choice card first, then the most chosen available products of its
 * categories, taken in turn from each category (8 products in total, no duplicates).
 */
function productsFor(slug: string, momentCategories: string[]): string[] {
  const rng = createRng(`donami-moment:${slug}`);
  const ranked = mostChosen().filter((p) => !p.outOfStock && p.productType !== 'GIFTCARD_BLANK' && p.slug !== CHOICE_CARD_SLUG);
  const chosen: string[] = [CHOICE_CARD_SLUG];
  // The six most chosen of each category, in a per-moment shuffled order, so moments differ.
  const queues = momentCategories.map((c) => rng.shuffle(ranked.filter((p) => p.categories.includes(c)).slice(0, 6)));
  let round = 0;
  while (chosen.length < 8 && round < 50) {
    for (const queue of queues) {
      const candidate = queue.find((p) => !chosen.includes(p.slug));
      if (candidate && chosen.length < 8) chosen.push(candidate.slug);
    }
    round++;
  }
  return chosen;
}

export const givingMoments: SeedGivingMoment[] = momentDefs.map(({ categories, ...moment }) => ({
  ...moment,
  productSlugs: productsFor(moment.slug, categories),
}));
