import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/store-data.ts';

/** The 404 page (and the server-error page): a message that links to the home page. */
export function NotFound({ serverError }: { serverError?: boolean }) {
  const t = useT();
  const { storeKey } = useRootData();
  return (
    <section className="not-found container">
      <title>{`${serverError ? t('error.pageTitle') : t('notFound.title')} | ${t('meta.suffix')}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <img src={`/img/not-found/${storeKey}.svg`} alt="" width={320} height={220} />
      <h1>{serverError ? t('error.pageTitle') : t('notFound.title')}</h1>
      <p>{serverError ? t('error.fallback') : t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
