import type { SeedCity } from './cities.ts';

/**
 * Dutch cities for the restaurant locations of the Dutch storefront (store 1). As the Italian
 * ones: each district has approximate real coordinates and the first four digits of a postcode of
 * that part of the city; the province is its Dutch name, as the place box shows it.
 */
export const dutchCities: SeedCity[] = [
  {
    code: 'NL-AMS',
    city: 'Amsterdam',
    province: 'Noord-Holland',
    phonePrefix: '20',
    bounds: { latMin: 52.3, latMax: 52.43, lonMin: 4.75, lonMax: 5.02 },
    districts: [
      { name: 'Jordaan', lat: 52.3745, lon: 4.88, cap: '1015' },
      { name: 'De Pijp', lat: 52.354, lon: 4.894, cap: '1072' },
      { name: 'Oud-West', lat: 52.366, lon: 4.87, cap: '1054' },
      { name: 'Oost', lat: 52.36, lon: 4.925, cap: '1092' },
      { name: 'Noord', lat: 52.389, lon: 4.92, cap: '1021' },
      { name: 'Zuid', lat: 52.345, lon: 4.87, cap: '1077' },
    ],
  },
  {
    code: 'NL-RTM',
    city: 'Rotterdam',
    province: 'Zuid-Holland',
    phonePrefix: '10',
    bounds: { latMin: 51.86, latMax: 51.98, lonMin: 4.37, lonMax: 4.6 },
    districts: [
      { name: 'Centrum', lat: 51.9225, lon: 4.4792, cap: '3011' },
      { name: 'Kralingen', lat: 51.925, lon: 4.515, cap: '3062' },
      { name: 'Delfshaven', lat: 51.91, lon: 4.445, cap: '3024' },
      { name: 'Kop van Zuid', lat: 51.905, lon: 4.49, cap: '3072' },
      { name: 'Blijdorp', lat: 51.93, lon: 4.455, cap: '3039' },
    ],
  },
  {
    code: 'NL-UTR',
    city: 'Utrecht',
    province: 'Utrecht',
    phonePrefix: '30',
    bounds: { latMin: 52.04, latMax: 52.14, lonMin: 5.02, lonMax: 5.19 },
    districts: [
      { name: 'Binnenstad', lat: 52.0907, lon: 5.1214, cap: '3511' },
      { name: 'Wittevrouwen', lat: 52.095, lon: 5.135, cap: '3581' },
      { name: 'Lombok', lat: 52.09, lon: 5.095, cap: '3531' },
      { name: 'Tuindorp', lat: 52.105, lon: 5.125, cap: '3571' },
    ],
  },
  {
    code: 'NL-DHG',
    city: 'Den Haag',
    province: 'Zuid-Holland',
    phonePrefix: '70',
    bounds: { latMin: 52.02, latMax: 52.13, lonMin: 4.2, lonMax: 4.4 },
    districts: [
      { name: 'Centrum', lat: 52.0786, lon: 4.3104, cap: '2511' },
      { name: 'Scheveningen', lat: 52.11, lon: 4.275, cap: '2586' },
      { name: 'Statenkwartier', lat: 52.09, lon: 4.285, cap: '2582' },
      { name: 'Zeeheldenkwartier', lat: 52.085, lon: 4.295, cap: '2518' },
    ],
  },
  {
    code: 'NL-EHV',
    city: 'Eindhoven',
    province: 'Noord-Brabant',
    phonePrefix: '40',
    bounds: { latMin: 51.39, latMax: 51.5, lonMin: 5.38, lonMax: 5.55 },
    districts: [
      { name: 'Centrum', lat: 51.4381, lon: 5.4752, cap: '5611' },
      { name: 'Strijp', lat: 51.448, lon: 5.456, cap: '5616' },
      { name: 'Woensel', lat: 51.465, lon: 5.48, cap: '5623' },
    ],
  },
  {
    code: 'NL-GRQ',
    city: 'Groningen',
    province: 'Groningen',
    phonePrefix: '50',
    bounds: { latMin: 53.18, latMax: 53.26, lonMin: 6.5, lonMax: 6.64 },
    districts: [
      { name: 'Binnenstad', lat: 53.2194, lon: 6.5665, cap: '9711' },
      { name: 'Oosterpoort', lat: 53.212, lon: 6.575, cap: '9724' },
      { name: 'Schildersbuurt', lat: 53.222, lon: 6.55, cap: '9718' },
    ],
  },
];

/** Common Dutch street names (no specific real address is implied). */
export const dutchStreetNames: string[] = [
  'Kerkstraat',
  'Molenstraat',
  'Nieuwstraat',
  'Stationsweg',
  'Marktplein',
  'Lindelaan',
  'Julianastraat',
  'Wilhelminastraat',
  'Schoolstraat',
  'Kastanjelaan',
  'Havenstraat',
  'Brugstraat',
  'Beukenlaan',
  'Oranjestraat',
  'Zeestraat',
  'Tuinstraat',
];
