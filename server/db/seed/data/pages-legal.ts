import type { SeedPage } from './types.ts';

/** Terms, privacy and delivery pages of the Italian storefront. */
export const legalPages: SeedPage[] = [
  {
    slug: 'termini-e-condizioni',
    title: 'Termini e condizioni',
    metaTitle: 'Termini e condizioni | Donami',
    metaDescription: 'Condizioni generali di vendita delle gift card digitali e fisiche Donami: prezzi, IVA, consegna, spedizione e assistenza.',
    noindex: false,
    body: [
      "Le presenti condizioni generali regolano la vendita di gift card digitali e fisiche tramite il sito donami.it. Con l'invio di un ordine il cliente dichiara di averle lette e accettate. Le condizioni possono essere aggiornate in qualsiasi momento: a ogni acquisto si applica la versione pubblicata nel giorno dell'ordine.",
      "Il prezzo di una gift card corrisponde al valore caricato sulla carta. Le gift card sono esenti IVA, perché l'imposta viene applicata solo quando la carta viene utilizzata presso l'esercente. Sono invece soggetti a IVA il costo del servizio, le spese di spedizione e gli eventuali extra, come confezioni regalo e biglietti personalizzati. Nel riepilogo dell'ordine tutti gli importi sono indicati sia con sia senza IVA.",
      "Le gift card digitali vengono inviate all'indirizzo e-mail indicato entro 1 ora dalla conferma del pagamento. Se il messaggio non dovesse arrivare, ti consigliamo di controllare la cartella della posta indesiderata prima di contattare il servizio clienti.",
      'Gli ordini di carte fisiche effettuati nei giorni lavorativi entro le 17:00 vengono spediti il giorno stesso. Con la posta ordinaria il 98% delle spedizioni viene consegnato il giorno lavorativo successivo; se dopo 5 giorni lavorativi la busta non è ancora arrivata, ti chiediamo di contattarci per avviare una verifica. Gli ordini di valore superiore a 300 euro e quelli che contengono vino vengono spediti per impostazione predefinita con posta raccomandata, con firma alla consegna.',
      "Le gift card di alcuni marchi partner possono essere acquistate fino a un massimo di 500 euro per ordine. Validità e modalità di utilizzo di ogni carta sono indicate nella pagina del prodotto e dipendono dall'esercente che la emette. Le gift card non sono convertibili in denaro e non sono rimborsabili, salvo nei casi previsti dalla legge.",
      "Per qualsiasi domanda sul tuo ordine il servizio clienti risponde dal lunedì al venerdì, dalle 09:00 alle 17:30, all'indirizzo assistenza@donami.it. Ricordati di indicare sempre il numero d'ordine: ci permette di aiutarti più rapidamente.",
    ],
  },
  {
    slug: 'cookie-informativa-privacy',
    title: 'Informativa sulla privacy e sui cookie',
    metaTitle: 'Privacy e cookie | Donami',
    metaDescription: 'Come Donami tratta i dati personali di clienti e visitatori e come vengono usati i cookie sul sito.',
    noindex: false,
    body: [
      'Donami tratta i dati personali dei clienti esclusivamente per gestire gli ordini, consegnare le gift card e fornire assistenza. I dati vengono conservati solo per il tempo necessario a queste finalità e agli obblighi fiscali previsti dalla legge.',
      "Quando acquisti una gift card ci comunichi nome, indirizzo e-mail e, per le carte fisiche, l'indirizzo di spedizione. Se il regalo è destinato a un'altra persona, utilizziamo i dati del destinatario solo per recapitare la gift card.",
      'Il sito utilizza cookie tecnici, indispensabili per il funzionamento del carrello e del pagamento, e, solo con il tuo consenso, cookie analitici e di marketing che ci aiutano a migliorare il servizio. Puoi modificare le tue preferenze in qualsiasi momento dal link Cookie presente in fondo a ogni pagina.',
      'Non vendiamo i tuoi dati a terzi. Li condividiamo soltanto con i fornitori che ci aiutano a erogare il servizio, come corrieri e gestori dei pagamenti, vincolati da appositi accordi di riservatezza.',
      "Puoi chiedere in ogni momento l'accesso, la rettifica o la cancellazione dei tuoi dati scrivendo a privacy@donami.it. Se ritieni che il trattamento non sia conforme alla normativa, hai il diritto di presentare reclamo all'autorità di controllo.",
    ],
  },
  {
    slug: 'consegna',
    title: 'Consegna e spedizione',
    metaTitle: 'Consegna delle gift card | Donami',
    metaDescription: 'Tempi e modalità di consegna: gift card digitali entro 1 ora, carte fisiche spedite in giornata se ordini entro le 17:00.',
    noindex: false,
    body: [
      'Le gift card digitali arrivano per e-mail entro 1 ora dal pagamento, sette giorni su sette. Puoi inviarle direttamente al destinatario oppure riceverle tu e inoltrarle quando vuoi.',
      'Le carte fisiche ordinate entro le 17:00 di un giorno lavorativo partono il giorno stesso. Con la posta ordinaria il 98% delle buste viene consegnato il giorno lavorativo successivo.',
      'Per gli ordini superiori a 300 euro e per quelli che contengono vino utilizziamo per impostazione predefinita la posta raccomandata: la consegna avviene con firma e la spedizione è tracciabile.',
      "Se la tua spedizione non è arrivata dopo 5 giorni lavorativi, contattaci indicando il numero d'ordine: verificheremo lo stato dell'invio e, se necessario, spediremo di nuovo le carte.",
    ],
  },
];
