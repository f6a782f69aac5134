import type { SeedBrandDef } from './types.ts';

/** Fictional brands: wellness, food and wine, music, pets. */

export const wellnessBrands: SeedBrandDef[] = [
  { name: 'Terme Sorgente Calda', hook: 'ingressi alle piscine termali, fanghi e massaggi', cat: 'benessere', also: ['viaggi'] },
  {
    name: 'Spa Giardino Segreto',
    hook: 'percorsi spa di coppia e trattamenti rilassanti',
    cat: 'benessere',
    cities: ['MI', 'RM', 'FI', 'VR'],
    popularity: 980,
  },
  { name: 'Mani Leggere Massaggi', hook: 'massaggi decontratturanti, hot stone e riflessologia plantare', cat: 'benessere', cities: ['TO', 'BO', 'VR', 'MI'] },
  { name: 'Yoga Loto Bianco', hook: 'lezioni di yoga, pilates e meditazione', cat: 'benessere', also: ['sport'] },
  { name: 'Silenzio Interiore', hook: 'percorsi di meditazione guidata e ritiri di consapevolezza', cat: 'benessere', channel: 'digital' },
  { name: 'Ritiri Bosco Quieto', hook: 'weekend detox immersi nei boschi, senza telefono', cat: 'benessere', also: ['viaggi'] },
  { name: "Hammam Luna d'Oriente", hook: 'bagno turco, scrub al sapone nero e rituali orientali', cat: 'benessere' },
  { name: 'Equilibrio Nutrizione', hook: 'consulenze con nutrizionisti e piani alimentari personalizzati', cat: 'benessere', channel: 'digital' },
  { name: 'Assenza di Peso Floating', hook: 'sessioni di galleggiamento in vasche di acqua salata', cat: 'benessere' },
  { name: 'Aromaterapia Salvia', hook: 'oli essenziali, diffusori e miscele per il rilassamento', cat: 'benessere' },
  { name: 'Acqua di Luna Day Spa', hook: 'day spa in città con sauna, bagno di vapore e piscina riscaldata', cat: 'benessere' },
  { name: 'Sonno Profondo', hook: 'cuscini ergonomici, materassi e accessori per dormire bene', cat: 'benessere', also: ['casa'] },
];

export const foodBrands: SeedBrandDef[] = [
  {
    name: "Enoteca Tralcio d'Oro",
    hook: 'vini di piccole cantine italiane, bollicine e distillati',
    cat: 'cibo-e-vino',
    wine: true,
    channel: 'both',
    cities: ['MI', 'TO', 'VR', 'RM'],
  },
  {
    name: 'Cantina Colle Ventoso',
    hook: 'vini rossi di collina affinati in barrique e cassette degustazione',
    cat: 'cibo-e-vino',
    wine: true,
    channel: 'physical',
  },
  {
    name: 'Vigneti Poggio Sereno',
    hook: "vini biologici e olio extravergine dall'azienda agricola di famiglia",
    cat: 'cibo-e-vino',
    wine: true,
    channel: 'both',
  },
  { name: 'Pastificio Grano Antico', hook: 'pasta trafilata al bronzo con grani antichi siciliani', cat: 'cibo-e-vino' },
  { name: 'Salumeria Valnera', hook: 'salumi stagionati, prosciutti e formaggi di montagna', cat: 'cibo-e-vino' },
  { name: 'Cioccolateria Fava di Cacao', hook: 'cioccolato artigianale, praline e creme spalmabili', cat: 'cibo-e-vino', cities: ['TO', 'MI', 'RM'] },
  { name: 'Torrefazione Aroma Scuro', hook: 'caffè tostato a legna e miscele monorigine', cat: 'cibo-e-vino' },
  { name: 'Oleificio Ulivo Argento', hook: "olio extravergine di oliva, paté e conserve sott'olio", cat: 'cibo-e-vino' },
  { name: 'Birrificio Luppolo Ribelle', hook: 'birre artigianali non filtrate e kit di degustazione', cat: 'cibo-e-vino' },
  { name: 'Cassetta Verde Bio', hook: 'cassette di frutta e verdura biologica consegnate a domicilio', cat: 'cibo-e-vino' },
  { name: 'Pasticceria Zucchero a Velo', hook: 'torte, panettoni e biscotti artigianali', cat: 'cibo-e-vino' },
  { name: 'Tartufo Nero Gastronomia', hook: 'tartufi freschi, salse e specialità al tartufo', cat: 'cibo-e-vino' },
  { name: "Foglia d'Oriente Tè e Tisane", hook: 'tè pregiati, tisane e teiere in ghisa', cat: 'cibo-e-vino' },
];

export const musicBrands: SeedBrandDef[] = [
  { name: 'Chiave di Sol Strumenti Musicali', hook: 'chitarre, tastiere e strumenti a fiato', cat: 'musica', cities: ['MI', 'RM', 'BO'] },
  { name: 'Solco Profondo Vinili', hook: 'dischi in vinile nuovi e usati, giradischi e puntine', cat: 'musica' },
  { name: 'Pentagramma Scuola di Musica', hook: 'lezioni individuali di strumento e di canto', cat: 'musica', also: ['esperienze'] },
  { name: 'Palco Libero Biglietti', hook: "biglietti per concerti, festival e stagioni d'opera", cat: 'musica', also: ['intrattenimento'] },
  { name: 'Onda Sonora Musica in Streaming', hook: 'musica in streaming senza pubblicità e playlist curate', cat: 'musica', channel: 'digital' },
  { name: 'Liuteria Acero Fiammato', hook: 'violini, mandolini e chitarre costruiti a mano', cat: 'musica', channel: 'physical' },
  { name: 'Studio Traccia Zero', hook: 'sessioni in sala di registrazione e produzione musicale', cat: 'musica', also: ['esperienze'] },
  { name: 'Armonia Spartiti', hook: 'spartiti, metodi didattici e accessori per musicisti', cat: 'musica' },
  { name: 'Consolle Accademia DJ', hook: 'corsi per dj e producer di musica elettronica', cat: 'musica' },
  { name: 'Loggione Lirica', hook: 'abbonamenti alla stagione lirica e concerti di musica classica', cat: 'musica', also: ['intrattenimento'] },
  { name: 'Pianoforti Tasto Nero', hook: 'pianoforti digitali e acustici, noleggio e accordatura', cat: 'musica' },
];

export const petBrands: SeedBrandDef[] = [
  { name: 'Coda Allegra Pet Shop', hook: 'cibo, giochi e accessori per cani e gatti', cat: 'animali', cities: ['MI', 'TO', 'RM', 'NA'] },
  { name: 'Pelo Lucido Toelettatura', hook: 'toelettatura, bagno e taglio delle unghie', cat: 'animali' },
  { name: 'Acquariologia Pesce Palla', hook: 'acquari, pesci tropicali e piante acquatiche', cat: 'animali' },
  { name: 'Cuccia e Cuscino', hook: 'cucce, cuscini e trasportini di design', cat: 'animali', also: ['casa'] },
  { name: 'Fido Bravo Educazione Cinofila', hook: 'corsi di educazione cinofila per cuccioli e cani adulti', cat: 'animali' },
  { name: 'Pensione Quattro Zampe', hook: 'soggiorni in pensione per cani e gatti durante le vacanze', cat: 'animali' },
  { name: 'Bosco Naturale Crocchette', hook: 'alimenti naturali senza cereali per cani e gatti', cat: 'animali' },
  { name: 'Amico Fedele Veterinaria', hook: 'visite veterinarie, vaccini e check-up', cat: 'animali' },
  { name: 'Voliera Canarino', hook: 'gabbie, mangimi e accessori per uccelli da compagnia', cat: 'animali' },
  { name: 'Passeggiata Dog Sitter', hook: 'passeggiate e dog sitting a domicilio', cat: 'animali' },
  { name: 'Ferro di Cavallo Selleria', hook: 'selle, finimenti e prodotti per la cura del cavallo', cat: 'animali', also: ['sport'] },
];
