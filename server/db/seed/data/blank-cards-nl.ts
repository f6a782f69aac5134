import { BLANK_CARDS_QUEUE, type SeedBlockPage } from './blank-cards.ts';

/** The Dutch storefront's blank gift cards page, at /blanco-cadeaukaarten/ (activation at /activeren/). */
export const dutchBlankCardsPage: SeedBlockPage = {
  page: {
    slug: 'blanco-cadeaukaarten',
    title: 'Blanco cadeaukaarten om te activeren',
    metaTitle: 'Blanco cadeaukaarten om te activeren | Donami',
    metaDescription:
      'Fysieke cadeaukaarten die je activeert als je ze weggeeft: kies de waarde, houd ze op voorraad en activeer ze online met het nummer van 19 cijfers, binnen 24 uur.',
    noindex: false,
    body: [
      'Een blanco cadeaukaart is een fysieke cadeaukaart die niet actief bij je aankomt: zolang je hem niet activeert, staat er geen besteedbaar tegoed op. Zo houd je zonder risico een voorraad op kantoor of in de winkel, ook als er een kaart zoekraakt.',
      'Je kiest de waarde van elke kaart bij het bestellen, van 10 tot 250 euro, en ontvangt de kaarten per post zoals alle fysieke kaarten. Geef je er een weg, dan activeer je hem online met het nummer van 19 cijfers op de achterkant: binnen 24 uur is het tegoed beschikbaar.',
      'Ze zijn bedoeld voor bedrijven die klanten en medewerkers door het jaar heen belonen, voor winkels die cadeaukaarten aan de kassa willen aanbieden en voor iedereen die graag altijd een cadeau klaar heeft liggen.',
    ],
  },
  queueId: BLANK_CARDS_QUEUE,
  blocks: [
    {
      kind: 'steps',
      data: {
        title: 'Zo werkt het activeren',
        steps: [
          { title: 'Bestel de kaarten', text: 'Kies een blanco kaart en de waarde. Bestel je op een werkdag vóór 17:00, dan versturen we ze dezelfde dag.' },
          {
            title: 'Geef de kaart weg',
            text: 'Bewaar hem tot je hem nodig hebt: een niet-actieve kaart heeft geen besteedbaar tegoed, ook als hij zoekraakt.',
          },
          {
            title: 'Activeer hem online',
            text: 'Vul op de pagina Activeren het nummer van 19 cijfers van de achterkant en een e-mailadres in. Een pincode is niet nodig.',
          },
          {
            title: 'Tegoed binnen 24 uur klaar',
            text: 'We mailen je zodra de kaart actief is: vanaf dan is hij 24 maanden geldig en besteed je hem met het nummer en de pincode onder de zilveren strook.',
          },
        ],
      },
    },
    {
      kind: 'video',
      data: {
        provider: 'VIMEO',
        videoId: '914203577',
        title: 'Zo activeer je een blanco cadeaukaart',
        description: 'In één minuut: waar je het kaartnummer vindt, hoe je activeert en wanneer het tegoed klaarstaat.',
        duration: '1:08',
      },
    },
    {
      kind: 'faq',
      data: {
        title: 'Veelgestelde vragen',
        items: [
          {
            question: 'Hoe lang duurt het activeren?',
            answer: 'Hooguit 24 uur na je aanvraag. We mailen je zodra de kaart actief is, en met de vouchercode die je meteen krijgt volg je de status.',
          },
          {
            question: 'Kan ik de waarde bij het activeren nog wijzigen?',
            answer:
              'Nee: de waarde is die van je bestelling en hoort bij het kaartnummer. Wil je een andere waarde, bestel dan een kaart met het bedrag dat je nodig hebt.',
          },
          {
            question: 'Wat als ik een niet-actieve kaart kwijtraak?',
            answer:
              'Een niet-actieve kaart heeft geen besteedbaar tegoed. Mail ons je ordernummer en het kaartnummer: we blokkeren hem, zodat niemand hem nog kan activeren.',
          },
        ],
      },
    },
  ],
};

/** Its English translation, for the Dutch storefront's /en/blanco-cadeaukaarten/. */
export const englishBlankCardsPage: SeedBlockPage = {
  page: {
    slug: 'blanco-cadeaukaarten',
    title: 'Blank gift cards to activate',
    metaTitle: 'Blank gift cards to activate | Donami',
    metaDescription:
      'Physical gift cards you activate when you give them: choose the value, keep them in stock and activate them online with the 19-digit number, within 24 hours.',
    noindex: false,
    body: [
      'A blank gift card is a physical gift card that arrives inactive: until you activate it, it holds no balance that can be spent. So you can keep a stock at the office or in the shop without risk, even if a card goes missing.',
      'You choose the value of each card when you order, from 10 to 250 euros, and receive the cards by post like every physical card. When you give one away, you activate it online with the 19-digit number on the back: within 24 hours the balance is ready.',
      'They are made for companies that reward customers and staff throughout the year, for shops that want to offer gift cards at the till, and for anyone who likes to have a present ready.',
    ],
  },
  queueId: BLANK_CARDS_QUEUE,
  blocks: [
    {
      kind: 'steps',
      data: {
        title: 'How activation works',
        steps: [
          { title: 'Order the cards', text: 'Choose a blank card and its value. Order before 17:00 on a working day and we post them the same day.' },
          { title: 'Give the card', text: 'Keep it until you need it: an inactive card holds no balance that can be spent, even if it goes missing.' },
          { title: 'Activate it online', text: 'On the activation page, enter the 19-digit number from the back and an e-mail address. No PIN is needed.' },
          {
            title: 'Balance ready within 24 hours',
            text: 'We e-mail you once the card is active: from then on it is valid for 24 months and is spent with the number and the PIN under the silver strip.',
          },
        ],
      },
    },
    {
      kind: 'video',
      data: {
        provider: 'VIMEO',
        videoId: '914203577',
        title: 'How to activate a blank gift card',
        description: 'In one minute: where to find the card number, how to activate it and when the balance is ready.',
        duration: '1:08',
      },
    },
    {
      kind: 'faq',
      data: {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'How long does activation take?',
            answer:
              'At most 24 hours after your request. We e-mail you once the card is active, and the voucher code you receive straight away lets you follow its status.',
          },
          {
            question: 'Can I change the value when I activate the card?',
            answer: 'No: the value is the one you ordered and belongs to the card number. For a different value, order a card with the amount you need.',
          },
          {
            question: 'What if I lose a card that is not active?',
            answer:
              'An inactive card holds no balance that can be spent. E-mail us your order number and the card number: we block it so that nobody can activate it.',
          },
        ],
      },
    },
  ],
};
