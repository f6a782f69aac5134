/**
 * Italian cities used for shop and restaurant locations. Each district has approximate real
 * coordinates and a postcode (CAP) that belongs to that city; locations are jittered a few
 * hundred metres around the district centre.
 */

export type SeedDistrict = { name: string; lat: number; lon: number; cap: string; streets?: string[] };

/** Venice's historic centre has calli and campi rather than "vie". */
const veniceStreets = ['Calle Larga', 'Fondamenta Nuove', 'Campo San Polo', 'Salizada San Lio', 'Rio Terà', 'Calle dei Fabbri'];

export type SeedCity = {
  code: string;
  city: string;
  province: string;
  phonePrefix: string;
  /** Bounding box used by the self-check (generous, inside the municipality). */
  bounds: { latMin: number; latMax: number; lonMin: number; lonMax: number };
  districts: SeedDistrict[];
};

export const cities: SeedCity[] = [
  {
    code: 'MI',
    city: 'Milano',
    province: 'MI',
    phonePrefix: '02',
    bounds: { latMin: 45.39, latMax: 45.54, lonMin: 9.04, lonMax: 9.28 },
    districts: [
      { name: 'Brera', lat: 45.4719, lon: 9.1878, cap: '20121' },
      { name: 'Navigli', lat: 45.452, lon: 9.177, cap: '20143' },
      { name: 'Isola', lat: 45.487, lon: 9.189, cap: '20159' },
      { name: 'Porta Romana', lat: 45.451, lon: 9.203, cap: '20135' },
      { name: 'Città Studi', lat: 45.478, lon: 9.227, cap: '20133' },
      { name: 'Porta Venezia', lat: 45.4745, lon: 9.2055, cap: '20124' },
    ],
  },
  {
    code: 'RM',
    city: 'Roma',
    province: 'RM',
    phonePrefix: '06',
    bounds: { latMin: 41.8, latMax: 42.0, lonMin: 12.38, lonMax: 12.62 },
    districts: [
      { name: 'Trastevere', lat: 41.889, lon: 12.47, cap: '00153' },
      { name: 'Prati', lat: 41.907, lon: 12.463, cap: '00192' },
      { name: 'Monti', lat: 41.895, lon: 12.493, cap: '00184' },
      { name: 'Testaccio', lat: 41.877, lon: 12.476, cap: '00153' },
      { name: 'San Giovanni', lat: 41.885, lon: 12.51, cap: '00183' },
      { name: 'Parioli', lat: 41.926, lon: 12.496, cap: '00197' },
    ],
  },
  {
    code: 'TO',
    city: 'Torino',
    province: 'TO',
    phonePrefix: '011',
    bounds: { latMin: 45.0, latMax: 45.14, lonMin: 7.58, lonMax: 7.77 },
    districts: [
      { name: 'Centro', lat: 45.0705, lon: 7.683, cap: '10123' },
      { name: 'San Salvario', lat: 45.056, lon: 7.681, cap: '10125' },
      { name: 'Crocetta', lat: 45.056, lon: 7.664, cap: '10129' },
      { name: 'Vanchiglia', lat: 45.072, lon: 7.7, cap: '10124' },
      { name: 'Cit Turin', lat: 45.076, lon: 7.665, cap: '10138' },
    ],
  },
  {
    code: 'NA',
    city: 'Napoli',
    province: 'NA',
    phonePrefix: '081',
    bounds: { latMin: 40.79, latMax: 40.92, lonMin: 14.14, lonMax: 14.35 },
    districts: [
      { name: 'Chiaia', lat: 40.834, lon: 14.238, cap: '80121' },
      { name: 'Vomero', lat: 40.845, lon: 14.23, cap: '80129' },
      { name: 'Centro Storico', lat: 40.85, lon: 14.256, cap: '80138' },
      { name: 'Posillipo', lat: 40.818, lon: 14.208, cap: '80123' },
    ],
  },
  {
    code: 'BO',
    city: 'Bologna',
    province: 'BO',
    phonePrefix: '051',
    bounds: { latMin: 44.44, latMax: 44.55, lonMin: 11.23, lonMax: 11.43 },
    districts: [
      { name: 'Centro', lat: 44.494, lon: 11.343, cap: '40124' },
      { name: 'Santo Stefano', lat: 44.49, lon: 11.352, cap: '40125' },
      { name: 'Bolognina', lat: 44.512, lon: 11.345, cap: '40129' },
      { name: 'Saragozza', lat: 44.49, lon: 11.325, cap: '40135' },
    ],
  },
  {
    code: 'FI',
    city: 'Firenze',
    province: 'FI',
    phonePrefix: '055',
    bounds: { latMin: 43.73, latMax: 43.83, lonMin: 11.15, lonMax: 11.34 },
    districts: [
      { name: 'Santo Spirito', lat: 43.767, lon: 11.248, cap: '50125' },
      { name: 'Santa Croce', lat: 43.7685, lon: 11.262, cap: '50122' },
      { name: 'San Lorenzo', lat: 43.775, lon: 11.254, cap: '50123' },
      { name: 'Campo di Marte', lat: 43.78, lon: 11.28, cap: '50137' },
      { name: 'Novoli', lat: 43.795, lon: 11.22, cap: '50127' },
    ],
  },
  {
    code: 'VE',
    city: 'Venezia',
    province: 'VE',
    phonePrefix: '041',
    bounds: { latMin: 45.4, latMax: 45.52, lonMin: 12.2, lonMax: 12.4 },
    districts: [
      { name: 'Cannaregio', lat: 45.443, lon: 12.329, cap: '30121', streets: veniceStreets },
      { name: 'Castello', lat: 45.435, lon: 12.348, cap: '30122', streets: veniceStreets },
      { name: 'Dorsoduro', lat: 45.431, lon: 12.326, cap: '30123', streets: veniceStreets },
      { name: 'San Polo', lat: 45.438, lon: 12.331, cap: '30125', streets: veniceStreets },
      { name: 'Mestre', lat: 45.492, lon: 12.242, cap: '30171' },
    ],
  },
  {
    code: 'GE',
    city: 'Genova',
    province: 'GE',
    phonePrefix: '010',
    bounds: { latMin: 44.38, latMax: 44.46, lonMin: 8.8, lonMax: 9.05 },
    districts: [
      { name: 'Centro Storico', lat: 44.408, lon: 8.932, cap: '16123' },
      { name: 'Foce', lat: 44.399, lon: 8.95, cap: '16129' },
      { name: 'Albaro', lat: 44.395, lon: 8.965, cap: '16145' },
      { name: 'Castelletto', lat: 44.415, lon: 8.936, cap: '16124' },
    ],
  },
  {
    code: 'PA',
    city: 'Palermo',
    province: 'PA',
    phonePrefix: '091',
    bounds: { latMin: 38.07, latMax: 38.2, lonMin: 13.28, lonMax: 13.42 },
    districts: [
      { name: 'Politeama', lat: 38.125, lon: 13.356, cap: '90139' },
      { name: 'Kalsa', lat: 38.116, lon: 13.37, cap: '90133' },
      { name: 'Libertà', lat: 38.133, lon: 13.348, cap: '90141' },
    ],
  },
  {
    code: 'BA',
    city: 'Bari',
    province: 'BA',
    phonePrefix: '080',
    bounds: { latMin: 41.07, latMax: 41.15, lonMin: 16.8, lonMax: 16.95 },
    districts: [
      { name: 'Murat', lat: 41.125, lon: 16.87, cap: '70121' },
      { name: 'Bari Vecchia', lat: 41.129, lon: 16.869, cap: '70122' },
      { name: 'Poggiofranco', lat: 41.1, lon: 16.87, cap: '70125' },
    ],
  },
  {
    code: 'VR',
    city: 'Verona',
    province: 'VR',
    phonePrefix: '045',
    bounds: { latMin: 45.4, latMax: 45.48, lonMin: 10.93, lonMax: 11.05 },
    districts: [
      { name: 'Centro', lat: 45.442, lon: 10.997, cap: '37121' },
      { name: 'Borgo Trento', lat: 45.451, lon: 10.988, cap: '37126' },
      { name: 'Veronetta', lat: 45.441, lon: 11.006, cap: '37129' },
    ],
  },
  {
    code: 'PD',
    city: 'Padova',
    province: 'PD',
    phonePrefix: '049',
    bounds: { latMin: 45.37, latMax: 45.44, lonMin: 11.83, lonMax: 11.93 },
    districts: [
      { name: 'Centro', lat: 45.407, lon: 11.876, cap: '35122' },
      { name: 'Portello', lat: 45.41, lon: 11.89, cap: '35129' },
      { name: 'Arcella', lat: 45.421, lon: 11.883, cap: '35133' },
    ],
  },
  {
    code: 'BS',
    city: 'Brescia',
    province: 'BS',
    phonePrefix: '030',
    bounds: { latMin: 45.5, latMax: 45.58, lonMin: 10.17, lonMax: 10.27 },
    districts: [
      { name: 'Centro', lat: 45.539, lon: 10.22, cap: '25122' },
      { name: 'Carmine', lat: 45.542, lon: 10.214, cap: '25122' },
    ],
  },
  {
    code: 'BG',
    city: 'Bergamo',
    province: 'BG',
    phonePrefix: '035',
    bounds: { latMin: 45.67, latMax: 45.72, lonMin: 9.63, lonMax: 9.71 },
    districts: [
      { name: 'Città Alta', lat: 45.704, lon: 9.663, cap: '24129' },
      { name: 'Città Bassa', lat: 45.695, lon: 9.67, cap: '24122' },
    ],
  },
  {
    code: 'TS',
    city: 'Trieste',
    province: 'TS',
    phonePrefix: '040',
    bounds: { latMin: 45.6, latMax: 45.7, lonMin: 13.72, lonMax: 13.83 },
    districts: [
      { name: 'Borgo Teresiano', lat: 45.6515, lon: 13.7735, cap: '34121' },
      { name: 'San Giusto', lat: 45.6465, lon: 13.772, cap: '34121' },
    ],
  },
  {
    code: 'PR',
    city: 'Parma',
    province: 'PR',
    phonePrefix: '0521',
    bounds: { latMin: 44.77, latMax: 44.83, lonMin: 10.28, lonMax: 10.37 },
    districts: [
      { name: 'Centro', lat: 44.8015, lon: 10.328, cap: '43121' },
      { name: 'Oltretorrente', lat: 44.8, lon: 10.32, cap: '43125' },
    ],
  },
];

/** Generic, very common Italian street names (no specific real address is implied). */
export const streetNames: string[] = [
  'Via Garibaldi',
  'Via Mazzini',
  'Corso Cavour',
  'Via dei Mille',
  'Via Roma',
  'Via Verdi',
  'Via Dante',
  'Piazza della Repubblica',
  'Via XX Settembre',
  'Via Manzoni',
  'Via Marconi',
  'Via Carducci',
  'Via San Francesco',
  'Via dei Tigli',
  'Via delle Rose',
  'Corso Italia',
  'Via Matteotti',
  'Via Leopardi',
  'Via dei Fiori',
  'Via del Mercato',
  'Via Galilei',
  'Piazza Garibaldi',
  'Via dei Glicini',
  'Via Vittorio Veneto',
  'Via Volta',
  'Via Petrarca',
];
