import type { SeedBlogPost } from './types.ts';

/** A Dutch blog article: the excerpt also serves as its meta description. */
export type SeedDutchBlogPost = SeedBlogPost & { metaTitle: string };

/** The blog articles of the Dutch storefront (store 1), written in Dutch for it. */
export const dutchBlogPosts: SeedDutchBlogPost[] = [
  {
    slug: 'welke-cadeaubon-past-bij-wie',
    title: 'Welke cadeaubon past bij wie? Zo kies je een bon die echt gebruikt wordt',
    metaTitle: 'Een cadeaubon kiezen: tips voor elke ontvanger | Donami',
    date: '2025-01-28',
    excerpt: 'Een goed gekozen cadeaubon voelt persoonlijk en wordt ook echt besteed. Met deze tips vind je de bon die bij de ontvanger past.',
    body: [
      'Een cadeaubon heeft soms het imago van een cadeau voor wie geen inspiratie had. Onterecht: een goed gekozen bon laat zien dat je weet waar de ander blij van wordt, en geeft tegelijk de vrijheid om zelf iets uit te zoeken.',
      'Begin bij de hobby’s en gewoonten van de ontvanger. Gaat je collega elk weekend hardlopen? Dan zegt een bon van een sportzaak meer dan een algemene bon. Probeert je zus graag nieuwe restaurants uit? Kies dan een bon voor een etentje, het liefst bij een adres in haar eigen stad: bij veel restaurants zie je de locaties meteen op de productpagina.',
      'Twijfel je echt? Dan is de Donami Alles-in-één cadeaubon een veilige keuze. De ontvanger wisselt het tegoed zelf in voor een of meer van de ruim 120 cadeaubonnen, van mode en boeken tot belevenissen en donaties aan goede doelen.',
      'Denk ook aan de vorm. Een digitale cadeaubon staat binnen een uur in de mailbox, handig voor een last-minute cadeau of voor iemand die ver weg woont. Een fysieke kaart geef je persoonlijk; bestel je hem op een werkdag vóór 17:00, dan gaat hij dezelfde dag nog op de post.',
      'En het bedrag? Kies liever een bedrag waarmee de ontvanger echt iets kan doen dan een bedrag dat net tekortschiet. Voor een etentje voor twee is 50 tot 75 euro een goede richtlijn; voor een kleine attentie is 20 of 25 euro ruim voldoende.',
    ],
  },
  {
    slug: 'medewerkers-bedanken-met-een-cadeaubon',
    title: 'Medewerkers bedanken met een cadeaubon: zo regel je het zonder gedoe',
    metaTitle: 'Cadeaubonnen voor medewerkers: zo regel je het | Donami',
    date: '2025-04-15',
    excerpt: 'Een jubileum, een geslaagd project of het einde van een druk jaar: zo bedank je je team met een cadeau dat iedereen kan gebruiken.',
    body: [
      'Een jubileum, een geslaagd project of gewoon het einde van een druk jaar: er zijn genoeg momenten om je team te bedanken. Toch loopt een goed voornemen vaak vast op de uitvoering. Wie bestelt de cadeaus, waar bewaar je ze en wat als iemand er niets mee kan?',
      'Met cadeaubonnen heb je die zorgen niet. Er staan geen dozen op kantoor en niemand krijgt iets dat ongebruikt in de kast verdwijnt. Met de Alles-in-één cadeaubon kiest iedere medewerker zelf uit ruim 120 bonnen, van een diner tot een dag in de sauna of een donatie aan een goed doel.',
      'Bestel je voor een grotere groep, vraag dan een offerte aan: op werkdagen heb je die binnen een uur in je mailbox. Je betaalt op factuur of per bankoverschrijving en ontvangt de digitale bonnen in één bestand, of de fysieke kaarten in één pakket.',
      'Wil je het hele jaar iets achter de hand hebben, voor nieuwe collega’s of een onverwachte felicitatie? Kies dan blanco kaarten. Die bewaar je op kantoor en laat je pas activeren wanneer je ze nodig hebt; dat gebeurt binnen 24 uur.',
      'Over de waarde van cadeaubonnen betaal je geen btw, alleen over de servicekosten en de verzending. Hoe je het cadeau in je administratie verwerkt, bijvoorbeeld binnen de werkkostenregeling, bespreek je het beste met je boekhouder.',
    ],
  },
  {
    slug: 'duurzaam-cadeaus-geven',
    title: 'Duurzaam cadeaus geven: minder spullen, meer herinneringen',
    metaTitle: 'Duurzaam cadeaus geven met een cadeaubon | Donami',
    date: '2025-06-10',
    excerpt: 'Een cadeau hoeft geen nieuw ding te zijn. Belevenissen, digitale bonnen en donaties maken iemand blij zonder dat de kast voller wordt.',
    body: [
      'Het klinkt tegenstrijdig: bewust leven en toch cadeaus geven. Maar wie slim kiest, geeft iets waar de ander echt blij van wordt, zonder dat er weer een voorwerp bijkomt dat na een paar weken in een la belandt.',
      'Een beleving is een goed begin. Een kookworkshop, een avond in het theater of een dag wellness neemt geen ruimte in en levert iets op dat blijft: een herinnering. Bij Donami vind je belevenissen in elke prijsklasse, voor jong en oud.',
      'Ook een digitale cadeaubon is zuiniger dan je misschien denkt. Er wordt geen kaart gedrukt en er gaat niets met de post: de bon komt per e-mail en de ontvanger kan hem direct gebruiken. Geef je liever iets tastbaars, kies dan een fysieke kaart zonder extra verpakking.',
      'En dan is er de donatie als cadeau. In plaats van een voorwerp steun je een project waar de ontvanger om geeft, zoals schone stranden, nieuwe bossen of de opvang van dieren. Het bedrag bepaal je zelf, van 5 tot 500 euro, en de ontvanger krijgt een persoonlijke kaart met het project dat zij of hij steunt.',
      'Wie een Alles-in-één cadeaubon krijgt, kan het tegoed trouwens ook omzetten in een donatie. Zo laat je de keuze tussen iets voor jezelf en iets voor een ander helemaal aan de ontvanger.',
    ],
  },
  {
    slug: 'zo-check-je-het-saldo-van-je-cadeaubon',
    title: 'Zo check je het saldo van je cadeaubon',
    metaTitle: 'Saldo van je cadeaubon checken: zo werkt het | Donami',
    date: '2025-09-23',
    excerpt: 'Kaartnummer en pincode bij de hand? Dan zie je in een paar seconden hoeveel tegoed er nog op je Alles-in-één cadeaubon staat.',
    body: [
      'Heb je een Alles-in-één cadeaubon gekregen en wil je weten hoeveel tegoed erop staat? Dat zie je in een paar seconden op de pagina Saldo checken.',
      'Je hebt twee dingen nodig: het kaartnummer van 19 cijfers en de pincode van 6 cijfers. Bij een fysieke kaart staan ze op de achterkant, met de pincode onder de zilveren strook. Bij een digitale bon vind je allebei in de e-mail waarmee je de bon hebt ontvangen.',
      'Na het invullen zie je meteen het saldo en tot wanneer de kaart geldig is. Daarna kies je uit ruim 120 cadeaubonnen en donaties. Je hoeft het tegoed niet in één keer op te maken: wat overblijft, blijft op de kaart staan voor een volgende keer.',
      'Is het saldo niet genoeg voor wat je zoekt? Dan betaal je het verschil gewoon online bij. Wordt je kaart niet herkend, kijk dan eerst of je alle cijfers goed hebt overgenomen. Lukt het daarna nog niet, neem dan contact op met de klantenservice en noem de laatste vier cijfers van het kaartnummer.',
      'Nog een tip: houd je pincode voor jezelf. Wij vragen er nooit om per e-mail of telefoon, en iedereen met je kaartnummer en pincode kan het tegoed besteden.',
    ],
  },
];
