import { prepA } from './util.ts';

/**
 * Sentence fragments from which product descriptions are composed: a brand-specific opening
 * (brand name + hook), an optional origin or locations sentence, a category sentence and a
 * closing sentence that matches how the card is delivered.
 */

export type Opening = (brand: string, hook: string) => string;

export type CategoryTexts = { openings: Opening[]; middles: string[] };

/** Openings usable by every shop category (not restaurants or donations). */
export const genericOpenings: Opening[] = [
  (b, h) => `Con la gift card ${b} regali ${h}.`,
  (b, h) => `La proposta di ${b} comprende ${h}.`,
  (b, h) => `${b} è il posto giusto per chi cerca ${h}.`,
];

export const categoryTexts: Record<string, CategoryTexts> = {
  moda: {
    openings: [(b, h) => `Da ${b} il guardaroba si rinnova con ${h}.`, (b, h) => `Stile e qualità si incontrano da ${b}: ${h}.`],
    middles: [
      'Chi la riceve può scegliere taglia, colore e modello senza il rischio di sbagliare regalo.',
      "Le collezioni si rinnovano a ogni stagione, quindi c'è sempre qualcosa di nuovo da scoprire.",
      'Materiali di qualità e cura dei dettagli sono il tratto distintivo del marchio.',
      'È perfetta per un compleanno, una laurea o semplicemente per rinnovare il guardaroba.',
      'Un regalo elegante per chi ama vestirsi bene senza rinunciare al comfort.',
    ],
  },
  ristoranti: {
    openings: [
      (b, h) => `Con la gift card ${b} regali una serata dedicata al gusto: ${h}.`,
      (b, h) => `${b} porta in tavola ${h}.`,
      (b, h) => `Il menu di ${b} celebra ${h}.`,
      (b, h) => `Da ${b} i protagonisti sono i sapori autentici: ${h}.`,
    ],
    middles: [
      "L'ambiente è accogliente e il servizio attento, ideale sia per una cena romantica sia per una tavolata tra amici.",
      'Gli ingredienti arrivano ogni mattina da piccoli produttori della zona.',
      'Il buono vale a pranzo e a cena e il credito può essere usato anche in più visite.',
      'Nel fine settimana conviene prenotare con qualche giorno di anticipo.',
      'Un regalo da gustare in compagnia, che lascia un ricordo più duraturo di qualsiasi oggetto.',
      'Chi ha esigenze alimentari particolari trova sempre alternative senza glutine e vegetariane.',
    ],
  },
  viaggi: {
    openings: [(b, h) => `Chi sogna di partire troverà da ${b} ${h}.`, (b, h) => `Con ${b} il prossimo viaggio è già pronto: ${h}.`],
    middles: [
      'Le date si scelgono con calma, in base alle disponibilità del momento.',
      'Un regalo perfetto per una luna di miele, un anniversario o una pausa meritata.',
      "Lo staff aiuta a costruire l'itinerario ideale, anche per chi viaggia con bambini o animali.",
      "Il credito può coprire l'intero soggiorno oppure solo una parte: la differenza si salda al momento della prenotazione.",
      'Chi la riceve decide quando partire e con chi condividere il viaggio.',
    ],
  },
  tecnologia: {
    openings: [(b, h) => `Nel catalogo di ${b} trovi ${h}.`, (b, h) => `Per chi non resiste alle novità, ${b} propone ${h}.`],
    middles: [
      "Il credito può coprire anche solo una parte dell'acquisto: la differenza si paga con qualsiasi metodo.",
      'Un regalo sicuro per chi segue ogni novità e preferisce scegliere da sé il prossimo acquisto.',
      'Consegne rapide e assistenza post-vendita sono incluse nel servizio.',
      'Perfetta per studenti, creativi e professionisti.',
      'Le promozioni cambiano ogni settimana, così il credito vale ancora di più.',
    ],
  },
  sport: {
    openings: [(b, h) => `${b} accompagna gli sportivi di ogni livello con ${h}.`, (b, h) => `Per chi ama muoversi, ${b} propone ${h}.`],
    middles: [
      'Principianti e atleti esperti trovano sempre la soluzione adatta al proprio livello.',
      'Un regalo che invita a muoversi e a prendersi cura di sé.',
      'Lo staff è formato da istruttori e appassionati pronti a dare i consigli giusti.',
      'Il credito non deve essere speso tutto insieme: si può usare in più occasioni.',
      'Ideale per chi ha appena deciso di iniziare un nuovo sport.',
    ],
  },
  bellezza: {
    openings: [(b, h) => `${b} si prende cura di te con ${h}.`, (b, h) => `Per un momento tutto dedicato a sé, ${b} offre ${h}.`],
    middles: [
      'Un regalo che fa sentire speciali, da concedersi senza fretta.',
      'Prodotti e trattamenti sono pensati anche per le pelli più delicate.',
      'Chi la riceve può scegliere tra trattamenti e prodotti in base ai propri gusti.',
      'Perfetta per la festa della mamma, un compleanno o un anniversario.',
      'Il personale è sempre disponibile per una consulenza personalizzata.',
    ],
  },
  libri: {
    openings: [(b, h) => `Per chi ama leggere, ${b} propone ${h}.`, (b, h) => `Nel catalogo di ${b} trovi ${h}.`],
    middles: [
      'Il regalo ideale per chi divora un libro a settimana e ha sempre una lista di titoli da recuperare.',
      'Il catalogo si aggiorna ogni settimana con novità e ristampe.',
      'Lasciare scegliere il titolo a chi riceve il regalo è il modo migliore per non sbagliare.',
      'Perfetta per studenti, lettori forti e collezionisti.',
      'Il credito può essere speso anche in più acquisti, con tutta la calma necessaria.',
    ],
  },
  esperienze: {
    openings: [(b, h) => `Con ${b} regali un ricordo che dura nel tempo: ${h}.`, (b, h) => `${b} organizza ${h}.`],
    middles: [
      'Le date si prenotano liberamente, in base al calendario disponibile.',
      'Un regalo che si vive insieme e che si racconta per anni.',
      'Ogni attività è seguita da professionisti qualificati ed è adatta anche ai principianti.',
      'È la scelta giusta per chi ha già tutto e cerca qualcosa di diverso.',
      'Si può regalare a una persona sola, a una coppia o a un piccolo gruppo di amici.',
    ],
  },
  casa: {
    openings: [(b, h) => `Per rendere la casa ancora più accogliente, ${b} propone ${h}.`, (b, h) => `Nel catalogo di ${b} trovi ${h}.`],
    middles: [
      'Chi la riceve sceglie lo stile che preferisce, dal classico al moderno.',
      'Un regalo perfetto per chi ha appena traslocato o sta rinnovando casa.',
      "Materiali durevoli e attenzione all'ambiente guidano la scelta di ogni prodotto.",
      'Ideale anche come regalo di nozze, da fare da soli o in gruppo.',
      'Il credito si può usare in più volte, per completare la casa un pezzo alla volta.',
    ],
  },
  bambini: {
    openings: [(b, h) => `${b} fa felici i più piccoli con ${h}.`, (b, h) => `Per bambini curiosi e genitori attenti, ${b} propone ${h}.`],
    middles: [
      'Ogni proposta è pensata per far crescere i bambini giocando.',
      "I genitori possono scegliere in base all'età e agli interessi del bambino.",
      "Un regalo perfetto per compleanni, battesimi e per la fine dell'anno scolastico.",
      'Sicurezza e qualità dei materiali vengono prima di tutto.',
      'Tanti nonni e zii la scelgono per essere sicuri di fare centro.',
    ],
  },
  intrattenimento: {
    openings: [(b, h) => `Con ${b} il divertimento è assicurato: ${h}.`, (b, h) => `Per una giornata o una serata diversa dal solito, ${b} propone ${h}.`],
    middles: [
      'Un regalo da condividere con gli amici, con il partner o con tutta la famiglia.',
      'Il programma si rinnova di continuo, quindi ci sono sempre novità da scoprire.',
      'Perfetta per chi ama le serate fuori casa e i momenti di svago.',
      'Il credito può essere usato in più occasioni, fino a esaurimento.',
      'Il codice si utilizza in pochi passaggi, senza complicazioni.',
    ],
  },
  benessere: {
    openings: [(b, h) => `Per staccare la spina, ${b} propone ${h}.`, (b, h) => `Il benessere di corpo e mente passa da ${b}: ${h}.`],
    middles: [
      'Un regalo che invita a rallentare e a prendersi del tempo per sé.',
      'Tutto è pensato per ritrovare energia e serenità.',
      "Perfetta per una coppia, per un'amica stressata o per un genitore che merita una pausa.",
      'Il credito si può usare in più volte, anche per trattamenti e prodotti diversi.',
      'Un pensiero gentile per chi sta attraversando un periodo impegnativo.',
    ],
  },
  'cibo-e-vino': {
    openings: [(b, h) => `${b} porta sulla tua tavola ${h}.`, (b, h) => `Per i buongustai, ${b} seleziona ${h}.`],
    middles: [
      'Ogni prodotto arriva da piccoli produttori scelti uno per uno.',
      'Un regalo goloso, perfetto per le feste o per un ringraziamento speciale.',
      'Le confezioni regalo sono curate nei minimi dettagli.',
      'Chi la riceve può scegliere tra specialità di stagione e grandi classici.',
      'Ideale per i buongustai che amano scoprire sapori nuovi.',
    ],
  },
  musica: {
    openings: [(b, h) => `Per chi vive di musica, ${b} propone ${h}.`, (b, h) => `${b} è un punto di riferimento per ${h}.`],
    middles: [
      'Un regalo per musicisti di ogni livello, dai principianti ai professionisti.',
      'Chi la riceve sceglie in libertà, secondo i propri gusti musicali.',
      'Perfetta per un compleanno, un diploma al conservatorio o per iniziare a suonare.',
      'Dietro ogni proposta ci sono musicisti che conoscono bene il mestiere.',
      "Il credito si usa in più volte, fino a esaurimento dell'importo.",
    ],
  },
  animali: {
    openings: [(b, h) => `${b} pensa al benessere degli animali con ${h}.`, (b, h) => `Per gli amici a quattro zampe e non solo, ${b} offre ${h}.`],
    middles: [
      'Un regalo pensato per chi considera il proprio animale un membro della famiglia.',
      "Prodotti e servizi sono selezionati con l'aiuto di veterinari ed educatori.",
      'Perfetta per chi ha appena accolto un nuovo amico in casa.',
      'Il credito si può usare in più volte, per servizi e prodotti diversi.',
      'Benessere e sicurezza degli animali vengono sempre al primo posto.',
    ],
  },
  donazioni: {
    openings: [
      (b, h) => `Con una donazione ${prepA(b)} sostieni ${h}.`,
      (b, h) => `${b} si impegna ogni giorno per ${h}.`,
      (b, h) => `Regalare una donazione ${prepA(b)} significa sostenere ${h}.`,
      (b, h) => `Il contributo destinato ${prepA(b)} finanzia ${h}.`,
    ],
    middles: [
      'Ogni euro viene rendicontato e i donatori ricevono aggiornamenti periodici sui progetti.',
      'Un regalo che fa bene due volte: a chi lo riceve e a chi ne ha più bisogno.',
      'I volontari operano in tutta Italia con progetti trasparenti e verificabili.',
      "È un'idea perfetta anche per le aziende che vogliono sostituire i regali di fine anno con un gesto solidale.",
      "Chi riceve il regalo può seguire i risultati del progetto sul sito dell'organizzazione.",
    ],
  },
};

export const originSentences: ((city: string) => string)[] = [
  (c) => `Il marchio è nato ${prepA(c)} e da lì ha conquistato clienti in tutta Italia.`,
  (c) => `Da ${c} al resto d'Italia, la filosofia è rimasta la stessa: qualità senza compromessi.`,
  (c) => `L'azienda ha sede ${prepA(c)} e lavora soprattutto con fornitori italiani.`,
  (c) => `Tutto è cominciato ${prepA(c)}, dove il marchio è ancora oggi di casa.`,
];

const numberWords: Record<number, string> = { 2: 'due', 3: 'tre', 4: 'quattro', 5: 'cinque', 6: 'sei' };

export const locationSentences: ((count: number, cityList: string, restaurant: boolean) => string)[] = [
  (_n, list) => `La gift card è valida in tutte le sedi, ${prepA(list)}.`,
  (n, list, r) => `Puoi usarla in ognuno dei ${numberWords[n] ?? String(n)} ${r ? 'locali' : 'punti vendita'} tra ${list}.`,
  (_n, list) => `Le sedi si trovano ${prepA(list)}: indirizzi e orari sono nella pagina delle posizioni.`,
];

export const closings: Record<'digital' | 'physical' | 'both' | 'donation' | 'wine', string[]> = {
  digital: [
    "La versione digitale arriva via e-mail entro un'ora dall'ordine.",
    "Il codice arriva per e-mail in meno di un'ora: perfetto anche come regalo dell'ultimo minuto.",
    'Si riceve in formato digitale, da stampare o da inoltrare direttamente a chi la riceve.',
  ],
  both: [
    'Puoi sceglierla in versione digitale oppure come carta fisica da impacchettare.',
    "È disponibile sia digitale, con consegna via e-mail entro un'ora, sia fisica, spedita in giornata se ordini entro le 17:00.",
    'Scegli tu il formato: e-mail immediata o carta regalo con busta elegante.',
  ],
  physical: [
    'È una carta fisica, spedita il giorno stesso per gli ordini effettuati entro le 17:00 nei giorni lavorativi.',
    "La carta arriva a casa in un'elegante busta regalo, pronta da consegnare.",
    'Viene spedita come carta fisica, con la possibilità di aggiungere confezione regalo e biglietto personalizzato.',
  ],
  donation: [
    'La conferma della donazione arriva via e-mail subito dopo il pagamento.',
    'Il certificato digitale della donazione arriva via e-mail, pronto da inoltrare a chi vuoi.',
    "L'importo è libero, da 5 a 500 euro, e il certificato arriva per e-mail entro un'ora.",
  ],
  wine: [
    'La versione fisica è abbinata a una bottiglia in confezione regalo e viaggia sempre con posta raccomandata.',
    'Chi sceglie la carta fisica riceve anche una bottiglia selezionata, spedita per raccomandata.',
  ],
};

/** Cities a brand can "come from" in the origin sentence. */
export const originCities: string[] = [
  'Milano',
  'Torino',
  'Bologna',
  'Firenze',
  'Roma',
  'Napoli',
  'Bari',
  'Verona',
  'Padova',
  'Genova',
  'Parma',
  'Lecce',
  'Perugia',
  'Trento',
  'Ancona',
  'Udine',
  'Bergamo',
  'Modena',
];
