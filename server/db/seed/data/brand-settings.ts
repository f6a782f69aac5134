import type { FooterDisclaimerData, PromotionBlockData, VideoBlockData } from '../../../../common/content-blocks.ts';

/**
 * Per-storefront brand settings of §3 that are content: the promotion block (the promo pop-up and
 * the promotion page) and the footer's disclaimer, as store documents; and the home's video block.
 * The promotion is one the shop really runs, the monthly balance doubler (decision 013), not an
 * invented discount.
 */
export type BrandSettings = { promotionBlock: PromotionBlockData; footerDisclaimer: FooterDisclaimerData };

export const italianBrandSettings: BrandSettings = {
  promotionBlock: {
    id: 'doppiatore-del-saldo',
    eyebrow: 'Ogni mese, gratis',
    title: 'Raddoppia il saldo della tua Tutto-in-uno',
    text: 'Iscrivi la tua gift card Tutto-in-uno al doppiatore: il primo lunedì di ogni mese estraiamo una carta tra quelle iscritte e ne raddoppiamo il saldo.',
    badge: '×2',
    cta: { title: 'Iscrivi la tua carta', path: '/doppiatore/' },
    conditions: [
      'Partecipano le gift card Tutto-in-uno attive di questo negozio: una iscrizione per carta, ogni mese. Iscriversi è gratis e non tocca il saldo.',
      'L’estrazione si tiene il primo lunedì del mese successivo alle 08:00 (ora di Roma), con un metodo che chiunque può verificare.',
      'Il saldo della carta estratta raddoppia fino a un massimo di 250 euro per estrazione; scriviamo all’indirizzo e-mail indicato all’iscrizione.',
    ],
  },
  footerDisclaimer: {
    title: 'Avvertenze',
    paragraphs: [
      'Donami vende gift card di marchi terzi come rivenditore: i nomi, i loghi e i marchi appartengono ai rispettivi titolari, che stabiliscono validità e condizioni d’uso di ogni carta. Le immagini delle carte sono illustrative.',
      'Le gift card sono esenti IVA: l’imposta si applica quando la carta viene usata presso l’esercente. Costo del servizio, spedizione ed extra sono indicati con e senza IVA prima del pagamento.',
      'Le donazioni vengono versate per intero alle associazioni indicate; Donami non trattiene commissioni sull’importo donato.',
    ],
  },
};

export const dutchBrandSettings: BrandSettings = {
  promotionBlock: {
    id: 'saldoverdubbelaar',
    eyebrow: 'Elke maand, gratis',
    title: 'Verdubbel het saldo van je Alles-in-één',
    text: 'Schrijf je Alles-in-één cadeaubon in voor de verdubbelaar: elke eerste maandag van de maand trekken we een van de ingeschreven kaarten en verdubbelen we het saldo.',
    badge: '×2',
    cta: { title: 'Schrijf je kaart in', path: '/verdubbelaar/' },
    conditions: [
      'Actieve Alles-in-één cadeaubonnen van deze winkel doen mee: één inschrijving per kaart, elke maand. Inschrijven is gratis en raakt je saldo niet.',
      'De trekking is op de eerste maandag van de volgende maand om 08:00 (Italiaanse tijd), met een methode die iedereen kan controleren.',
      'Het saldo van de getrokken kaart verdubbelt tot maximaal 250 euro per trekking; we mailen naar het e-mailadres van de inschrijving.',
    ],
  },
  footerDisclaimer: {
    title: 'Disclaimer',
    paragraphs: [
      'Donami verkoopt cadeaubonnen van andere merken als wederverkoper: namen, logo’s en merken zijn van hun eigenaars, die de geldigheid en voorwaarden van elke kaart bepalen. De afbeeldingen van de kaarten zijn illustraties.',
      'Cadeaubonnen zijn vrijgesteld van btw: de btw wordt berekend als de kaart bij het bedrijf wordt gebruikt. Servicekosten, verzendkosten en extra’s zie je vóór het betalen met en zonder btw.',
      'Donaties gaan volledig naar de genoemde goede doelen; Donami houdt niets in op het gedoneerde bedrag.',
    ],
  },
};

/** The Dutch storefront's settings in English, for its /en/ pages. */
export const englishBrandSettings: BrandSettings = {
  promotionBlock: {
    ...dutchBrandSettings.promotionBlock,
    eyebrow: 'Every month, free',
    title: 'Double the balance of your all-in-one card',
    text: 'Enter your all-in-one gift card in the balance doubler: on the first Monday of every month we draw one of the entered cards and double its balance.',
    cta: { title: 'Enter your card', path: '/en/verdubbelaar/' },
    conditions: [
      'Active all-in-one gift cards of this shop take part: one entry per card, every month. Entering is free and does not touch your balance.',
      'The draw is held on the first Monday of the next month at 08:00 (Italian time), by a method anyone can check.',
      'The balance of the card drawn is doubled up to 250 euros per draw; we e-mail the address given when entering.',
    ],
  },
  footerDisclaimer: {
    title: 'Disclaimer',
    paragraphs: [
      'Donami sells other brands’ gift cards as a reseller: names, logos and trademarks belong to their owners, who set the validity and terms of each card. The card pictures are illustrations.',
      'Gift cards are exempt from VAT: VAT is charged when the card is used at the business. Service fees, shipping and extras are shown with and without VAT before you pay.',
      'Donations go in full to the charities named; Donami keeps nothing of the amount donated.',
    ],
  },
};

/** The home queue's video: how the all-in-one card works (fictional ids of the shop's own channels, as its social links). */
export const italianHomeVideo: VideoBlockData = {
  provider: 'YOUTUBE',
  videoId: 'DnTutto1in1',
  title: 'Come funziona la gift card Tutto-in-uno',
  description: 'Chi la riceve controlla il credito e lo spende in oltre 120 gift card e donazioni, anche in più volte.',
  duration: '1:35',
};

export const dutchHomeVideo: VideoBlockData = {
  provider: 'VIMEO',
  videoId: '914203544',
  title: 'Zo werkt de Alles-in-één cadeaubon',
  description: 'De ontvanger checkt het saldo en besteedt het aan meer dan 120 cadeaubonnen en donaties, ook in delen.',
  duration: '1:31',
};

/** The Dutch home's video, as the storefront's English pages describe it. */
export const englishHomeVideo: VideoBlockData = {
  ...dutchHomeVideo,
  title: 'How the All-in-one gift card works',
  description: 'The recipient checks the balance and spends it on over 120 gift cards and donations, in one go or several.',
};
