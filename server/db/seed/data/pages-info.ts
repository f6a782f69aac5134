import type { SeedPage } from './types.ts';

/** Contact and generic landing pages of the Italian storefront. */
export const infoPages: SeedPage[] = [
  {
    slug: 'contattaci',
    title: 'Contattaci',
    metaTitle: 'Contatti e assistenza clienti | Donami',
    metaDescription: 'Hai una domanda su un ordine o su una gift card? Il servizio clienti Donami risponde dal lunedì al venerdì.',
    noindex: false,
    body: [
      "Hai una domanda su un ordine, sul saldo di una gift card o sull'attivazione di una carta in bianco? Il nostro servizio clienti è a tua disposizione dal lunedì al venerdì, dalle 09:00 alle 17:30.",
      "Puoi scriverci all'indirizzo assistenza@donami.it oppure chiamarci al numero +39 02 8734 1190. Per rispondere più in fretta ci serve sempre il numero d'ordine o, per le gift card, le ultime quattro cifre del numero della carta.",
      'Molte risposte si trovano già nelle nostre pagine: su Controlla il credito puoi verificare il saldo e riscattare la gift card Tutto-in-uno, mentre nella pagina Consegna trovi tempi e modalità di spedizione.',
      'Se la spedizione di carte fisiche non è arrivata, aspetta 5 giorni lavorativi prima di contattarci: nella maggior parte dei casi la busta arriva nel frattempo.',
    ],
  },
  {
    slug: 'chi-siamo',
    title: 'Chi siamo',
    metaTitle: 'Chi siamo | Donami, il negozio italiano di gift card',
    metaDescription: 'Donami è il negozio online di gift card per privati e aziende: oltre 200 carte regalo di ristoranti, negozi, esperienze e donazioni.',
    noindex: false,
    body: [
      "Donami nasce da un'idea semplice: regalare dovrebbe essere un piacere, non una corsa contro il tempo. Per questo raccogliamo in un unico negozio oltre 200 gift card di ristoranti, negozi, esperienze e associazioni benefiche.",
      'Lavoriamo con grandi marchi e con tante piccole realtà italiane, dalle trattorie di quartiere alle botteghe artigiane, perché crediamo che un buon regalo possa anche sostenere chi fa bene il proprio lavoro.',
      'Con la gift card Tutto-in-uno chi riceve il regalo può scegliere tra più di 120 carte e donazioni, anche in più volte. È il modo più semplice per non sbagliare mai.',
      "Il nostro team lavora ogni giorno tra Milano e Bologna per spedire le carte fisiche in giornata e far arrivare quelle digitali entro un'ora.",
    ],
  },
  {
    slug: 'regali-aziendali',
    title: 'Regali aziendali',
    metaTitle: 'Gift card per aziende e regali ai dipendenti | Donami',
    metaDescription: "Gift card aziendali per dipendenti, clienti e partner: preventivo entro un'ora, pagamento su fattura e carte personalizzate.",
    noindex: false,
    body: [
      'Premi di produzione, regali di Natale, benvenuto ai nuovi colleghi: con le gift card Donami trovi sempre il regalo aziendale giusto, senza magazzino e senza pensieri.',
      'Scegli tra le gift card dei singoli marchi oppure regala la Tutto-in-uno, che lascia a ogni dipendente la libertà di scegliere tra più di 120 opzioni, comprese le donazioni a enti benefici.',
      "Richiedi un preventivo: ti rispondiamo entro un'ora nei giorni lavorativi. Le aziende possono pagare su fattura o con bonifico bancario e ricevere le carte digitali in un unico file o le carte fisiche in un solo pacco.",
      "Per le iniziative ricorrenti sono disponibili anche le carte in bianco, da tenere in ufficio e attivare solo quando servono: l'attivazione avviene entro 24 ore.",
      "Ricorda che le gift card sono esenti IVA: l'imposta si applica solo al costo del servizio e alla spedizione, indicati separatamente in fattura.",
    ],
  },
];
