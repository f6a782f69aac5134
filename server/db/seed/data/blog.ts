import type { SeedBlogPost } from './types.ts';

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'regali-last-minute-gift-card-digitali',
    title: "Regali dell'ultimo minuto: perché una gift card digitale ti salva la giornata",
    date: '2025-02-03',
    excerpt: "Ti sei ricordato del compleanno solo stamattina? Con una gift card digitale il regalo arriva per e-mail entro un'ora.",
    body: [
      "Capita a tutti: il compleanno di un amico, l'anniversario o la cena di stasera arrivano all'improvviso. Invece di correre nei negozi all'ultimo momento, puoi scegliere una gift card digitale e riceverla per e-mail entro un'ora.",
      'Il vantaggio più grande è la libertà: chi riceve il regalo sceglie quello che desidera davvero, senza il rischio di doppioni o di taglie sbagliate.',
      "Per rendere il regalo più personale aggiungi un messaggio di auguri: comparirà nell'e-mail insieme alla carta, pronto da stampare o da inoltrare.",
    ],
  },
  {
    slug: 'come-funziona-gift-card-tutto-in-uno',
    title: 'Come funziona la gift card Tutto-in-uno',
    date: '2025-03-18',
    excerpt: 'Una sola carta, più di 120 possibilità: ecco come si controlla il saldo e come si sceglie la gift card preferita.',
    body: [
      'La gift card Tutto-in-uno Donami è pensata per chi non vuole scegliere al posto degli altri. Chi la riceve la trasforma nelle gift card che preferisce, scegliendo tra ristoranti, negozi, esperienze e donazioni.',
      'Per usarla basta andare sulla pagina Controlla il credito, inserire il numero della carta di 19 cifre e il PIN di 6 cifre. Si vede subito il saldo disponibile e si possono aggiungere al carrello una o più carte.',
      'Il credito non va speso tutto insieme: ciò che resta rimane sulla carta per la volta successiva. E se il saldo non basta, la differenza si paga comodamente online.',
    ],
  },
  {
    slug: 'regali-aziendali-fine-anno',
    title: 'Regali aziendali di fine anno: cinque idee che piacciono davvero',
    date: '2025-10-07',
    excerpt: 'Dai cesti natalizi alle gift card a scelta: come ringraziare dipendenti e clienti senza sprechi e senza stress organizzativo.',
    body: [
      'Ogni anno le aziende si chiedono come ringraziare dipendenti e clienti in modo originale. Le gift card sono la soluzione più flessibile: niente magazzino, niente spedizioni complicate e nessun regalo sgradito.',
      'La Tutto-in-uno lascia a ciascuno la libertà di scegliere, mentre le gift card di ristoranti ed esperienze trasformano il regalo in un momento da vivere.',
      'Sempre più aziende scelgono anche le donazioni: al posto del classico panettone si sostiene un progetto benefico scelto insieme ai colleghi.',
      "Per gli ordini aziendali il preventivo arriva entro un'ora e il pagamento può avvenire su fattura.",
    ],
  },
  {
    slug: 'regalare-una-donazione',
    title: 'Regalare una donazione: un gesto che fa bene due volte',
    date: '2025-11-24',
    excerpt: "Le donazioni regalo permettono di sostenere associazioni per l'ambiente, gli animali e le persone in difficoltà.",
    body: [
      'Una donazione regalo è un modo diverso di festeggiare: invece di un oggetto, si regala il sostegno a un progetto in cui si crede.',
      "Su Donami trovi fondazioni e associazioni impegnate per la tutela del mare, dei boschi e degli animali, per la ricerca medica e per le persone più fragili. L'importo è libero, da 5 a 500 euro.",
      'Chi riceve il regalo ottiene un certificato digitale con il nome del progetto sostenuto. E anche chi possiede una gift card Tutto-in-uno può trasformare il proprio credito in una donazione.',
    ],
  },
];
