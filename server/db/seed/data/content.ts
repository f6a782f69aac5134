import type { SeedContent } from './types.ts';
import { blogPosts } from './blog.ts';
import { CHOICE_CARD_SLUG } from './choice.ts';
import { infoPages } from './pages-info.ts';
import { legalPages } from './pages-legal.ts';
import { mostChosen } from './products.ts';
import { must } from '../../../../common/must.ts';

const ranked = mostChosen();

/** Four popular cards from four different primary categories (not the choice card). */
function couponSuggestions(): string[] {
  const seen = new Set<string>();
  const picked: string[] = [];
  for (const p of ranked) {
    if (p.slug === CHOICE_CARD_SLUG || p.outOfStock || p.productType === 'GIFTCARD_BLANK') continue;
    const primary = must(p.categories[0], 'every product has a primary category');
    if (seen.has(primary)) continue;
    seen.add(primary);
    picked.push(p.slug);
    if (picked.length === 4) break;
  }
  return picked;
}

export const content: SeedContent = {
  footerMenu: [
    {
      title: 'Carte regalo',
      links: [
        { title: 'Tutte le gift card', path: '/carte-regalo/' },
        { title: 'Gift card Tutto-in-uno', path: `/carte-regalo/${CHOICE_CARD_SLUG}/` },
        { title: 'Tutte le categorie', path: '/categoria/tutti-i-biglietti-regalo/' },
        { title: 'Occasioni per donare', path: '/occasioni-per-donare/' },
        { title: 'Gift card in bianco', path: '/carte-in-bianco/' },
        { title: 'Attiva una carta in bianco', path: '/attivare/' },
      ],
    },
    {
      title: 'Servizio clienti',
      links: [
        { title: 'Controlla il credito', path: '/controlla-il-credito/' },
        { title: 'Consegna e spedizione', path: '/consegna/' },
        { title: 'Contattaci', path: '/contattaci/' },
        { title: 'Termini e condizioni', path: '/termini-e-condizioni/' },
        { title: 'Privacy e cookie', path: '/cookie-informativa-privacy/' },
      ],
    },
    {
      title: 'Donami',
      links: [
        { title: 'Chi siamo', path: '/chi-siamo/' },
        { title: 'Regali aziendali', path: '/azienda/' },
        { title: 'Blog', path: 'https://www.donami.it/blog/' },
        { title: 'Donami su Instagram', path: 'https://www.instagram.com/donami.it', external: true, newTab: true },
      ],
    },
  ],
  businessMenu: {
    title: 'Per le aziende',
    links: [
      { title: 'Regali aziendali', path: '/azienda/' },
      { title: 'Gift card Tutto-in-uno per aziende', path: `/azienda/${CHOICE_CARD_SLUG}` },
      { title: 'Idee per dipendenti e clienti', path: '/regali-aziendali/' },
      { title: 'Carte in bianco da attivare', path: '/carte-in-bianco/' },
      { title: 'Richiedi un preventivo', path: '/azienda/#preventivo' },
    ],
  },
  paymentIcons: [
    { id: 'card', label: 'Carta di credito o di debito' },
    { id: 'wallet', label: 'Portafoglio digitale' },
    { id: 'bankredirect', label: 'Bonifico online dalla tua banca' },
    { id: 'instant', label: 'Pagamento istantaneo' },
    { id: 'banktransfer', label: 'Bonifico bancario' },
    { id: 'invoice', label: 'Pagamento su fattura per aziende' },
    { id: 'secure', label: 'Pagamento sicuro e protetto' },
  ],
  trustMarks: [
    { id: 'consegna-rapida', label: 'Consegna digitale entro 1 ora', placement: 'header', width: 80, link: '/consegna/' },
    { id: 'spedizione-oggi', label: 'Ordinato entro le 17:00, spedito oggi', placement: 'topbar', width: 70, link: null },
    { id: 'pagamenti-protetti', label: 'Pagamenti protetti', placement: 'bottombar', width: 100, link: null },
  ],
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/donami.it', hidden: false },
    { network: 'instagram', url: 'https://www.instagram.com/donami.it', hidden: false },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/donami-it', hidden: false },
    { network: 'youtube', url: 'https://www.youtube.com/@donami-it', hidden: false },
    { network: 'tiktok', url: 'https://www.tiktok.com/@donami.it', hidden: false },
    { network: 'pinterest', url: 'https://www.pinterest.it/donami_it', hidden: true },
    { network: 'x', url: 'https://x.com/donami_it', hidden: true },
  ],
  popularSearches: [
    { title: 'Ristoranti', url: '/carte-regalo/?s=ristoranti' },
    { title: 'Tutto-in-uno', url: `/carte-regalo/${CHOICE_CARD_SLUG}/` },
    { title: 'Spa e benessere', url: '/carte-regalo/?s=spa' },
    { title: 'Viaggi', url: '/carte-regalo/?s=viaggi' },
    { title: 'Libri', url: '/carte-regalo/?s=libri' },
    { title: 'Esperienze', url: '/carte-regalo/?s=esperienze' },
    { title: 'Donazioni', url: '/carte-regalo/?s=donazione' },
    { title: 'Pizzeria Fuoco Lento', url: '/carte-regalo/gift-card-pizzeria-fuoco-lento/' },
  ],
  popularCoupons: {
    highlighted: {
      title: 'Gift card Tutto-in-uno Donami',
      description: 'Non sai cosa regalare? Con la Tutto-in-uno chi la riceve sceglie tra oltre 120 gift card e donazioni.',
      productSlug: CHOICE_CARD_SLUG,
    },
    suggestions: couponSuggestions(),
  },
  homeBlocks: {
    mostChosenSlugs: ranked.slice(0, 2).map((p) => p.slug),
    featuredCategorySlugs: ['ristoranti', 'esperienze', 'moda', 'viaggi', 'benessere', 'libri'],
    uspTitles: [
      'Ordinato entro le 17:00, spedito oggi',
      'Gift card digitali entro 1 ora',
      'Oltre 200 gift card tra cui scegliere',
      'Sempre il regalo aziendale giusto',
      'Personalizza con confezione e messaggio',
    ],
    testimonials: [
      {
        name: 'Giulia R.',
        rating: 5,
        text: 'Ho ordinato la Tutto-in-uno alle dieci di sera per il compleanno di mia sorella e dopo pochi minuti era già nella sua casella di posta. Servizio impeccabile.',
      },
      {
        name: 'Marco T.',
        rating: 5,
        text: "Abbiamo regalato ai dipendenti una gift card a scelta: preventivo arrivato in meno di un'ora e fattura precisa. Lo rifaremo a Natale.",
      },
      {
        name: 'Francesca L.',
        rating: 4,
        text: 'Carta fisica arrivata il giorno dopo, confezione molto curata. Avrei voluto qualche ristorante in più nella mia città, ma la scelta è ampia.',
      },
      {
        name: 'Alessandro B.',
        rating: 5,
        text: 'Con il credito della gift card ho preso una cena per due e una donazione per il rifugio del mio quartiere. Facilissimo.',
      },
      { name: 'Chiara M.', rating: 5, text: 'Il controllo del saldo è chiaro e veloce, e il resto del credito è rimasto sulla carta senza problemi.' },
      { name: 'Davide P.', rating: 4, text: "Ottima idea per i regali dell'ultimo minuto. Il messaggio personalizzato è stato apprezzatissimo." },
      {
        name: 'Elena S.',
        rating: 5,
        text: 'Ho scelto la confezione regalo per la carta fisica: nastro, biglietto e tutto il resto. Sembrava preparata a mano in negozio.',
      },
      {
        name: 'Roberto G.',
        rating: 3,
        text: 'La carta è arrivata in tre giorni invece che il giorno dopo, ma il servizio clienti mi ha risposto subito e con gentilezza.',
      },
      {
        name: 'Sara V.',
        rating: 5,
        text: 'Mio padre ha usato la Tutto-in-uno per un weekend alle terme e una cena fuori. Non avrei saputo scegliere meglio io al posto suo.',
      },
      {
        name: 'Luca F.',
        rating: 4,
        text: 'Il saldo oltre i 150 euro è stato diviso su due carte dello stesso marchio: all’inizio mi ha sorpreso, poi ho capito che è più comodo.',
      },
      { name: 'Martina C.', rating: 5, text: 'Ho attivato le carte in bianco per i premi di fine anno dei miei collaboratori: tutto pronto in giornata.' },
      {
        name: 'Paolo D.',
        rating: 4,
        text: 'Grande scelta di ristoranti nella mia zona e mappa chiara dei locali. Avrei gradito qualche importo fisso in più sotto i 25 euro.',
      },
    ],
  },
  blogPosts,
  pages: [...legalPages, ...infoPages],
};
