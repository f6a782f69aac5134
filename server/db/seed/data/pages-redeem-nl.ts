import type { SeedPage } from './types.ts';

/** The Dutch storefront's redeem terms and privacy notice (/saldocheck/voorwaarden/, /saldocheck/privacy/). */
export const dutchRedeemLegalPages: SeedPage[] = [
  {
    slug: 'saldocheck-voorwaarden',
    title: 'Voorwaarden voor het besteden van je tegoed',
    metaTitle: 'Voorwaarden saldo besteden | Donami',
    metaDescription: 'De voorwaarden die gelden als je het saldo van je Alles-in-één cadeaubon checkt en besteedt aan cadeaubonnen en donaties.',
    noindex: false,
    body: [
      'Deze voorwaarden gelden als je het saldo van een Donami Alles-in-één cadeaubon checkt en besteedt aan andere cadeaubonnen of donaties via de pagina’s van Saldo checken. Voor alles wat hier niet staat, gelden de algemene voorwaarden van de winkel.',
      'Om je saldo te zien heb je het kaartnummer van 19 cijfers en de pincode van 6 cijfers nodig. Wie nummer en pincode kent, kan het tegoed besteden: bewaar ze zoals je contant geld bewaart. Na te veel foute pogingen blokkeren we de controle een tijdje, om kaarten te beschermen tegen wie probeert te raden.',
      'Je kunt je tegoed in delen besteden. Na elke bestelling staat er nul euro of minstens 5 euro op de kaart, zodat geen kaart met een paar cent achterblijft. Je kunt het tegoed van maximaal tien kaarten in één bestelling combineren.',
      'Kies je meer dan 150 euro aan cadeaubonnen van hetzelfde merk, dan ontvang je die op meerdere kaarten van elk maximaal 150 euro. Is je tegoed niet genoeg, dan betaal je het verschil bij het bestellen met een creditcard, een digitale portemonnee of online bankieren; voor de bestelling met je tegoed betaal je geen servicekosten.',
      'Gekozen digitale cadeaubonnen komen binnen 1 uur per e-mail, fysieke kaarten gaan dezelfde dag op de post als je op een werkdag vóór 17:00 bestelt. Donaties gaan volledig naar het gekozen goede doel.',
      'Tegoed is niet in te wisselen voor geld en wordt niet terugbetaald, behalve waar de wet dat voorschrijft. Een bestelling met tegoed kan niet meer worden geannuleerd nadat de cadeaubonnen zijn verstuurd; gaat er iets mis, dan helpt de klantenservice je van maandag tot en met vrijdag van 09:00 tot 17:30 via klantenservice@donami.nl.',
    ],
  },
  {
    slug: 'saldocheck-privacy',
    title: 'Privacy bij het besteden van je tegoed',
    metaTitle: 'Privacy saldocheck | Donami',
    metaDescription: 'Welke gegevens we verwerken als je het saldo van een cadeaubon checkt en besteedt, waarom en hoe lang.',
    noindex: false,
    body: [
      'Als je het saldo van een cadeaubon checkt, gebruiken we het kaartnummer en de pincode die je invult alleen om de kaart te herkennen: de pincode bewaren we niet leesbaar en niemand van ons team kan hem zien.',
      'Om kaarten te beschermen tegen het raden van nummer en pincode, houden we mislukte pogingen korte tijd bij, met het netwerkadres waar ze vandaan komen. Dat doen we alleen voor de beveiliging en het wordt automatisch gewist.',
      'Besteed je je tegoed, dan geef je ons je naam, e-mailadres en voor fysieke kaarten een bezorgadres: die gebruiken we om te leveren wat je kiest en om je te antwoorden als je contact opneemt. We bewaren de bestelling zo lang als de fiscale bewaarplicht vraagt.',
      'De saldopagina’s gebruiken alleen functionele cookies: één onthoudt je ingevoerde kaarten en keuzes tot je de bestelling afrondt of de sessie sluit. Statistische en marketingcookies gebruiken we alleen als je ze hebt geaccepteerd, net als op de rest van de site.',
      'Je kunt ons altijd vragen je gegevens in te zien, te verbeteren of te verwijderen via privacy@donami.nl. De algemene regels staan in de privacyverklaring van de winkel.',
    ],
  },
];

/** Their English translations, for the Dutch storefront's /en/ pages. */
export const englishRedeemLegalPages: SeedPage[] = [
  {
    slug: 'saldocheck-voorwaarden',
    title: 'Terms for spending your balance',
    metaTitle: 'Terms for spending a balance | Donami',
    metaDescription: 'The terms that apply when you check the balance of your all-in-one gift card and spend it on gift cards and donations.',
    noindex: false,
    body: [
      'These terms apply when you check the balance of a Donami all-in-one gift card and spend it on other gift cards or donations through the balance check pages. For anything not covered here, the shop’s general terms and conditions apply.',
      'To see your balance you need the 19-digit card number and the 6-digit PIN. Anyone who knows the number and the PIN can spend the balance: keep them as safe as you would keep cash. After too many wrong attempts we pause the check for a while, to protect cards from anyone trying to guess.',
      'You can spend your balance in several goes. After each order a card holds either zero or at least 5 euros, so no card is left with a few cents. You can combine the balance of up to ten cards in one order.',
      'If you choose more than 150 euros of gift cards of the same brand, you receive them on several cards of at most 150 euros each. If your balance is not enough, you pay the difference when ordering by card, digital wallet or online banking; an order paid with your balance carries no service fee.',
      'Digital gift cards arrive by e-mail within 1 hour; physical cards are posted the same day when you order before 17:00 on a working day. Donations go in full to the charity you chose.',
      'A balance cannot be exchanged for cash or refunded, except where the law requires it. An order paid with a balance cannot be cancelled once the gift cards have been sent; if something goes wrong, our customer service team helps you Monday to Friday from 09:00 to 17:30 at klantenservice@donami.nl.',
    ],
  },
  {
    slug: 'saldocheck-privacy',
    title: 'Privacy when you spend your balance',
    metaTitle: 'Privacy of the balance check | Donami',
    metaDescription: 'What data we process when you check and spend the balance of a gift card, why, and for how long.',
    noindex: false,
    body: [
      'When you check the balance of a gift card, we use the card number and PIN you enter only to recognise the card: the PIN is not stored in readable form and nobody on our team can see it.',
      'To protect cards from people guessing numbers and PINs, we keep failed attempts for a short time, with the network address they came from. We do this for security only, and the records are deleted automatically.',
      'If you spend your balance, you give us your name, e-mail address and, for physical cards, a delivery address: we use them to deliver what you chose and to answer you if you contact us. We keep the order for as long as tax law requires.',
      'The balance pages use functional cookies only: one remembers the cards you entered and your choices until you complete the order or end the session. Statistics and marketing cookies are used only if you accepted them, as on the rest of the site.',
      'You can always ask to access, correct or delete your data by e-mailing privacy@donami.nl. The general rules are in the shop’s privacy policy.',
    ],
  },
];
