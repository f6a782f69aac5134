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
    // The seed translates every Dutch landing page; one written in Dutch only stays Dutch for an English reader.
    await database.db
      .insert(t.pages)
      .values({ storeId: nl.id, kind: 'landing', slug: 'alleen-nederlands', title: 'Alleen in het Nederlands', body: ['Tekst.'] });
    invalidateContent();
    const landing = await listPages(dutch, 'landing');
    const read = await listPages(english, 'landing');
    // The same pages, in the same order; the translated ones in English.
    expect(read.map((p) => p.slug)).toEqual(landing.map((p) => p.slug));
    expect((await pageBySlug(english, 'landing', 'algemene-voorwaarden'))!.title).toBe('Terms and conditions');
    expect((await pageBySlug(english, 'landing', 'over-ons'))!.title).toBe('About us');
    const dutchOnly = (await pageBySlug(dutch, 'landing', 'alleen-nederlands'))!;
    expect(await pageBySlug(english, 'landing', 'alleen-nederlands')).toEqual(dutchOnly);
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
    // The seed translates the home; a queue written in Dutch only stays Dutch until it has English blocks.
    await database.db.insert(t.blocks).values([
      { storeId: nl.id, queueId: 'actie', position: 0, kind: 'usps', data: { titles: ['Vandaag verzonden'] } },
      { storeId: nl.id, queueId: 'actie', position: 1, kind: 'usps', data: { titles: ['Binnen een uur'] } },
    ]);
    invalidateContent();
    expect((await blocksQueue(english, 'home')).find((b) => b.kind === 'usps')?.data).toMatchObject({
      titles: expect.arrayContaining(['Digital gift cards within 1 hour']),
    });
    const queue = await blocksQueue(dutch, 'actie');
    expect(queue).toHaveLength(2);
    expect(await blocksQueue(english, 'actie')).toEqual(queue);
    await database.db
      .insert(t.blocks)
      .values({ storeId: nl.id, language: 'en', queueId: 'actie', position: 0, kind: 'usps', data: { titles: ['Delivered within the hour'] } });
    invalidateContent();
    expect((await blocksQueue(english, 'actie')).map((b) => b.data)).toEqual([{ titles: ['Delivered within the hour'] }]);
    expect(await blocksQueue(dutch, 'actie')).toEqual(queue);
  });
});
