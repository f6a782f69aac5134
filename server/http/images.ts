import type { ShopApp } from './app.ts';
import type { Db } from '../db/client.ts';
import { storefrontByKey, translationLanguage, type Locale, type StorefrontConfig } from '../../common/storefronts.ts';
import { cardSvg, choiceCardSvg, logoSvg } from '../../common/art/index.ts';
import { notFoundSvg, paymentMarkSvg, socialMarkSvg, trustMarkSvg, type PaymentMarkId } from '../../common/art/index.ts';
import { PACKINGS, alternativeChoiceSvg, brandLogoSvg, packingSvg } from '../../common/art/index.ts';
import { brandBySlug, getCatalogue, productBySlug } from '../modules/catalog/index.ts';
import { imageFile, pageBySlug } from '../modules/content/index.ts';
import { alternativeShopPage } from '../modules/redeem/index.ts';

/** The language a picture is drawn in: the `lang` asked for when the storefront speaks it, else its own. */
function pictureLocale(store: StorefrontConfig, lang: string | undefined): Locale {
  return translationLanguage(store, lang) || store.language;
}

const paymentMarks: readonly PaymentMarkId[] = ['card', 'wallet', 'bankredirect', 'instant', 'banktransfer', 'invoice', 'secure'];
const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

/** Card images are drawn by the shop from the catalogue (brand, colours, type); nothing is uploaded. */
export function mountImages(app: ShopApp, db: Db) {
  // …but for the pictures editors upload for pages (decision 065): a drawing never changes under its address.
  app.get('/media/:id/:file', async (c) => {
    const id = c.req.param('id');
    const width = /^(\d{2,4})\.webp$/.exec(c.req.param('file'))?.[1];
    if (!/^[A-Za-z0-9_-]{16}$/.test(id) || !width) return c.notFound();
    const data = await imageFile(db, id, Number(width));
    if (!data) return c.notFound();
    return c.body(new Uint8Array(data), 200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
  });
  app.get('/img/logo.svg', (c) => c.body(logoSvg(), 200, svgHeaders));
  app.get('/img/logo-light.svg', (c) => c.body(logoSvg({ color: '#ffffff' }), 200, svgHeaders));
  app.get('/img/not-found/:file', (c) => {
    const store = storefrontByKey(c.req.param('file').replace(/\.svg$/, ''));
    return store ? c.body(notFoundSvg(store.key), 200, svgHeaders) : c.notFound();
  });
  app.get('/img/mark/:kind/:file', (c) => {
    const id = decodeURIComponent(c.req.param('file').replace(/\.svg$/, ''));
    const label = (c.req.query('label') ?? '').slice(0, 60);
    const kind = c.req.param('kind');
    const payment = paymentMarks.find((m) => m === id);
    if (kind === 'payment' && payment) return c.body(paymentMarkSvg(payment, label), 200, svgHeaders);
    if (kind === 'trust' && /^[a-z0-9-]{1,40}$/.test(id)) return c.body(trustMarkSvg(id, label), 200, svgHeaders);
    if (kind === 'social' && /^[a-z0-9-]{1,40}$/.test(id)) return c.body(socialMarkSvg(id), 200, svgHeaders);
    return c.notFound();
  });
  app.get('/img/card/:store/:file', async (c) => {
    const store = storefrontByKey(c.req.param('store'));
    const slug = c.req.param('file').replace(/\.svg$/, '');
    if (!store) return c.notFound();
    const product = await productBySlug({ db, store, locale: pictureLocale(store, c.req.query('lang')) }, slug);
    if (!product) return c.notFound();
    const svg =
      // The drawn Tutto-in-uno card speaks Italian: the other storefronts' choice cards are drawn like any card.
      product.slug === store.choiceCardSlug && store.language === 'it'
        ? choiceCardSvg()
        : cardSvg({
            brand: product.brand,
            title: product.title,
            backgroundColor: product.backgroundColor,
            textColor: product.textColor,
            productType: product.productType,
            seed: product.slug,
            showHand: product.showHand,
          });
    return c.body(svg, 200, svgHeaders);
  });
  // The brands modal's logos, the gift packing preview's pictures, the alternative choice's image.
  app.get('/img/brand/:store/:file', async (c) => {
    const store = storefrontByKey(c.req.param('store'));
    const brand = store && brandBySlug(await getCatalogue({ db, store }), c.req.param('file').replace(/\.svg$/, ''), store.brand);
    return brand ? c.body(brandLogoSvg(brand), 200, svgHeaders) : c.notFound();
  });
  app.get('/img/packing/:file', (c) => {
    const packing = PACKINGS.find((p) => `${p}.svg` === c.req.param('file'));
    const label = (c.req.query('label') ?? '').slice(0, 60) || packing;
    return packing ? c.body(packingSvg(packing, label!), 200, svgHeaders) : c.notFound();
  });
  app.get('/img/alternative-choice/:file', async (c) => {
    const store = storefrontByKey(c.req.param('file').replace(/\.svg$/, ''));
    const page = store && alternativeShopPage(store.id);
    if (!store || !page) return c.notFound();
    const icons = (await getCatalogue({ db, store })).categories.filter((k) => page.categories.includes(k.slug)).map((k) => k.icon);
    return c.body(alternativeChoiceSvg(store.brand, icons), 200, svgHeaders);
  });
  app.get('/img/moment/:store/:file', async (c) => {
    const store = storefrontByKey(c.req.param('store'));
    const slug = c.req.param('file').replace(/\.svg$/, '');
    const page = store && (await pageBySlug({ db, store, locale: pictureLocale(store, c.req.query('lang')) }, 'givingMoment', slug));
    if (!page) return c.notFound();
    const svg = cardSvg({
      brand: page.heroTitle ?? page.title,
      title: page.title,
      backgroundColor: page.backgroundColor ?? '#c0392b',
      textColor: '#ffffff',
      productType: 'GIFTCARD_DIGITAL',
      seed: page.slug,
    });
    return c.body(svg, 200, svgHeaders);
  });
}
