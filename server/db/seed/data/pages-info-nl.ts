import type { SeedPage } from './types.ts';

/**
 * Customer service and delivery pages of the Dutch storefront (store 1). A page's slug is its
 * Dutch path with the slashes as hyphens: /klantenservice/contact/ is `klantenservice-contact`.
 */
export const dutchInfoPages: SeedPage[] = [
  {
    slug: 'klantenservice-contact',
    title: 'Klantenservice',
    metaTitle: 'Contact en klantenservice | Donami',
    metaDescription: 'Een vraag over een bestelling of een cadeaubon? De klantenservice van Donami helpt je van maandag tot en met vrijdag.',
    noindex: false,
    body: [
      'Heb je een vraag over een bestelling, over het saldo van een cadeaubon of over het activeren van een blanco kaart? Onze klantenservice staat voor je klaar van maandag tot en met vrijdag, van 09:00 tot 17:30.',
      'Je kunt ons mailen via klantenservice@donami.nl of bellen naar +31 20 555 0134. Om je snel te kunnen helpen hebben we altijd je bestelnummer nodig, of bij een cadeaubon de laatste vier cijfers van het kaartnummer.',
      'Veel antwoorden vind je al op onze website: via Saldo checken bekijk je het saldo van je bon en wissel je de Alles-in-één cadeaubon in, en op de pagina Levering lees je hoe en wanneer we bezorgen.',
      'Is je zending met fysieke kaarten nog niet aangekomen? Wacht dan 5 werkdagen voordat je contact met ons opneemt: meestal ligt de envelop in de tussentijd al op de mat.',
    ],
  },
  {
    slug: 'delivery',
    title: 'Levering en verzending',
    metaTitle: 'Levering van cadeaubonnen | Donami',
    metaDescription: 'Levertijden en verzending: digitale cadeaubonnen binnen 1 uur, fysieke kaarten dezelfde dag verstuurd als je vóór 17:00 bestelt.',
    noindex: false,
    body: [
      'Digitale cadeaubonnen ontvang je binnen 1 uur na je betaling per e-mail, zeven dagen per week. Je kunt ze rechtstreeks naar de ontvanger laten sturen, of ze zelf ontvangen en doorsturen wanneer het jou uitkomt.',
      'Fysieke kaarten die je op een werkdag vóór 17:00 bestelt, versturen we dezelfde dag nog. Met de gewone post wordt 98% van de enveloppen de volgende werkdag bezorgd.',
      'Bestellingen boven 300 euro en bestellingen met wijn versturen we standaard aangetekend: de bezorging gaat met handtekening en je kunt de zending volgen.',
      'Is je zending na 5 werkdagen nog niet aangekomen? Neem dan contact met ons op en vermeld je bestelnummer: we zoeken uit waar de zending is en sturen de kaarten zo nodig opnieuw.',
    ],
  },
];
