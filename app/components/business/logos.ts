// The business logos (§2, §3): companies that order gift cards with us. Fictional firms whose marks
// we drew ourselves (never a real brand); imported so the build fingerprints and serves them.
import officineBrambilla from './logos/officine-brambilla.svg?url';
import nordlab from './logos/nordlab.svg?url';
import verdemare from './logos/verdemare.svg?url';
import studioAurelia from './logos/studio-aurelia.svg?url';
import casaLucerna from './logos/casa-lucerna.svg?url';
import tessiturePonti from './logos/tessiture-ponti.svg?url';

export const BUSINESS_LOGOS: { name: string; src: string }[] = [
  { name: 'Officine Brambilla', src: officineBrambilla },
  { name: 'Nordlab', src: nordlab },
  { name: 'Verdemare Logistica', src: verdemare },
  { name: 'Studio Aurelia', src: studioAurelia },
  { name: 'Casa Lucerna', src: casaLucerna },
  { name: 'Tessiture Ponti', src: tessiturePonti },
];
