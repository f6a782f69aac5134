import type { SeedBrandDef } from './types.ts';

/** Fictional charities. Hooks carry their article ("la tutela di ..."). */
export const donationBrands: SeedBrandDef[] = [
  { name: 'Fondazione Mare Pulito', hook: 'la pulizia delle spiagge e la tutela delle tartarughe marine', cat: 'donazioni', popularity: 950 },
  { name: 'Associazione Alberi per Domani', hook: 'la piantumazione di nuovi boschi nelle aree colpite dagli incendi', cat: 'donazioni' },
  { name: 'Fondazione Sorrisi in Corsia', hook: 'i clown di corsia e le attività di gioco nei reparti pediatrici', cat: 'donazioni', also: ['bambini'] },
  { name: 'Banco Solidale Pane per Tutti', hook: 'la distribuzione di pasti caldi alle famiglie in difficoltà', cat: 'donazioni' },
  { name: 'Rifugio Zampe Felici', hook: "la cura e l'adozione di cani e gatti abbandonati", cat: 'donazioni', also: ['animali'] },
  { name: 'Fondazione Cuore Forte', hook: 'la ricerca sulle malattie cardiovascolari', cat: 'donazioni' },
  { name: 'Associazione Scuole Aperte', hook: 'le borse di studio e il materiale scolastico per ragazzi in difficoltà', cat: 'donazioni', also: ['bambini'] },
  { name: 'Acqua Bene Comune', hook: 'la costruzione di pozzi e impianti di acqua potabile nei villaggi rurali', cat: 'donazioni' },
  { name: 'Fondazione Nonni Insieme', hook: "la compagnia e l'assistenza quotidiana agli anziani soli", cat: 'donazioni' },
  { name: 'Api e Fiori', hook: 'la protezione delle api e dei prati fioriti', cat: 'donazioni', also: ['animali'] },
  { name: 'Emergenza Solidale', hook: 'gli interventi di primo soccorso nelle zone colpite da calamità naturali', cat: 'donazioni' },
  { name: 'Fondazione Musica per Tutti', hook: 'le lezioni di musica gratuite e gli strumenti per le scuole di periferia', cat: 'donazioni', also: ['musica'] },
  { name: 'Orti Sociali Radici', hook: "gli orti urbani condivisi e l'inserimento lavorativo di persone fragili", cat: 'donazioni' },
  { name: 'Amici del Lupo Appenninico', hook: "il monitoraggio e la protezione del lupo sull'Appennino", cat: 'donazioni', also: ['animali'] },
  { name: 'Libri Liberi', hook: 'le biblioteche di quartiere e le letture ad alta voce per i bambini', cat: 'donazioni', also: ['libri'] },
];
