import type { pagesIt } from './pages.it.ts';
// Dutch texts of the pages of issue 16; every key of pages.it.ts.
export const pagesNl: Record<keyof typeof pagesIt, string> = {
  'footer.redeemTerms': 'Voorwaarden tegoed',
  'footer.redeemPrivacy': 'Privacy tegoed',

  'redeemLegal.generalTerms': 'Algemene voorwaarden van de winkel',
  'redeemLegal.generalPrivacy': 'Privacyverklaring van de winkel',

  'promo.close': 'Actie sluiten',
  'promo.details': 'Lees de voorwaarden',
  'promotion.conditions': 'Voorwaarden',

  'blank.cardArt': 'Te activeren',
  'blank.cardsTitle': 'De blanco kaarten',
  'blank.activateTitle': 'Heb je al een blanco kaart?',
  'blank.activateText': 'Activeer hem nu met het nummer van 19 cijfers op de achterkant: binnen 24 uur staat het tegoed klaar.',
  'blank.activateCta': 'Naar activeren',
  'blank.businessText': 'Heb je veel kaarten nodig voor je bedrijf? Je krijgt binnen een uur een offerte.',
  'blank.businessCta': 'Zakelijke cadeaus',

  'video.play': 'Bekijk de video: {title}',
  'video.loadsFrom': 'De video wordt pas van {host} geladen als je hem start.',
  'video.duration': 'Duur {duration}',
  'video.frameTitle': '{title} (video op {provider})',

  'home.v2.eyebrow': 'Cadeaubonnen voor elk moment',
  'home.v2.searchCategories': 'Vind een cadeaubon per categorie',
  'home.v2.moreMoments': 'Alle geefmomenten',

  'restaurant.eyebrow': 'Restaurant',
  'restaurant.bookTitle': 'Reserveer een tafel',
  'restaurant.bookText': 'Bel het restaurant om te reserveren en zeg dat je betaalt met de cadeaubon van {brand}.',
  'restaurant.payTitle': 'Betalen met de cadeaubon',
  'restaurant.pay1': 'Laat de cadeaubon zien, geprint of op je telefoon, als je om de rekening vraagt.',
  'restaurant.pay2': 'Het restaurant haalt de rekening van het tegoed af; is de rekening hoger, dan betaal je het verschil.',
  'restaurant.pay3': 'De geldigheid en voorwaarden van de kaart staan op de pagina:',
  'restaurant.giveTitle': 'Geef hier een etentje cadeau',
  'restaurant.giveText': 'Met de cadeaubon van {brand} kiest de ontvanger zelf wanneer, hier of in een ander van zijn restaurants.',
  'restaurant.others': 'Andere restaurants van {brand}',
};
