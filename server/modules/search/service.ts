import MiniSearch from 'minisearch';
import snowball from 'snowball-stemmers';
import type { RequestContext } from '../../context.ts';
import { filterProducts, getCatalogue, type Catalogue, type ProductView } from '../catalog/index.ts';
import { contentVersion, listPages, type PageView } from '../content/index.ts';

const stemmers = new Map<string, { stem(w: string): string }>();
function stemmerFor(locale: string) {
  const language = locale === 'nl' ? 'dutch' : locale === 'en' ? 'english' : 'italian';
  let s = stemmers.get(language);
  if (!s) {
    s = snowball.newStemmer(language) as { stem(w: string): string };
    stemmers.set(language, s);
  }
  return s;
}

/** Lower-case, accents folded, so "caffè" and "caffe" meet. */
function fold(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Doc = { id: string; kind: 'product' | 'page'; brand: string; title: string; text: string; popularity: number };
type Index = { search: MiniSearch<Doc>; products: Map<string, ProductView>; pages: Map<string, PageView> };
/**
 * One index per catalogue and reader's language: the products are the storefront's own, but the
 * giving moments are read in the reader's language (the Dutch storefront's English translations),
 * so an index built for one language must never answer another; nor one built on content since changed.
 */
const indexes = new WeakMap<Catalogue, { content: number; perLanguage: Map<string, Promise<Index>> }>();

function buildIndex(ctx: Pick<RequestContext, 'db' | 'store' | 'locale'>, catalogue: Catalogue): Promise<Index> {
  let built = indexes.get(catalogue);
  if (built?.content !== contentVersion()) indexes.set(catalogue, (built = { content: contentVersion(), perLanguage: new Map() }));
  const perLanguage = built.perLanguage;
  let entry = perLanguage.get(ctx.locale);
  if (entry) return entry;
  entry = (async () => {
    const stem = stemmerFor(ctx.store.language);
    const search = new MiniSearch<Doc>({
      fields: ['brand', 'title', 'text'],
      storeFields: ['kind', 'popularity'],
      processTerm: (term) => stem.stem(fold(term)),
      searchOptions: { boost: { brand: 4, title: 2 }, fuzzy: 0.25, prefix: true, combineWith: 'AND' },
    });
    const products = new Map<string, ProductView>();
    const docs: Doc[] = [];
    for (const p of filterProducts(catalogue, {})) {
      products.set(`p${p.id}`, p);
      const cats = catalogue.categories.filter((c) => p.categorySlugs.includes(c.slug)).map((c) => c.title);
      docs.push({ id: `p${p.id}`, kind: 'product', brand: p.brand, title: p.title, text: `${cats.join(' ')} ${p.description}`, popularity: p.popularity });
    }
    const pages = new Map<string, PageView>();
    for (const g of await listPages(ctx, 'givingMoment')) {
      pages.set(`g${g.id}`, g);
      docs.push({ id: `g${g.id}`, kind: 'page', brand: '', title: g.heroTitle ?? g.title, text: `${g.title} ${g.excerpt ?? ''}`, popularity: 0 });
    }
    search.addAll(docs);
    return { search, products, pages };
  })();
  perLanguage.set(ctx.locale, entry);
  return entry;
}

export type SearchResult = { products: ProductView[]; givingMoments: PageView[] };

/**
 * Typo-tolerant search over gift cards and giving moments. An exact brand match ranks first;
 * every word must match (allowing a typo each), falling back to any word when nothing matches all.
 */
export async function searchCatalogue(ctx: Pick<RequestContext, 'db' | 'store' | 'locale'>, inputText: string, limit = 24): Promise<SearchResult> {
  const query = inputText.trim().slice(0, 100);
  if (!query) return { products: [], givingMoments: [] };
  const catalogue = await getCatalogue(ctx);
  const index = await buildIndex(ctx, catalogue);
  let hits = index.search.search(query);
  if (hits.length === 0) hits = index.search.search(query, { combineWith: 'OR' });
  const folded = fold(query);
  const exact = (id: string) => fold(index.products.get(id)?.brand ?? '') === folded;
  hits.sort((a, b) => Number(exact(b.id)) - Number(exact(a.id)) || b.score - a.score);
  const products: ProductView[] = [];
  const givingMoments: PageView[] = [];
  for (const h of hits) {
    if (h.kind === 'product' && products.length < limit) products.push(index.products.get(h.id)!);
    if (h.kind === 'page' && givingMoments.length < 6) givingMoments.push(index.pages.get(h.id)!);
  }
  return { products, givingMoments };
}
