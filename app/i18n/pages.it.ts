// Texts of the pages of issue 16 (it): the redeem terms and privacy links, the promo pop-up and the
// promotion page, the blank gift cards page, the video blocks, the second home and the restaurant page.
export const pagesIt = {
  'footer.redeemTerms': 'Condizioni del credito',
  'footer.redeemPrivacy': 'Privacy del credito',

  'redeemLegal.generalTerms': 'Termini e condizioni generali',
  'redeemLegal.generalPrivacy': 'Informativa generale su privacy e cookie',

  'promo.close': 'Chiudi la promozione',
  'promo.details': 'Leggi le condizioni',
  'promotion.conditions': 'Condizioni',

  'blank.cardArt': 'Da attivare',
  'blank.cardsTitle': 'Le carte in bianco',
  'blank.activateTitle': 'Hai già una carta in bianco?',
  'blank.activateText': 'Attivala ora con il numero di 19 cifre che trovi sul retro: il credito è pronto entro 24 ore.',
  'blank.activateCta': 'Vai all’attivazione',
  'blank.businessText': 'Ti servono molte carte per la tua azienda? Ti mandiamo un preventivo entro un’ora.',
  'blank.businessCta': 'Regali aziendali',

  'video.play': 'Guarda il video: {title}',
  'video.loadsFrom': 'Il video si carica da {host} solo quando lo avvii.',
  'video.duration': 'Durata {duration}',
  'video.frameTitle': '{title} (video su {provider})',

  'home.v2.eyebrow': 'Gift card per ogni occasione',
  'home.v2.searchCategories': 'Trova la gift card per categoria',
  'home.v2.moreMoments': 'Tutte le occasioni',

  'restaurant.eyebrow': 'Ristorante',
  'restaurant.bookTitle': 'Prenota un tavolo',
  'restaurant.bookText': 'Chiama il ristorante per prenotare e di’ che pagherai con la gift card {brand}.',
  'restaurant.payTitle': 'Pagare con la gift card',
  'restaurant.pay1': 'Mostra la gift card, stampata o sul telefono, quando chiedi il conto.',
  'restaurant.pay2': 'Il ristorante scala il conto dal credito della carta; se il conto è più alto paghi la differenza.',
  'restaurant.pay3': 'Validità e condizioni della carta sono nella sua pagina:',
  'restaurant.giveTitle': 'Regala una cena qui',
  'restaurant.giveText': 'Con la gift card {brand} chi la riceve sceglie quando venire, qui o in un altro dei suoi ristoranti.',
  'restaurant.others': 'Altri ristoranti {brand}',
} satisfies Record<string, string>;
