import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPglite } from '../../../tests/helpers/db.ts';
import type { Database } from '../../db/client.ts';
import { defaultStorefront } from '../../../common/storefronts.ts';
import { invalidateContent, listPages } from './service.ts';
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
    const ctx = { db: database.db, store: defaultStorefront };
    const [first] = await listPages(ctx, 'givingMoment');
    expect(first).toBeDefined();
    await database.db.update(t.pages).set({ title: 'Titolo cambiato' }).where(eq(t.pages.id, first!.id));
    // Not read again: the page is as it was when first read.
    expect((await listPages(ctx, 'givingMoment'))[0]!.title).toBe(first!.title);
    invalidateContent();
    expect((await listPages(ctx, 'givingMoment'))[0]!.title).toBe('Titolo cambiato');
  });
});
