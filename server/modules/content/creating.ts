import type { Db } from '../../db/client.ts';
import type { Audit } from '../../staff-action.ts';
import { storefrontById, type StorefrontConfig } from '../../../common/storefronts.ts';
import { refreshContent } from './published.ts';
import { checkFor, insertDraft, SLUG_RULE, type Outcome } from './editing.ts';
import type { KnownProducts } from './moment-fields.ts';
import type { PageKind } from './service.ts';
import { pages } from './tables.ts';

// New pages written in the back office (issue 18, decisions 063): a blog article (/blog/<slug>/),
// a landing page (/<slug>/) or a giving moment (its cards and colour with it). Made hidden, with
// its first draft to preview; visitors can open it once a version of it is published.

export const CREATABLE_KINDS = ['blog', 'landing', 'givingMoment'] as const satisfies readonly PageKind[];

/** The first parts of the storefront's own addresses and the server's: a landing page at /<slug>/ must not hide one of them. */
const SERVER_PREFIXES = ['admin', 'media', 'img', 'graphql', 'webhooks', 'psp', 'pay', 'operatore', 'conto', 'ip', 'metrics', 'healthz', 'assets', '_preview'];

function takenByTheShop(store: StorefrontConfig, slug: string): boolean {
  const firsts = Object.values(store.paths).map((p) => (p ?? '').split('/').filter(Boolean)[0] ?? '');
  return [...firsts, ...SERVER_PREFIXES, ...store.languages].includes(slug);
}

/**
 * A new page of a storefront in one of its languages, hidden until published; its first draft is
 * saved with it (to preview). The unique index decides between two editors choosing one address.
 */
export async function createPage(
  db: Db,
  staff: { id: number },
  audit: Audit,
  input: { storeId: number; language: string; kind: string; slug: string; fields: Record<string, unknown> },
  reason: string,
  known?: KnownProducts,
): Promise<Outcome & { pageId?: number }> {
  const store = storefrontById(input.storeId);
  if (!store?.languages.includes(input.language as never)) return { ok: false, refusal: 'language', field: 'language' };
  const kind = CREATABLE_KINDS.find((k) => k === input.kind);
  if (!kind) return { ok: false, refusal: 'kind', field: 'kind' };
  const slug = input.slug.trim();
  if (slug.length < 3 || slug.length > 80 || !SLUG_RULE.test(slug) || (kind === 'landing' && takenByTheShop(store, slug)))
    return { ok: false, refusal: 'slug', field: 'slug' };
  const language = input.language === store.language ? '' : input.language;
  const checked = await checkFor(kind, input.fields, { storeId: store.id, language }, known);
  if (!checked.ok) return checked;
  if (checked.fields.image) return { ok: false, refusal: 'image', field: 'image' }; // a picture is given in the editor, once the page exists
  const outcome = await db.transaction(async (tx): Promise<Outcome & { pageId?: number }> => {
    const [page] = await tx
      .insert(pages)
      .values({ storeId: store.id, language, kind, slug, ...checked.fields, image: null, hidden: true })
      .onConflictDoNothing()
      .returning();
    if (!page) return { ok: false, refusal: 'slug', field: 'slug' };
    const row = await insertDraft(tx, page, checked.fields, staff, reason);
    await audit(tx, { action: 'content.create', target: `page:${page.id}`, before: null, after: { kind, slug, language, ...checked.fields }, reason });
    return { ok: true, version: row, pageId: page.id };
  });
  if (outcome.ok) await refreshContent(db);
  return outcome;
}
