import { Link } from 'react-router';
import type { Route } from './+types/location';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LocationsMap } from '../components/LocationsMap.tsx';
import { graphql } from '../graphql/index.ts';

const LOCATION = graphql(`
  query Location($userData: UserData!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      title
      brand
      path
      locationsPath
      locations {
        id
        slug
        name
        street
        houseNumber
        postCode
        city
        administrativeArea
        lat
        lon
        phone
        website
        path
      }
    }
  }
`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { product } = await gql(context, request, LOCATION, { slug: params.product });
  const location = product?.locations.find((l) => l.slug === params.location);
  if (!product || !location) notFound();
  return {
    product,
    location,
    metadata: screenMetadata(
      new URL(request.url),
      `${location.name}, ${location.city} | ${product.brand}`,
      `${location.street} ${location.houseNumber}, ${location.city}`,
    ),
  };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, location: l } = loaderData;
  return (
    <div className="container page">
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={product.path}>{product.title}</Link>
          </li>
          <li>
            <Link to={product.locationsPath ?? product.path}>{t('locations.back')}</Link>
          </li>
          <li aria-current="page">{l.name}</li>
        </ol>
      </nav>
      <div className="location-detail">
        <div>
          <h1>{l.name}</h1>
          <dl className="facts">
            <dt>{t('locations.address')}</dt>
            <dd>
              <address>
                {l.street} {l.houseNumber}
                <br />
                {l.postCode} {l.city} ({l.administrativeArea})
              </address>
            </dd>
            <dt>{t('locations.phone')}</dt>
            <dd>
              <a href={`tel:${l.phone.replace(/\s/g, '')}`}>{l.phone}</a>
            </dd>
            {l.website && (
              <>
                <dt>{t('locations.website')}</dt>
                <dd>
                  <a href={l.website} target="_blank" rel="noopener noreferrer">
                    {l.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            )}
          </dl>
          <Link to={product.path} className="button button--primary">
            {product.title}
          </Link>
        </div>
        <LocationsMap points={[l]} label={t('locations.map')} />
      </div>
      <section className="section" aria-labelledby="faq">
        <h2 id="faq" className="section__title">
          {t('locations.faq')}
        </h2>
        <details className="faq">
          <summary>{t('locations.faqQ1')}</summary>
          <p>{t('locations.faqA1')}</p>
        </details>
        <details className="faq">
          <summary>{t('locations.faqQ2')}</summary>
          <p>{t('locations.faqA2')}</p>
        </details>
      </section>
    </div>
  );
}
