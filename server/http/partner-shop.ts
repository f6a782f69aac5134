// The fictional partner brands' own shops (server/modules/redeem/brand-shops.ts), as a brand would
// host them: a page the redeem shop shows in its iframe modal. Choosing an item tells the redeem
// page (same origin only) which amount to add; the redeem page does the adding through the API.
import type { ShopApp } from './app.ts';
import { brandShopOf, PARTNER_SHOP_PATH } from '../modules/redeem/index.ts';

const esc = (t: string) => t.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function mountPartnerShops(app: ShopApp): void {
  app.get(`${PARTNER_SHOP_PATH}/:slug/`, (c) => {
    const shop = brandShopOf(c.req.param('slug'));
    if (!shop) return c.text('Not found', 404);
    const items = shop.items
      .map(
        (i) => `<li><span>${esc(i.title)}</span><strong>${i.euros} €</strong>
      <button type="button" data-id="${esc(i.id)}" data-title="${esc(i.title)}" data-euros="${i.euros}">Scegli</button></li>`,
      )
      .join('');
    const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(shop.name)}: scegli la tua esperienza</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2a33;background:#f4f7f6}main{padding:16px}h1{font-size:1.25rem;margin:0 0 4px}
p{margin:0 0 12px;color:#4b5963}ul{list-style:none;margin:0;padding:0;display:grid;gap:10px}li{display:grid;grid-template-columns:1fr auto;gap:6px 12px;align-items:center;background:#fff;border:1px solid #d5dfdc;border-radius:12px;padding:12px}
button{grid-column:1/-1;font:inherit;font-weight:700;min-height:44px;border:0;border-radius:999px;background:#14614f;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #3d7fd9;outline-offset:2px}</style></head>
<body><main><h1>${esc(shop.name)}</h1><p>Scegli che cosa regalarti: l'importo viene preso dal tuo credito.</p><ul>${items}</ul></main>
<script nonce="${c.get('secureHeadersNonce') ?? ''}">document.querySelectorAll('button[data-id]').forEach(function(b){b.addEventListener('click',function(){
parent.postMessage({type:'donami:partner-choice',shop:${JSON.stringify(shop.slug)},item:b.dataset.id,title:b.dataset.title,amount:Number(b.dataset.euros)},location.origin);});});</script></body></html>`;
    const res = c.html(html);
    return res;
  });
}

/** The shop forbids framing everywhere; the partner pages are made to be framed, by the shop itself only. Register before secureHeaders. */
export function partnerShopFraming(app: ShopApp): void {
  app.use(`${PARTNER_SHOP_PATH}/*`, async (c, next) => {
    await next();
    const csp = c.res.headers.get('content-security-policy');
    if (csp) c.res.headers.set('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  });
}
