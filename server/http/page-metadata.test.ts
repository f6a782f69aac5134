// Issue 16: the head of the business pages, a blog article and the giving moments of both
// storefronts, over the real HTTP server and the built storefront (build/: run after a build, as
// storefront-pages.test.ts): a title "… | Donami", a description with content, robots, the
// canonical URL and the hreflang alternates, as every other page has them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../common/paths.ts';
import { storefrontByKey } from '../../common/storefronts.ts';
import { serveStorefront, titleOf } from '../../tests/helpers/storefront-server.ts';
import { freshPglite } from '../../tests/helpers/db.ts';
import type { Database } from '../db/client.ts';
import { blogPosts } from '../db/seed/data/blog.ts';
import { givingMoments, products } from '../db/seed/data/index.ts';
import { dutchGivingMoments } from '../db/seed/data/moments-nl.ts';
import { dutchProducts } from '../db/seed/dutch.ts';

const italy = storefrontByKey('it')!;
const netherlands = storefrontByKey('nl')!;
/** The host each storefront answers on in the tests (decision 022). */
const testHost: Record<string, string> = { it: 'localhost:3000', nl: 'nl.localhost:3000' };

const article = blogPosts[0]!;
const italianMoment = givingMoments[0]!;
const dutchMoment = dutchGivingMoments(dutchProducts(products))[0]!;

/** The pages, each with its storefront and the description it must carry (null: any non-empty one). */
const pages: { name: string; store: typeof italy; path: string; description: string | null }[] = [
  { name: 'the Italian business page', store: italy, path: '/azienda/', description: null },
  { name: 'an Italian blog article', store: italy, path: buildPath(italy, 'blogArticle', { path: article.slug }), description: article.excerpt },
  {
    name: 'an Italian giving moment',
    store: italy,
    path: buildPath(italy, 'givingMoment', { product: italianMoment.slug }),
    description: italianMoment.description,
  },
  {
    name: 'a Dutch giving moment',
    store: netherlands,
    path: buildPath(netherlands, 'givingMoment', { product: dutchMoment.slug }),
    description: dutchMoment.metaDescription,
  },
  { name: 'the Dutch business page', store: netherlands, path: buildPath(netherlands, 'business'), description: null },
  { name: 'the Dutch quote page', store: netherlands, path: buildPath(netherlands, 'businessQuote'), description: null },
];

/** Undoes the few entities React writes in attribute values and text. */
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
/** The tags of `head` with `attr="value"` (React writes hrefLang, HTML reads it in any case). */
const tags = (head: string, name: string, attr: string, value: string) =>
  [...head.matchAll(new RegExp(`<${name}\\b[^>]*\\b${attr}="${value}"[^>]*>`, 'gi'))].map((m) => m[0]);
const attrOf = (tag: string | undefined, attr: string) => {
  const value = tag && new RegExp(`\\b${attr}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined || value === null ? undefined : decode(value);
};

describe('page metadata on the storefronts (issue 16)', () => {
  let database: Database;
  let shop: Awaited<ReturnType<typeof serveStorefront>>;

  beforeAll(async () => {
    database = await freshPglite();
    shop = await serveStorefront(database);
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it.each(pages)('gives $name ($path) a title "… | Donami", a description, robots, canonical and hreflang', async ({ store, path, description }) => {
    const page = await shop.get(testHost[store.key]!, path);
    expect(page.status, path).toBe(200);
    const head = headOf(page.body);

    const title = decode(titleOf(head) ?? '');
    expect(title).toMatch(/\S \| Donami$/);
    expect(title).not.toMatch(/\| Donami \| Donami$/);

    const descriptions = tags(head, 'meta', 'name', 'description');
    expect(descriptions).toHaveLength(1);
    const content = attrOf(descriptions[0], 'content');
    expect(content?.trim()).toBeTruthy();
    if (description !== null) expect(content).toBe(description);

    const robots = tags(head, 'meta', 'name', 'robots');
    expect(robots).toHaveLength(1);
    expect(attrOf(robots[0], 'content')).toMatch(/^(no)?index,(no)?follow$/);

    const canonical = tags(head, 'link', 'rel', 'canonical');
    expect(canonical).toHaveLength(1);
    expect(attrOf(canonical[0], 'href')).toBe(`${store.origin}${path}`);

    const alternates = tags(head, 'link', 'rel', 'alternate').filter((t) => /\bhreflang="/i.test(t));
    const byLang = new Map(alternates.map((t) => [attrOf(t, 'hreflang'), attrOf(t, 'href')]));
    // One alternate per language of the storefront, and the default language's as x-default.
    for (const language of store.languages) {
      const href = byLang.get(`${language}-${store.country}`);
      expect(href, `${language}-${store.country}`).toBe(`${store.origin}${language === store.language ? path : `/${language}${path}`}`);
    }
    expect(byLang.get('x-default')).toBe(`${store.origin}${path}`);
  });
});
