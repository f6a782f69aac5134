import type { RequestContext } from '../../context.ts';
import { getCatalogue } from '../catalog/index.ts';
import { CHOICE_CARD_SLUGS } from '../fulfilment/index.ts';

/**
 * The storefront's all-in-one card product: what a doubler entry's confirmation page names
 * (/doppiatore/grazie/{product}/). Blank cards, once activated, are spent like it, so they name it too.
 */
export async function choiceProductSlug(ctx: Pick<RequestContext, 'db' | 'store'>): Promise<string> {
  const catalogue = await getCatalogue(ctx);
  return catalogue.products.find((p) => CHOICE_CARD_SLUGS.has(p.slug))?.slug ?? ctx.store.choiceCardSlug;
}
