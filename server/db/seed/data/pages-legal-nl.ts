import type { SeedPage } from './types.ts';

/**
 * Terms, privacy, cookie statement and cancellation policy of the Dutch storefront (store 1);
 * their slugs are the Dutch paths (common/storefronts.ts, spec §2).
 */
export const dutchLegalPages: SeedPage[] = [
  {
    slug: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    metaTitle: 'Algemene voorwaarden | Donami',
    metaDescription:
      'De algemene voorwaarden voor digitale en fysieke cadeaubonnen van Donami: prijzen, btw, levering, verzending, herroeping en klantenservice.',
    noindex: false,
    body: [
      'Deze algemene voorwaarden gelden voor de verkoop van digitale en fysieke cadeaubonnen via donami.nl. Met het plaatsen van een bestelling verklaar je dat je ze hebt gelezen en aanvaard. We kunnen de voorwaarden op elk moment aanpassen: op iedere bestelling is de versie van toepassing die op de dag van de bestelling op de website staat. Op alle bestellingen is het Nederlands recht van toepassing.',
      'De prijs van een cadeaubon is gelijk aan de waarde die op de bon staat. Over cadeaubonnen betaal je geen btw: die wordt pas berekend wanneer de bon bij de winkel of het restaurant wordt besteed. Over de servicekosten, de verzendkosten en extra’s zoals cadeauverpakkingen en persoonlijke kaartjes rekenen we wel 21% btw. In het overzicht van je bestelling staan alle bedragen zowel inclusief als exclusief btw.',
      'Digitale cadeaubonnen sturen we binnen 1 uur na de bevestiging van je betaling naar het opgegeven e-mailadres. Fysieke kaarten die je op een werkdag vóór 17:00 bestelt, versturen we dezelfde dag nog. Met de gewone post wordt 98% van de zendingen de volgende werkdag bezorgd; is de envelop na 5 werkdagen nog niet binnen, neem dan contact met ons op. Bestellingen boven 300 euro en bestellingen met wijn versturen we standaard aangetekend, met handtekening bij aflevering.',
      'Je hebt als consument 14 dagen bedenktijd: binnen die termijn kun je de koop zonder opgave van reden herroepen en krijg je het aankoopbedrag terug. Dat geldt niet voor een cadeaubon die al (gedeeltelijk) is besteed of ingewisseld, voor persoonlijke kaartjes en verpakkingen die we op jouw verzoek hebben gemaakt, en voor donaties die al aan het goede doel zijn overgemaakt. Hoe je herroept, lees je in ons annuleringsbeleid.',
      'Cadeaubonnen van sommige partnermerken kun je kopen tot maximaal 500 euro per bestelling. De geldigheid en de bestedingsmogelijkheden van elke bon staan op de productpagina en worden bepaald door het bedrijf dat de bon uitgeeft. Cadeaubonnen zijn niet inwisselbaar voor geld, behalve waar de wet dat voorschrijft.',
      'Heb je een vraag over je bestelling? Onze klantenservice is bereikbaar van maandag tot en met vrijdag van 09:00 tot 17:30 via klantenservice@donami.nl en op +31 20 555 0134. Vermeld altijd je bestelnummer: dan kunnen we je sneller helpen.',
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacyverklaring',
    metaTitle: 'Privacyverklaring | Donami',
    metaDescription: 'Hoe Donami de persoonsgegevens van klanten en bezoekers verwerkt, hoe lang we ze bewaren en welke rechten je hebt.',
    noindex: false,
    body: [
      'Donami verwerkt de persoonsgegevens van klanten alleen om bestellingen af te handelen, cadeaubonnen te leveren en je te helpen als je een vraag hebt. We bewaren je gegevens niet langer dan nodig is voor die doelen en voor de fiscale bewaarplicht die de wet ons oplegt.',
      'Als je een cadeaubon koopt, geef je ons je naam, je e-mailadres en, voor fysieke kaarten, het bezorgadres. Is het cadeau voor iemand anders, dan gebruiken we de gegevens van de ontvanger uitsluitend om de cadeaubon te bezorgen.',
      'We verkopen je gegevens nooit aan anderen. We delen ze alleen met de partijen die ons helpen de dienst te leveren, zoals bezorgers en betaaldienstverleners, en met hen hebben we afspraken gemaakt over geheimhouding en beveiliging. Welke cookies we gebruiken, lees je in onze cookieverklaring.',
      'Je kunt ons altijd vragen om je gegevens in te zien, te verbeteren of te verwijderen, door te mailen naar privacy@donami.nl. We reageren binnen vier weken. Vind je dat we niet zorgvuldig met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.',
    ],
  },
  {
    slug: 'cookieverklaring',
    title: 'Cookieverklaring',
    metaTitle: 'Cookieverklaring | Donami',
    metaDescription: 'Welke cookies donami.nl gebruikt, waarvoor we ze nodig hebben en hoe je je voorkeuren op elk moment aanpast.',
    noindex: false,
    body: [
      'Een cookie is een klein tekstbestand dat je browser bij een bezoek aan donami.nl bewaart. Met cookies onthoudt de website bijvoorbeeld wat er in je winkelmandje zit en in welke taal je de website bekijkt.',
      'Functionele cookies zijn nodig om de website te laten werken: voor het winkelmandje, het afrekenen, het inloggen op je account en de saldocheck. Daarvoor vragen we geen toestemming, en ze worden verwijderd zodra ze niet meer nodig zijn.',
      'Analytische cookies en marketingcookies plaatsen we alleen als je daar toestemming voor geeft. Met analytische cookies zien we welke pagina’s veel bezocht worden, zodat we de website kunnen verbeteren; marketingcookies helpen ons om advertenties te tonen die bij je passen. We bewaren deze cookies maximaal 13 maanden.',
      'Je kunt je voorkeuren op elk moment wijzigen via de link Cookies onderaan iedere pagina, of de cookies verwijderen in de instellingen van je browser. Hoe we verder met je gegevens omgaan, lees je in onze privacyverklaring.',
    ],
  },
  {
    slug: 'cancelation-policy',
    title: 'Annuleren en herroepen',
    metaTitle: 'Annuleringsbeleid en herroepingsrecht | Donami',
    metaDescription: 'Zo annuleer je een bestelling bij Donami: 14 dagen bedenktijd voor cadeaubonnen die nog niet zijn besteed, en de uitzonderingen.',
    noindex: false,
    body: [
      'Heb je je bedacht? Als consument heb je 14 dagen bedenktijd. Voor digitale cadeaubonnen gaat die in op de dag van je bestelling, voor fysieke kaarten op de dag waarop je de zending ontvangt. Binnen die termijn kun je de koop zonder opgave van reden herroepen.',
      'Stuur ons binnen de bedenktijd een e-mail aan klantenservice@donami.nl met je bestelnummer en de cadeaubonnen die je wilt annuleren. Fysieke kaarten stuur je binnen 14 dagen daarna ongebruikt aan ons terug; de kosten van het terugsturen zijn voor jou. Digitale bonnen blokkeren we direct, zodat ze niet meer besteed kunnen worden.',
      'Het herroepingsrecht geldt niet voor cadeaubonnen die al (gedeeltelijk) zijn besteed of ingewisseld, voor persoonlijke kaartjes en verpakkingen die we op jouw verzoek hebben gemaakt, en voor donaties die al aan het goede doel zijn overgemaakt. Cadeaubonnen zijn niet inwisselbaar voor geld, behalve waar de wet dat voorschrijft.',
      'We betalen het bedrag van de geannuleerde cadeaubonnen, met de servicekosten en de standaard verzendkosten, binnen 14 dagen terug via de betaalmethode waarmee je hebt betaald. Heb je een vraag over annuleren? Bel ons van maandag tot en met vrijdag van 09:00 tot 17:30 op +31 20 555 0134.',
    ],
  },
];
