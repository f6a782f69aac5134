import type { SeedBrandDef } from './types.ts';

/** Fictional brands: fashion, restaurants, travel. Restaurant hooks carry their article. */

export const fashionBrands: SeedBrandDef[] = [
  { name: 'Sartoria Brezza', hook: 'capi sartoriali in lino e cotone leggero', cat: 'moda', cities: ['MI', 'FI', 'RM', 'TO'], popularity: 968 },
  { name: 'Filo di Seta Boutique', hook: 'abiti da cerimonia e accessori in seta stampata', cat: 'moda' },
  { name: 'Calzaturificio Passo Lieve', hook: 'scarpe in pelle cucite a mano nelle Marche', cat: 'moda', channel: 'both' },
  { name: 'Maglieria Nebbia', hook: 'maglioni in lana merino e cashmere rigenerato', cat: 'moda' },
  { name: 'Denim Portofranco', hook: 'jeans in cotone biologico dal taglio moderno', cat: 'moda' },
  { name: 'Atelier Rosaspina', hook: 'abiti da sposa e da cerimonia cuciti su misura', cat: 'moda', channel: 'physical' },
  { name: 'Borse Ginestra', hook: 'borse in pelle conciata al vegetale e zaini da città', cat: 'moda' },
  { name: 'Camiceria Levante', hook: 'camicie su misura con le iniziali ricamate sul polsino', cat: 'moda', cities: ['GE', 'MI', 'TO'] },
  { name: 'Vetrina Moda Italia', hook: 'migliaia di capi e accessori firmati da oltre trecento stilisti', cat: 'moda', thirdParty: true, usage: 'online', popularity: 955 },
  { name: 'Occhiali Lungomare', hook: 'montature in acetato e occhiali da sole fatti a mano', cat: 'moda', also: ['bellezza'] },
  { name: 'Cappelleria Tramontana', hook: 'cappelli in feltro, coppole e paglie intrecciate a mano', cat: 'moda', channel: 'physical' },
  { name: 'Gioielleria Corallo Blu', hook: 'gioielli in argento e corallo ispirati al Mediterraneo', cat: 'moda', cities: ['NA', 'PA', 'BA'] },
  { name: 'Intimo Piuma', hook: 'lingerie, pigiami e vestaglie in cotone e seta', cat: 'moda' },
  { name: 'Bottega Cuoio Vivo', hook: 'cinture, portafogli e piccola pelletteria artigianale', cat: 'moda' },
  { name: 'Streetwear Quartiere', hook: 'felpe, sneaker e capi streetwear in edizione limitata', cat: 'moda' },
  { name: 'Tessiture Vento d\'Alpe', hook: 'sciarpe, stole e coperte tessute su telai d\'epoca', cat: 'moda', also: ['casa'] },
  { name: 'Costumi Scogliera', hook: 'costumi da bagno, parei e abbigliamento da spiaggia', cat: 'moda' },
];

export const restaurantBrands: SeedBrandDef[] = [
  { name: 'Trattoria del Borgo Lume', hook: 'la cucina emiliana di una volta, con tagliatelle al ragù e bolliti misti', cat: 'ristoranti', cities: ['BO', 'BO', 'MI', 'FI', 'PR'], popularity: 990 },
  { name: 'Osteria Pane e Sale', hook: 'la tradizione toscana più schietta, dalla ribollita alla bistecca', cat: 'ristoranti', also: ['cibo-e-vino'], cities: ['FI', 'FI', 'RM', 'MI'] },
  { name: 'Pizzeria Fuoco Lento', hook: 'la pizza napoletana a lunga lievitazione cotta nel forno a legna', cat: 'ristoranti', cities: ['NA', 'RM', 'MI', 'TO', 'BO', 'GE'], popularity: 962 },
  { name: 'Sushi Onda Calma', hook: 'il sushi preparato al momento e i piatti fusion nippo-mediterranei', cat: 'ristoranti', cities: ['MI', 'MI', 'TO', 'PD'] },
  { name: 'Ristorante Terrazza Aurelia', hook: 'la cucina di pesce servita su una terrazza affacciata sul mare', cat: 'ristoranti' },
  { name: 'Bistrot Fiordaliso', hook: 'il brunch della domenica, i piatti vegetariani e i dolci fatti in casa', cat: 'ristoranti', cities: ['MI', 'BO', 'VR'] },
  { name: 'Hamburgeria Brace Viva', hook: 'gli hamburger di carne piemontese e le patate tagliate a mano', cat: 'ristoranti', cities: ['TO', 'MI', 'GE', 'BS'] },
  { name: 'Trattoria Nonna Clementina', hook: 'i sughi della domenica e la pasta fresca tirata al mattarello', cat: 'ristoranti', cities: ['RM', 'RM', 'NA'] },
  { name: 'Locanda Fienile Antico', hook: 'la cucina di montagna, tra polenta, canederli e formaggi d\'alpeggio', cat: 'ristoranti' },
  { name: 'Osteria dei Canali', hook: 'i cicchetti, il baccalà mantecato e i piatti della laguna', cat: 'ristoranti', cities: ['VE', 'VE', 'PD', 'VR', 'TS'] },
  { name: 'Ristorante Sale Grosso', hook: 'i crudi di mare e le grigliate di pesce del giorno', cat: 'ristoranti' },
  { name: 'Friggitoria Cuoppo d\'Oro', hook: 'i fritti di strada, dalle arancine ai panzerotti', cat: 'ristoranti', cities: ['NA', 'PA', 'BA', 'RM'] },
  { name: 'Steakhouse Pampa Alta', hook: 'i grandi tagli di carne alla brace accompagnati da vini rossi corposi', cat: 'ristoranti', cities: ['MI', 'RM', 'VR'] },
  { name: 'Cucina Verde Sorgente', hook: 'un menu interamente vegetale, con bowl colorate e centrifughe di stagione', cat: 'ristoranti', cities: ['MI', 'TO', 'BO', 'FI'] },
  { name: 'Taverna del Marinaio', hook: 'le zuppe di pesce e le fritture di paranza appena pescata', cat: 'ristoranti', cities: ['GE', 'GE', 'NA', 'PA'] },
  { name: 'Ristorante Stella di Levante', hook: 'un menu degustazione di alta cucina creativa in sette portate', cat: 'ristoranti', channel: 'both' },
  { name: 'Piadineria Riviera Dolce', hook: 'la piadina romagnola farcita al momento con prodotti del territorio', cat: 'ristoranti', cities: ['BO', 'BO', 'MI', 'PD'] },
  { name: 'Dim Sum Lanterna Rossa', hook: 'i ravioli al vapore e i grandi classici della cucina cantonese', cat: 'ristoranti', cities: ['MI', 'RM', 'TO'] },
  { name: 'Trattoria Il Mulino Vecchio', hook: 'il risotto giallo, l\'ossobuco e la cucina lombarda di una volta', cat: 'ristoranti', cities: ['MI', 'MI', 'BG', 'BS'] },
  { name: 'Caffè Pasticceria Belvedere', hook: 'le colazioni con brioche sfornate all\'alba e la pasticceria mignon', cat: 'ristoranti', also: ['cibo-e-vino'], cities: ['TO', 'GE', 'MI'] },
  { name: 'Agriturismo Poggio Cervo', hook: 'i pranzi in cascina con i prodotti dell\'orto e dell\'allevamento', cat: 'ristoranti', also: ['esperienze'] },
  { name: 'Ristorante Antica Dogana', hook: 'la cucina del territorio servita nelle sale di una dogana ottocentesca', cat: 'ristoranti' },
];

export const travelBrands: SeedBrandDef[] = [
  { name: 'Viaggi Orizzonte', hook: 'pacchetti vacanza, crociere e voli verso centinaia di destinazioni', cat: 'viaggi', thirdParty: true, highValue: true, popularity: 985 },
  { name: 'Agenzia Rotta a Sud', hook: 'viaggi su misura in Sicilia, Puglia e Calabria', cat: 'viaggi' },
  { name: 'Borghi e Cammini', hook: 'trekking guidati lungo le antiche vie dei pellegrini', cat: 'viaggi', also: ['sport', 'esperienze'] },
  { name: 'Hotel Collezione Ninfea', hook: 'soggiorni in hotel di charme e dimore storiche', cat: 'viaggi', highValue: true },
  { name: 'Binari Panoramici', hook: 'viaggi in treno panoramico tra valli alpine e ghiacciai', cat: 'viaggi', also: ['esperienze'] },
  { name: 'Campeggi Pineta Azzurra', hook: 'glamping, bungalow e piazzole a due passi dal mare', cat: 'viaggi' },
  { name: 'Weekend Fuoriporta', hook: 'fughe di due notti in bed and breakfast selezionati', cat: 'viaggi' },
  { name: 'Velieri del Tirreno', hook: 'crociere in barca a vela tra isole e calette nascoste', cat: 'viaggi', also: ['esperienze'] },
  { name: 'Rifugi d\'Alta Quota', hook: 'notti in rifugio e cene con vista sulle Dolomiti', cat: 'viaggi', also: ['sport'] },
  { name: 'Masserie del Sole', hook: 'soggiorni in masseria tra ulivi secolari e muretti a secco', cat: 'viaggi' },
  { name: 'Città d\'Arte Tour', hook: 'visite guidate e city break nelle città d\'arte italiane', cat: 'viaggi', also: ['esperienze'] },
  { name: 'Ostelli Girasole', hook: 'ostelli di design pensati per chi viaggia zaino in spalla', cat: 'viaggi' },
  { name: 'Camper Libeccio', hook: 'noleggio di camper e van attrezzati per viaggi on the road', cat: 'viaggi' },
];
