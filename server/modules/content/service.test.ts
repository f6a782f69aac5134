import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { defaultStorefront, storefrontByKey } from '../../../common/storefronts.ts';
import { blocksQueue, invalidateContent, listPages, pageBySlug, storeDocument } from './service.ts';
import * as t from './tables.ts';

describe('the content cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('reads the pages of a kind once, until the content is invalidated', async () => {
    const ctx = { db: database.db, store: defaultStorefront, locale: defaultStorefront.language };
    const [first] = await listPages(ctx, 'givingMoment');
    expect(first).toBeDefined();
    await database.db.update(t.pages).set({ title: 'Titolo cambiato' }).where(eq(t.pages.id, first!.id));
    // Not read again: the page is as it was when first read.
    expect((await listPages(ctx, 'givingMoment'))[0]!.title).toBe(first!.title);
    invalidateContent();
    expect((await listPages(ctx, 'givingMoment'))[0]!.title).toBe('Titolo cambiato');
  });
});

describe("content in the reader's language", () => {
  let database: Database;
  const nl = storefrontByKey('nl')!;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives an English reader of the Dutch storefront the English translation where there is one, the Dutch piece elsewhere', async () => {
    const dutch = { db: database.db, store: nl, locale: 'nl' as const };
    const english = { ...dutch, locale: 'en' as const };
    invalidateContent();
    // The seed translates the legal and service pages, not the landing page "over-ons".
    const landing = await listPages(dutch, 'landing');
    const read = await listPages(english, 'landing');
    // The same pages, in the same order; the translated ones in English.
    expect(read.map((p) => p.slug)).toEqual(landing.map((p) => p.slug));
    expect((await pageBySlug(english, 'landing', 'algemene-voorwaarden'))!.title).toBe('Terms and conditions');
    const about = (await pageBySlug(dutch, 'landing', 'over-ons'))!;
    expect(await pageBySlug(english, 'landing', 'over-ons')).toEqual(about);
    expect((await storeDocument<{ title: string }[]>(english, 'footerMenu'))!.map((s) => s.title)).toEqual(['Gift cards', 'Customer service', 'Donami']);
    // Social links have no English version: the Dutch ones.
    expect(await storeDocument(english, 'socialLinks')).toEqual(await storeDocument(dutch, 'socialLinks'));

    // A Dutch reader never gets the English pieces.
    expect((await pageBySlug(dutch, 'landing', 'algemene-voorwaarden'))!.title).toBe('Algemene voorwaarden');
    expect((await storeDocument<{ title: string }[]>(dutch, 'footerMenu'))![0]!.title).toBe('Cadeaubonnen');
    // The Italian storefront has no translations: its own pages whatever the reader's language.
    const italian = { db: database.db, store: defaultStorefront, locale: 'it' as const };
    expect(await listPages({ ...italian, locale: 'en' }, 'landing')).toEqual(await listPages(italian, 'landing'));
  });

  it('translates a queue of blocks whole: the English blocks when it has some, else the Dutch ones', async () => {
    const dutch = { db: database.db, store: nl, locale: 'nl' as const };
    const english = { ...dutch, locale: 'en' as const };
    invalidateContent();
    const home = await blocksQueue(dutch, 'home');
    expect(home.length).toBeGreaterThan(0);
    expect(await blocksQueue(english, 'home')).toEqual(home);
    await database.db
      .insert(t.blocks)
      .values({ storeId: nl.id, language: 'en', queueId: 'home', position: 0, kind: 'usps', data: { titles: ['Delivered within the hour'] } });
    invalidateContent();
    expect((await blocksQueue(english, 'home')).map((b) => b.kind)).toEqual(['usps']);
    expect(await blocksQueue(dutch, 'home')).toEqual(home);
  });
});
