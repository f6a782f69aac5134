import { registerPageFilter, getCatalogue } from '../catalog/index.ts';
import { errorCodes, errorItem } from '../../../common/errors/catalogue.ts';
import { isOption, liveSession } from './basket.ts';

// §7 products on the redeem pages: filterByPage {pageType: "redeem", pageId} with the redeem token
// in userData lists the options the session's cards can buy (a business card: its page's part).
registerPageFilter('redeem', async (ctx, pageId) => {
  const session = await liveSession(ctx);
  if (!session) return errorItem(ctx.locale, errorCodes.NOT_FOUND, 'userData.redeemToken');
  // pageId "all" (or empty) is the regular redeem shop; a business card's session names its page.
  const wanted = pageId && pageId !== 'all' ? pageId : null;
  if ((session.shopPage ?? null) !== wanted) return errorItem(ctx.locale, errorCodes.NOT_FOUND, 'filters.filterByPage.pageId');
  const catalogue = await getCatalogue(ctx);
  return { ids: catalogue.products.filter((p) => isOption(session, p, ctx.store.id)).map((p) => p.id) };
});
