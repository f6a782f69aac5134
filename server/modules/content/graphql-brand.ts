// The brand settings of §3 that pages show beside the layout: the promotion block (the promo pop-up
// and the promotion page) and the footer's disclaimer. Documents of the storefront, in the reader's
// language where there is a translation (decision 032); a document of the wrong shape is no document.
import { builder } from '../../graphql/builder.ts';
import type { RequestContext } from '../../context.ts';
import type { FooterDisclaimerData, PromotionBlockData } from '../../../common/content-blocks.ts';
import { MenuItem, StoreData } from './graphql.ts';
import { storeDocument } from './service.ts';

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function promotion(d: Partial<PromotionBlockData> | null): PromotionBlockData | null {
  if (!d || !filled(d.id) || !filled(d.title) || !filled(d.text) || !filled(d.cta?.title) || !filled(d.cta?.path)) return null;
  return {
    id: d.id,
    eyebrow: filled(d.eyebrow) ? d.eyebrow : '',
    title: d.title,
    text: d.text,
    badge: filled(d.badge) ? d.badge : '',
    cta: d.cta,
    conditions: strings(d.conditions) ? d.conditions : [],
  };
}

type P = { ctx: RequestContext; promotion: PromotionBlockData };
const PromotionBlock = builder.objectRef<P>('PromotionBlock').implement({
  description: 'The storefront’s current promotion (§3 "promotion block"): the promo pop-up and the promotion page show it.',
  fields: (t) => ({
    id: t.string({ description: 'Names this promotion: a dismissal is remembered per id.', resolve: (p) => p.promotion.id }),
    eyebrow: t.string({ resolve: (p) => p.promotion.eyebrow }),
    title: t.string({ resolve: (p) => p.promotion.title }),
    text: t.string({ resolve: (p) => p.promotion.text }),
    badge: t.string({ resolve: (p) => p.promotion.badge }),
    cta: t.field({ type: MenuItem, resolve: (p) => ({ ctx: p.ctx, link: p.promotion.cta }) }),
    conditions: t.stringList({ resolve: (p) => p.promotion.conditions }),
  }),
});

const FooterDisclaimer = builder.objectRef<FooterDisclaimerData>('FooterDisclaimer').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    paragraphs: t.exposeStringList('paragraphs'),
  }),
});

builder.objectFields(StoreData, (t) => ({
  promotionBlock: t.field({
    type: PromotionBlock,
    nullable: true,
    resolve: async (ctx) => {
      const found = promotion(await storeDocument<Partial<PromotionBlockData>>(ctx, 'promotionBlock'));
      return found && { ctx, promotion: found };
    },
  }),
  footerDisclaimer: t.field({
    type: FooterDisclaimer,
    nullable: true,
    resolve: async (ctx) => {
      const d = await storeDocument<Partial<FooterDisclaimerData>>(ctx, 'footerDisclaimer');
      return d && filled(d.title) && strings(d.paragraphs) && d.paragraphs.length ? { title: d.title, paragraphs: d.paragraphs } : null;
    },
  }),
}));
