import type { SeedCategory, SeedType } from './types.ts';

export const categories: SeedCategory[] = [
  {
    slug: 'ristoranti', title: 'Ristoranti', icon: 'restaurant', position: 1,
    description: 'Trattorie, pizzerie, bistrot e ristoranti stellati: regala una cena da ricordare, da gustare quando si vuole.',
  },
  {
    slug: 'moda', title: 'Moda', icon: 'fashion', position: 2,
    description: 'Abbigliamento, scarpe, borse e accessori: una gift card per rinnovare il guardaroba senza sbagliare taglia.',
  },
  {
    slug: 'esperienze', title: 'Esperienze', icon: 'experience', position: 3,
    description: 'Voli in mongolfiera, corsi di cucina, escape room e avventure all\'aria aperta: regala un ricordo, non un oggetto.',
  },
  {
    slug: 'viaggi', title: 'Viaggi', icon: 'travel', position: 4,
    description: 'Weekend fuori porta, hotel di charme, cammini e crociere in barca a vela per chi ha sempre la valigia pronta.',
  },
  {
    slug: 'benessere', title: 'Benessere e spa', icon: 'wellness', position: 5,
    description: 'Terme, spa, massaggi e yoga: il regalo perfetto per chi ha bisogno di staccare la spina.',
  },
  {
    slug: 'bellezza', title: 'Bellezza', icon: 'beauty', position: 6,
    description: 'Profumi, trucco, cosmetici naturali, barberie e saloni: coccole di bellezza per lei e per lui.',
  },
  {
    slug: 'tecnologia', title: 'Tecnologia', icon: 'tech', position: 7,
    description: 'Smartphone, computer, fotografia, gaming e gadget: la gift card giusta per chi ama le novità tecnologiche.',
  },
  {
    slug: 'libri', title: 'Libri', icon: 'book', position: 8,
    description: 'Librerie indipendenti, fumetti, ebook e audiolibri: per chi non va mai a dormire senza aver letto qualche pagina.',
  },
  {
    slug: 'sport', title: 'Sport', icon: 'sport', position: 9,
    description: 'Abbigliamento tecnico, biciclette, palestre, piscine e lezioni: per chi non sta mai fermo.',
  },
  {
    slug: 'casa', title: 'Casa e giardino', icon: 'home', position: 10,
    description: 'Arredamento, tessili, piante, fiori e utensili: idee regalo per rendere ogni casa più accogliente.',
  },
  {
    slug: 'cibo-e-vino', title: 'Cibo e vino', icon: 'food', position: 11,
    description: 'Enoteche, cantine, pasticcerie e botteghe gastronomiche: il meglio dei sapori italiani da regalare.',
  },
  {
    slug: 'bambini', title: 'Bambini', icon: 'kids', position: 12,
    description: 'Giocattoli, libri illustrati, abbigliamento e giornate di divertimento per i più piccoli.',
  },
  {
    slug: 'intrattenimento', title: 'Intrattenimento', icon: 'entertainment', position: 13,
    description: 'Cinema, teatro, bowling, giochi da tavolo e streaming: tante ore di svago da regalare.',
  },
  {
    slug: 'musica', title: 'Musica', icon: 'music', position: 14,
    description: 'Strumenti, vinili, lezioni e biglietti per concerti: per chi vive con la colonna sonora sempre accesa.',
  },
  {
    slug: 'animali', title: 'Animali', icon: 'pets', position: 15,
    description: 'Cibo, accessori, toelettatura e cure per cani, gatti e tutti gli altri amici di casa.',
  },
  {
    slug: 'donazioni', title: 'Donazioni', icon: 'donation', position: 16,
    description: 'Un regalo che fa del bene: sostieni associazioni e fondazioni impegnate per persone, animali e ambiente.',
  },
];

export const types: SeedType[] = [
  { slug: 'digitale', title: 'Gift card digitali' },
  { slug: 'fisica', title: 'Gift card fisiche' },
  { slug: 'esperienza', title: 'Buoni esperienza' },
  { slug: 'online', title: 'Da spendere online' },
  { slug: 'negozio', title: 'Da spendere in negozio' },
  { slug: 'donazione', title: 'Donazioni' },
  { slug: 'aziende', title: 'Regali aziendali' },
  { slug: 'a-scelta', title: 'Gift card a scelta' },
  { slug: 'in-bianco', title: 'Carte in bianco da attivare' },
  { slug: 'ultimo-minuto', title: 'Regali dell\'ultimo minuto' },
];
