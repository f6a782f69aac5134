import type { FaqBlockData, StepsBlockData, VideoBlockData } from '../../../../common/content-blocks.ts';
import type { SeedPage } from './types.ts';

/** A page built from a queue of blocks: the page (title, intro, metadata) and its blocks, in order. */
export type SeedBlockPage = {
  page: SeedPage;
  queueId: string;
  blocks: ({ kind: 'steps'; data: StepsBlockData } | { kind: 'video'; data: VideoBlockData } | { kind: 'faq'; data: FaqBlockData })[];
};

/** The queue of the blank gift cards page's blocks, on every storefront. */
export const BLANK_CARDS_QUEUE = 'blank-cards';

/**
 * The blank gift cards page (§2 page types) of the Italian storefront, at /carte-in-bianco/: what
 * the blank cards of §1 are, how activation works (within 24 hours), and the way to /attivare/.
 */
export const blankCardsPage: SeedBlockPage = {
  page: {
    slug: 'carte-in-bianco',
    title: 'Gift card in bianco da attivare',
    metaTitle: 'Gift card in bianco da attivare | Donami',
    metaDescription:
      'Carte regalo fisiche che si attivano quando le regali: scegli il valore, tienile pronte e attivale online con il numero di 19 cifre, entro 24 ore.',
    noindex: false,
    body: [
      'Una gift card in bianco è una carta regalo fisica che arriva non attiva: finché non la attivi non ha credito spendibile, quindi puoi tenerne una scorta in ufficio o in negozio senza rischi, anche se una carta va persa.',
      'Scegli il valore di ogni carta al momento dell’acquisto, da 10 a 250 euro, e ricevi le carte per posta come tutte le carte fisiche. Quando la regali, la attivi online con il numero di 19 cifre stampato sul retro: entro 24 ore il credito è disponibile.',
      'Sono pensate per le aziende che premiano clienti e collaboratori nel corso dell’anno, per i negozi che vogliono offrire carte regalo al banco e per chi ama avere un regalo sempre pronto.',
    ],
  },
  queueId: BLANK_CARDS_QUEUE,
  blocks: [
    {
      kind: 'steps',
      data: {
        title: 'Come funziona l’attivazione',
        steps: [
          {
            title: 'Acquista le carte',
            text: 'Scegli una carta in bianco e il suo valore. Le spediamo il giorno stesso se ordini entro le 17:00 di un giorno lavorativo.',
          },
          { title: 'Regala la carta', text: 'Tienila da parte finché serve: una carta non attiva non ha credito spendibile, anche se va persa.' },
          {
            title: 'Attivala online',
            text: 'Nella pagina Attiva inserisci il numero di 19 cifre del retro e un indirizzo e-mail. Non serve il PIN.',
          },
          {
            title: 'Credito pronto entro 24 ore',
            text: 'Ti scriviamo quando la carta è attiva: da quel momento vale 24 mesi e si spende con il numero e il PIN sotto la banda argentata.',
          },
        ],
      },
    },
    {
      kind: 'video',
      data: {
        provider: 'YOUTUBE',
        videoId: 'Dn4mAtt1va0',
        title: 'Come si attiva una gift card in bianco',
        description: 'In un minuto: dove trovare il numero della carta, come attivarla e quando il credito è pronto.',
        duration: '1:12',
      },
    },
    {
      kind: 'faq',
      data: {
        title: 'Domande frequenti',
        items: [
          {
            question: 'Quanto tempo serve per l’attivazione?',
            answer:
              'Al massimo 24 ore dalla richiesta. Ti inviamo un’e-mail quando la carta è attiva e puoi seguire lo stato con il codice voucher che ricevi subito.',
          },
          {
            question: 'Posso cambiare il valore della carta all’attivazione?',
            answer:
              'No: il valore è quello scelto all’acquisto ed è legato al numero della carta. Per un valore diverso acquista una carta con l’importo che ti serve.',
          },
          {
            question: 'Cosa succede se perdo una carta non attiva?',
            answer:
              'Una carta non attiva non ha credito spendibile. Scrivici con il numero d’ordine e il numero della carta: la blocchiamo, così nessuno potrà più attivarla.',
          },
        ],
      },
    },
  ],
};
