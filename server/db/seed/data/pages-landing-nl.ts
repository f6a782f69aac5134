import type { SeedPage } from './types.ts';

/**
 * The Dutch storefront's landing pages (about us, gifts for companies), the counterparts of the
 * Italian chi-siamo and regali-aziendali: served by the landing route at /{slug}/.
 */
export const dutchLandingPages: SeedPage[] = [
  {
    slug: 'over-ons',
    title: 'Over ons',
    metaTitle: 'Over ons | Donami',
    metaDescription:
      'Donami is de webwinkel voor cadeaubonnen voor particulieren en bedrijven: meer dan 200 bonnen van restaurants, winkels, belevenissen en goede doelen.',
    noindex: false,
    body: [
      'Donami begon met een eenvoudig idee: iets geven moet leuk zijn, geen race tegen de klok. Daarom vind je bij ons meer dan 200 cadeaubonnen van restaurants, winkels, belevenissen en goede doelen op één plek.',
      'We werken samen met bekende merken en met veel kleine, zelfstandige ondernemers, van het restaurant om de hoek tot de ambachtelijke winkel in de binnenstad. Een goed cadeau kan namelijk ook iemand steunen die zijn vak met liefde uitoefent.',
      'Met de Alles-in-één cadeaubon kiest de ontvanger zelf uit meer dan 120 cadeaubonnen en donaties, ook in meerdere keren. Zo zit je er nooit naast.',
      'Ons team in Amsterdam zorgt ervoor dat digitale cadeaubonnen binnen een uur in de mailbox staan en dat fysieke kaarten die je op een werkdag vóór 17:00 bestelt, dezelfde dag nog op de post gaan. Vragen? De klantenservice helpt je van maandag tot en met vrijdag, van 09:00 tot 17:30.',
    ],
  },
  {
    slug: 'zakelijke-cadeaus',
    title: 'Zakelijke cadeaus',
    metaTitle: 'Cadeaubonnen voor medewerkers en relaties | Donami',
    metaDescription:
      'Zakelijke cadeaubonnen voor medewerkers, klanten en partners: offerte binnen een uur, betalen op factuur en blanco kaarten om zelf te activeren.',
    noindex: false,
    body: [
      'Een bonus voor het team, een kerstcadeau in een andere vorm of een welkom voor nieuwe collega’s: met de cadeaubonnen van Donami heb je altijd het juiste zakelijke cadeau, zonder voorraad en zonder gedoe.',
      'Kies de bonnen van afzonderlijke merken, of geef de Alles-in-één cadeaubon. Daarmee kiest iedere medewerker zelf uit meer dan 120 mogelijkheden, inclusief donaties aan goede doelen.',
      'Vraag een offerte aan: op werkdagen reageren we binnen een uur. Bedrijven betalen op factuur of per bankoverschrijving en ontvangen de digitale bonnen in één bestand, of de fysieke kaarten in één pakket.',
      'Voor terugkerende acties zijn er ook blanco kaarten. Die bewaar je op kantoor en laat je pas activeren wanneer je ze nodig hebt; de activering gebeurt binnen 24 uur.',
      'Goed om te weten: over de waarde van cadeaubonnen betaal je geen btw. Die rekenen we alleen over de servicekosten en de verzending, apart vermeld op de factuur.',
    ],
  },
];
