import type { SeedBrandDef } from './types.ts';

/** Fictional brands: experiences, home, kids, entertainment. */

export const experienceBrands: SeedBrandDef[] = [
  { name: 'Emozioni in Volo', hook: "voli in mongolfiera all'alba sopra le colline", cat: 'esperienze', popularity: 952 },
  { name: 'Esperienze Cinque Sensi', hook: 'cene al buio, degustazioni guidate e laboratori sensoriali', cat: 'esperienze', also: ['ristoranti'] },
  { name: 'Scuola di Cucina Mattarello', hook: 'corsi di pasta fresca e di cucina regionale in piccoli gruppi', cat: 'esperienze', also: ['cibo-e-vino'] },
  {
    name: 'Escape Room Chiave Perduta',
    hook: 'escape room a tema da risolvere in squadra in sessanta minuti',
    cat: 'esperienze',
    also: ['intrattenimento'],
    cities: ['MI', 'RM', 'TO', 'BO'],
  },
  { name: 'Rafting Fiume Selvaggio', hook: 'discese in rafting, canyoning e hydrospeed', cat: 'esperienze', also: ['sport'] },
  { name: 'Circuito Rombo', hook: 'giri in pista al volante di auto sportive con un istruttore', cat: 'esperienze', highValue: true },
  { name: 'Laboratorio Argilla Viva', hook: 'corsi di ceramica, tornio e decorazione a mano', cat: 'esperienze' },
  { name: 'Sguardo Largo Fotografia', hook: 'workshop di fotografia in esterna con fotografi professionisti', cat: 'esperienze' },
  { name: 'Cielo Libero Paracadutismo', hook: 'lanci in tandem da quattromila metri', cat: 'esperienze', also: ['sport'] },
  { name: 'Vigna Aperta Degustazioni', hook: 'visite in cantina e degustazioni guidate tra i filari', cat: 'esperienze', also: ['cibo-e-vino'] },
  { name: 'Parco Avventura Scoiattolo', hook: 'percorsi acrobatici tra gli alberi per tutte le età', cat: 'esperienze', also: ['bambini'] },
  { name: 'Immersioni Blu Profondo', hook: 'battesimi del mare e corsi di immersione subacquea', cat: 'esperienze', also: ['sport'] },
  { name: 'Notti sotto le Stelle', hook: 'serate di osservazione astronomica con telescopi e astrofili esperti', cat: 'esperienze' },
  { name: 'Cofanetti Momenti Speciali', hook: 'cofanetti regalo con centinaia di esperienze in tutta Italia', cat: 'esperienze', channel: 'both' },
  { name: 'Dolce Strada Tour in Vespa', hook: 'tour guidati in Vespa tra borghi, vigneti e colline', cat: 'esperienze', also: ['viaggi'] },
];

export const homeBrands: SeedBrandDef[] = [
  { name: 'Casa Ardesia', hook: 'arredamento, tessili e complementi per ogni stanza', cat: 'casa', thirdParty: true, highValue: true, popularity: 944 },
  {
    name: 'Mercato Aurora',
    hook: 'articoli per la casa, il fai da te e il tempo libero, tutti in un unico negozio online',
    cat: 'casa',
    also: ['tecnologia'],
    thirdParty: true,
    channel: 'digital',
    popularity: 960,
  },
  { name: 'Vivaio Foglia Verde', hook: 'piante da interno, vasi e attrezzi da giardino', cat: 'casa' },
  { name: 'Ceramiche Sole di Maiolica', hook: 'piatti, brocche e ceramiche dipinte a mano', cat: 'casa' },
  { name: 'Lino Fino Tessili Casa', hook: 'lenzuola, tovaglie e asciugamani in puro lino', cat: 'casa' },
  { name: 'Fioreria Petalo', hook: 'mazzi di fiori freschi e piante fiorite consegnati a domicilio', cat: 'casa', cities: ['MI', 'RM', 'TO', 'FI'] },
  { name: 'Candele Fiamma Quieta', hook: 'candele profumate in cera di soia e diffusori per ambienti', cat: 'casa' },
  { name: "Pentola d'Oro", hook: 'pentole, coltelli e utensili da cucina professionali', cat: 'casa', also: ['cibo-e-vino'] },
  { name: 'Lucciola Design', hook: 'lampade di design e soluzioni di illuminazione', cat: 'casa' },
  { name: 'Martello Fai da Te', hook: 'utensili, vernici e materiali per il fai da te', cat: 'casa' },
  { name: 'Bottega del Legno Olmo', hook: 'mobili su misura e taglieri in legno massello', cat: 'casa', channel: 'physical' },
  { name: 'Tappeti Carovana', hook: 'tappeti annodati a mano e kilim dai colori caldi', cat: 'casa' },
  { name: 'Cesteria Giunco', hook: 'cesti, contenitori e complementi in fibre naturali', cat: 'casa' },
];

export const kidsBrands: SeedBrandDef[] = [
  { name: 'Giocattoli Trottola', hook: 'giochi in legno e giocattoli educativi', cat: 'bambini', cities: ['MI', 'RM', 'BO'] },
  { name: 'Culla e Coccole', hook: 'corredini, passeggini e tutto il necessario per i primi mesi', cat: 'bambini' },
  { name: 'Piccolo Ingegnere', hook: 'giochi di costruzione e kit scientifici per piccoli inventori', cat: 'bambini' },
  { name: 'Pulcino Abbigliamento Bimbi', hook: 'vestiti comodi e colorati per bambini da 0 a 12 anni', cat: 'bambini', also: ['moda'] },
  { name: 'Ludoteca Arcobaleno', hook: 'feste di compleanno, laboratori creativi e pomeriggi di gioco', cat: 'bambini', also: ['intrattenimento'] },
  { name: 'Terra dei Draghi Parco Divertimenti', hook: 'attrazioni, spettacoli e giostre per tutta la famiglia', cat: 'bambini', also: ['intrattenimento'] },
  {
    name: 'Fattoria Didattica Coccinella',
    hook: 'laboratori in fattoria e incontri ravvicinati con gli animali',
    cat: 'bambini',
    also: ['animali', 'esperienze'],
  },
  { name: 'Scatola Magica Giochi', hook: 'giochi da tavolo per famiglie e rompicapi per tutte le età', cat: 'bambini', also: ['intrattenimento'] },
  { name: 'Piccole Note Scuola di Musica', hook: 'corsi di propedeutica musicale e strumento per bambini', cat: 'bambini', also: ['musica'] },
  { name: 'Cartoleria Scuola Allegra', hook: 'zaini, astucci e materiale scolastico colorato', cat: 'bambini' },
  { name: 'Teatro dei Burattini Fagiolino', hook: 'spettacoli di burattini e laboratori teatrali per bambini', cat: 'bambini', also: ['intrattenimento'] },
];

export const entertainmentBrands: SeedBrandDef[] = [
  {
    name: 'Cinema Multisala Stellare',
    hook: 'biglietti per i film in prima visione, anche in 3D, con popcorn in omaggio',
    cat: 'intrattenimento',
    thirdParty: true,
    popularity: 964,
  },
  { name: 'Teatro Sipario Rosso', hook: 'spettacoli di prosa, musical e commedie brillanti', cat: 'intrattenimento' },
  { name: 'Bowling Strike Dieci', hook: 'partite di bowling, biliardi e sale giochi', cat: 'intrattenimento' },
  { name: 'Visione Più Streaming', hook: 'film e serie TV in streaming senza pubblicità', cat: 'intrattenimento', channel: 'digital' },
  { name: "Karaoke Microfono d'Oro", hook: 'serate di karaoke in sale private per gruppi di amici', cat: 'intrattenimento', also: ['musica'] },
  { name: 'Dado Tratto Giochi', hook: 'giochi da tavolo, giochi di ruolo e serate di gioco organizzato', cat: 'intrattenimento' },
  { name: 'Museo Immersivo Luce', hook: 'mostre multimediali e percorsi immersivi tra luce e suono', cat: 'intrattenimento', also: ['esperienze'] },
  { name: 'Pista Veloce Go-kart', hook: 'gare di go-kart indoor con cronometraggio elettronico', cat: 'intrattenimento', also: ['sport'] },
  { name: 'Dimensione VR', hook: 'sale di realtà virtuale con giochi e avventure in gruppo', cat: 'intrattenimento', also: ['tecnologia'] },
  { name: 'Circo Trapezio', hook: 'spettacoli di circo contemporaneo, acrobati e giocolieri', cat: 'intrattenimento' },
  { name: 'Cabaret Risata Piena', hook: 'serate di cabaret e stand-up comedy con artisti emergenti', cat: 'intrattenimento' },
  { name: 'Parco Acquatico Onda Blu', hook: 'piscine a onde, scivoli giganti e aree relax', cat: 'intrattenimento', also: ['bambini'] },
];
