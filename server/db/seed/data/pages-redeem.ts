import type { SeedPage } from './types.ts';

/**
 * The terms and the privacy notice of the redeem flow (§2 "redeem terms", "redeem privacy") on the
 * Italian storefront: what applies to a holder who checks a balance and spends it. Their slugs are
 * their paths' (/controlla-il-credito/termini-e-condizioni/, /controlla-il-credito/privacy/).
 */
export const redeemLegalPages: SeedPage[] = [
  {
    slug: 'controlla-il-credito-termini-e-condizioni',
    title: 'Condizioni per usare il credito',
    metaTitle: 'Condizioni per usare il credito della gift card | Donami',
    metaDescription: 'Le condizioni che valgono quando controlli il credito della gift card Tutto-in-uno e lo spendi in gift card e donazioni.',
    noindex: false,
    body: [
      'Queste condizioni valgono quando controlli il credito di una gift card Tutto-in-uno Donami e lo spendi in altre gift card o in donazioni dalle pagine Controlla il credito. Per tutto ciò che qui non è detto si applicano i Termini e condizioni generali del negozio.',
      'Per vedere il credito servono il numero di 19 cifre e il PIN di 6 cifre della carta. Chi conosce numero e PIN può spendere il credito: custodiscili come faresti con del denaro. Dopo troppi tentativi sbagliati blocchiamo per un po’ i controlli, per proteggere le carte da chi prova a indovinare.',
      'Puoi spendere il credito in più volte. Dopo ogni ordine sulla carta restano zero euro oppure almeno 5 euro, così nessuna carta resta con pochi centesimi. Puoi unire il credito di più carte, fino a dieci, nello stesso ordine.',
      'Se scegli più di 150 euro di gift card dello stesso marchio, le riceverai su più carte, ciascuna al massimo di 150 euro. Se il credito non basta, la differenza si paga con carta, portafoglio digitale o bonifico online al momento dell’ordine; per l’ordine con il credito non ci sono costi di servizio.',
      'Le gift card digitali scelte arrivano per e-mail entro 1 ora, le carte fisiche partono il giorno stesso se ordini entro le 17:00 di un giorno lavorativo. Le donazioni vanno per intero all’associazione scelta.',
      'Il credito non si converte in denaro e non si rimborsa, salvo i casi previsti dalla legge. Un ordine pagato con il credito non si annulla dopo l’invio delle gift card; se qualcosa non va, il servizio clienti risponde dal lunedì al venerdì, dalle 09:00 alle 17:30, all’indirizzo assistenza@donami.it.',
    ],
  },
  {
    slug: 'controlla-il-credito-privacy',
    title: 'Privacy per chi usa il credito',
    metaTitle: 'Privacy del controllo del credito | Donami',
    metaDescription: 'Quali dati trattiamo quando controlli e spendi il credito di una gift card, perché e per quanto tempo.',
    noindex: false,
    body: [
      'Quando controlli il credito di una gift card trattiamo il numero della carta e il PIN che inserisci solo per riconoscere la carta: il PIN non viene conservato in chiaro e non lo vede nessuno del nostro personale.',
      'Per proteggere le carte dai tentativi di indovinare numero e PIN registriamo per un breve periodo i tentativi non riusciti, con l’indirizzo di rete da cui arrivano. Queste registrazioni servono solo alla sicurezza e vengono cancellate automaticamente.',
      'Se spendi il credito ci comunichi nome, e-mail e, per le carte fisiche, un indirizzo di spedizione: li usiamo per consegnare ciò che hai scelto e per risponderti se ci contatti. Conserviamo l’ordine per il tempo richiesto dagli obblighi fiscali.',
      'La pagina del credito usa solo cookie tecnici: uno mantiene le carte inserite e le tue scelte finché completi l’ordine o chiudi la sessione. I cookie di statistica e di marketing si usano solo se li hai accettati, come nel resto del sito.',
      'Puoi chiedere in ogni momento l’accesso, la rettifica o la cancellazione dei tuoi dati scrivendo a privacy@donami.it. Le regole generali sul trattamento dei dati sono nell’Informativa sulla privacy e sui cookie del negozio.',
    ],
  },
];
