import type { SeedBrandDef } from './types.ts';

/** Fictional brands: technology, sport, beauty, books. */

export const techBrands: SeedBrandDef[] = [
  {
    name: 'Elettro Vega',
    hook: 'smartphone, televisori ed elettrodomestici delle migliori marche',
    cat: 'tecnologia',
    thirdParty: true,
    highValue: true,
    popularity: 970,
  },
  { name: 'Pixel Officina', hook: 'cover, caricatori wireless e accessori per smartphone', cat: 'tecnologia' },
  { name: 'Bit & Byte Store', hook: 'computer portatili, componenti e periferiche per il gaming', cat: 'tecnologia' },
  { name: 'Foto Ottica Diaframma', hook: 'fotocamere, obiettivi e stampe fine art', cat: 'tecnologia', also: ['esperienze'] },
  { name: 'Domus Connessa', hook: 'termostati, luci e dispositivi per la casa intelligente', cat: 'tecnologia', also: ['casa'] },
  { name: 'Audio Risonanza', hook: 'cuffie, casse portatili e impianti hi-fi', cat: 'tecnologia', also: ['musica'] },
  {
    name: 'Gamer Arena Digitale',
    hook: 'videogiochi, console e crediti per le piattaforme di gioco online',
    cat: 'tecnologia',
    also: ['intrattenimento'],
    channel: 'digital',
  },
  { name: 'Nuvola Software', hook: 'licenze software, antivirus e spazio di archiviazione in cloud', cat: 'tecnologia', channel: 'digital' },
  { name: 'Droni Cielo Aperto', hook: 'droni, action cam e corsi di pilotaggio per principianti', cat: 'tecnologia', outOfStock: true },
  { name: 'Seconda Vita Ricondizionati', hook: 'smartphone e tablet ricondizionati con dodici mesi di garanzia', cat: 'tecnologia' },
  { name: 'Laboratorio Forma 3D', hook: 'stampanti 3D, filamenti colorati e corsi di modellazione', cat: 'tecnologia' },
  { name: 'Orologi Tempo Zero', hook: 'smartwatch, fitness tracker e orologi connessi', cat: 'tecnologia', also: ['sport'] },
  { name: 'Gadget Scintilla', hook: 'gadget tecnologici e idee regalo per appassionati di scienza', cat: 'tecnologia' },
];

export const sportBrands: SeedBrandDef[] = [
  { name: 'Sport Totale Megastore', hook: 'abbigliamento e attrezzatura per oltre cinquanta discipline', cat: 'sport', thirdParty: true, popularity: 948 },
  {
    name: 'Ciclofficina Ruota Libera',
    hook: 'biciclette, ricambi e manutenzione fatta da meccanici appassionati',
    cat: 'sport',
    cities: ['TO', 'MI', 'BO', 'PD'],
  },
  { name: 'Palestra Forza Tre', hook: 'abbonamenti in sala pesi e lezioni di gruppo ad alta intensità', cat: 'sport', also: ['benessere'] },
  { name: 'Running Falcata', hook: "scarpe da corsa, abbigliamento tecnico e analisi dell'appoggio", cat: 'sport' },
  { name: 'Surf School Maestrale', hook: 'lezioni di surf, SUP e kitesurf con istruttori certificati', cat: 'sport', also: ['esperienze'] },
  { name: 'Montagna Verticale', hook: "attrezzatura da arrampicata, corde e ramponi per l'alpinismo", cat: 'sport' },
  { name: 'Piscine Acquamarina', hook: 'ingressi in piscina, corsi di nuoto e acquagym', cat: 'sport', also: ['benessere'] },
  { name: 'Tennis Club Terra Rossa', hook: 'lezioni di tennis e padel e noleggio dei campi', cat: 'sport' },
  { name: 'Golf Verde Colle', hook: 'green fee, lezioni con i maestri e sacche da golf', cat: 'sport' },
  { name: 'Scuola Sci Neve Fresca', hook: 'noleggio sci, skipass giornalieri e lezioni sulle piste', cat: 'sport', also: ['viaggi'] },
  { name: "Pesca Amo d'Oro", hook: 'canne, mulinelli ed esche per la pesca in mare e in fiume', cat: 'sport' },
  { name: 'Maneggio Criniera', hook: 'passeggiate a cavallo e lezioni di equitazione in maneggio', cat: 'sport', also: ['esperienze', 'animali'] },
  { name: 'Arrampicata Parete Nord', hook: 'ingressi in palestra di boulder e corsi di arrampicata indoor', cat: 'sport' },
];

export const beautyBrands: SeedBrandDef[] = [
  {
    name: 'Profumerie Iris',
    hook: 'profumi, make-up e trattamenti viso delle grandi case cosmetiche',
    cat: 'bellezza',
    thirdParty: true,
    cities: ['MI', 'RM', 'TO', 'NA', 'FI'],
    popularity: 958,
  },
  { name: 'Erboristeria Malva', hook: 'cosmetici naturali, tisane e oli essenziali', cat: 'bellezza', also: ['benessere'], cities: ['BO', 'FI', 'VR'] },
  { name: 'Barberia Baffo Fiero', hook: 'taglio, regolazione della barba e rasatura con panno caldo', cat: 'bellezza', cities: ['MI', 'TO', 'BO', 'RM'] },
  { name: 'Saponeria Lavanda Blu', hook: 'saponi artigianali, bombe da bagno e sali profumati', cat: 'bellezza' },
  { name: 'Studio Trucco Ciglia', hook: 'trucco professionale per eventi e corsi di make-up', cat: 'bellezza' },
  { name: 'Unghie Corallo', hook: 'manicure, pedicure e nail art', cat: 'bellezza' },
  { name: 'Cosmesi Mandorla', hook: "creme viso e corpo all'olio di mandorla siciliana", cat: 'bellezza' },
  { name: 'Parrucchieri Chioma', hook: 'tagli, colore e trattamenti ristrutturanti per capelli', cat: 'bellezza' },
  { name: 'Essenza Antica Profumi', hook: 'fragranze artigianali create in piccoli lotti', cat: 'bellezza' },
  { name: 'Skin Lab Rugiada', hook: 'trattamenti viso, peeling delicati e pulizie profonde', cat: 'bellezza', also: ['benessere'] },
  { name: 'Beauty Box Incanto', hook: 'cofanetti mensili con prodotti di bellezza selezionati', cat: 'bellezza', outOfStock: true },
  { name: 'Farmacia Alloro Dermocosmesi', hook: 'dermocosmetici, solari e prodotti per pelli sensibili', cat: 'bellezza' },
  { name: 'Studio Estetico Camelia', hook: 'trattamenti corpo, epilazione e pacchetti per la sposa', cat: 'bellezza', also: ['benessere'] },
];

export const bookBrands: SeedBrandDef[] = [
  { name: 'Libreria Pagina Blu', hook: 'narrativa, saggistica e libri illustrati', cat: 'libri', cities: ['MI', 'BO', 'FI', 'RM'], popularity: 975 },
  { name: 'Libreria del Viandante', hook: 'guide di viaggio, mappe e grandi classici della letteratura di viaggio', cat: 'libri', also: ['viaggi'] },
  { name: 'Fumetteria Nuvoletta', hook: 'fumetti, manga e graphic novel', cat: 'libri', also: ['intrattenimento'] },
  { name: 'Scaffale Digitale', hook: 'ebook da scaricare in pochi secondi su qualsiasi lettore', cat: 'libri', channel: 'digital' },
  { name: 'Libreria Girotondo', hook: 'albi illustrati, prime letture e libri per ragazzi', cat: 'libri', also: ['bambini'], cities: ['TO', 'GE', 'PD'] },
  { name: 'Cartoleria Inchiostro', hook: 'quaderni rilegati a mano, penne stilografiche e carta pregiata', cat: 'libri' },
  { name: 'Libreria Antiquaria Ex Libris', hook: "prime edizioni, libri rari e stampe d'epoca", cat: 'libri', channel: 'physical' },
  { name: 'Club del Giallo', hook: 'gialli, thriller e abbonamenti di lettura a sorpresa', cat: 'libri' },
  { name: 'Edicola Digitale Quotidiana', hook: 'abbonamenti a riviste e quotidiani da sfogliare su tablet', cat: 'libri', channel: 'digital' },
  { name: 'Libreria Gastronomica Mestolo', hook: 'libri di cucina, ricettari regionali e testi sul vino', cat: 'libri', also: ['cibo-e-vino'] },
  { name: 'Voce Narrante Audiolibri', hook: 'audiolibri letti da attori professionisti', cat: 'libri', channel: 'digital' },
];
