// Issue 16: a blog article's and a giving moment's metadata, as the API gives it to the storefront:
// a title ending in " | Donami", a description (the page's own, else its excerpt), robots, canonical
// and hreflang alternates, on both storefronts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../tests/helpers/db.ts';
import { apiClient, italianUser } from '../../../tests/helpers/api.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts } from '../../db/seed/data/blog.ts';
import { dutchBlogPosts } from '../../db/seed/data/blog-nl.ts';

const METADATA = `metadata { title description noindex nofollow canonical hreflangTags { langCode countryCode origin path isDefault } }`;
const CONTENT = `query C($userData: UserData!) {
  pages(userData: $userData, kind: blog) { slug excerpt ${METADATA} }
  givingMoments(userData: $userData) { slug description ${METADATA} }
}`;
const dutchUser = { language: 'nl', storeID: 1, countryCode: 'NL', redeemToken: null };

type Metadata = {
  title: string;
  description: string;
  noindex: boolean;
  nofollow: boolean;
  canonical: string;
  hreflangTags: { langCode: string; countryCode: string; origin: string; path: string; isDefault: boolean }[];
};
type Content = {
  pages: { slug: string; excerpt: string | null; metadata: Metadata }[];
  givingMoments: { slug: string; description: string; metadata: Metadata }[];
};

describe.each(databaseKinds)('blog article and giving moment metadata on $kind', ({ open }) => {
  let database: Database;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    database = await open();
    api = apiClient(database);
  });
  afterAll(async () => {
    await database.close();
  });
  const content = async (userData: Record<string, unknown>) => {
    const r = await api.graphql<Content>(CONTENT, { userData });
    expect(r.errors).toBeUndefined();
    return r.data;
  };

  it.each([
    ['the Italian', italianUser, 'https://www.donami.it', blogPosts.length],
    ['the Dutch', dutchUser, 'https://www.donami.nl', dutchBlogPosts.length],
  ])('gives every article and moment of %s storefront "… | Donami", a description, robots, canonical and hreflang', async (_, userData, origin, articles) => {
    const { pages, givingMoments } = await content(userData);
    expect(pages).toHaveLength(articles);
    expect(givingMoments.length).toBeGreaterThan(0);
    for (const { slug, metadata: m } of [...pages, ...givingMoments]) {
      expect(m.title, slug).toMatch(/\S \| Donami$/);
      expect(m.title, slug).not.toMatch(/\| Donami \| Donami$/);
      expect(m.description, slug).not.toBe('');
      expect([m.noindex, m.nofollow], slug).toEqual([false, false]);
      expect(m.canonical, slug).toMatch(new RegExp(`^${origin}/.*${slug}/$`));
      expect(
        m.hreflangTags.filter((h) => h.isDefault),
        slug,
      ).toHaveLength(1);
    }
  });

  it('describes an Italian article by its excerpt and a moment by its description when they have no meta description of their own', async () => {
    const { pages, givingMoments } = await content(italianUser);
    const article = pages.find((p) => p.slug === 'regali-last-minute-gift-card-digitali')!;
    expect(article.metadata).toMatchObject({
      title: "Regali dell'ultimo minuto: perché una gift card digitale ti salva la giornata | Donami",
      description: article.excerpt,
      canonical: 'https://www.donami.it/blog/regali-last-minute-gift-card-digitali/',
      hreflangTags: [
        { langCode: 'it', countryCode: 'IT', origin: 'https://www.donami.it', path: '/blog/regali-last-minute-gift-card-digitali/', isDefault: true },
      ],
    });
    const moment = givingMoments.find((g) => g.slug === 'compleanno')!;
    expect(moment.metadata).toMatchObject({
      title: 'Compleanno | Donami',
      description: moment.description,
      canonical: 'https://www.donami.it/occasioni-per-donare/compleanno/',
    });
  });
});
