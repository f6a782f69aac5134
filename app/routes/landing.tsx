import { redirect } from 'react-router';
import type { Route } from './+types/landing';
import { metaTags } from '../lib/meta.ts';
import { locate } from '../lib/locate.ts';
import { contentPage } from '../lib/content-page.server.ts';
import { slugOfPath } from '../../common/paths.ts';

/**
 * Editorial pages: the generic landing page (/{path}/), the terms, privacy, delivery and contact
 * pages (whose slug is their path's) and blog articles.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { entry, store, language } = locate(url);
  const screen = entry?.screen;
  const kind = screen === 'blogArticle' ? ('blog' as const) : ('landing' as const);
  const base = screen === 'termsAlt' ? (store.paths.terms ?? url.pathname) : url.pathname;
  const page = await contentPage(context, kind, params.path ?? slugOfPath(base));
  // A screen's own page asked for at /{slug}/ (/klantenservice-contact/): one address per page, the screen's.
  const prefix = language === store.language ? '' : `/${language}`;
  const asked = url.pathname.replace(/(?:\/_)?\.data$/, '').replace(/\/$/, '');
  if (screen === 'landing' && `${prefix}${page.path}`.replace(/\/$/, '') !== asked) throw redirect(`${prefix}${page.path}`, 301);
  return { page };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.page.metadata);

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="container page prose">
      <h1>{page.title}</h1>
      {page.image && (
        // The picture an editor gave the page, drawn at the widths the column can show (decision 065).
        <img
          className="page__picture"
          src={page.image.src}
          srcSet={page.image.srcset}
          sizes="(min-width: 760px) 680px, 100vw"
          width={page.image.width}
          height={page.image.height}
          alt={page.image.alt}
          decoding="async"
        />
      )}
      {page.body.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
