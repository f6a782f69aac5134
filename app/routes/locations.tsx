import { Form, Link } from 'react-router';
import type { Route } from './+types/locations';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LocationsMap } from '../components/LocationsMap.tsx';
import { graphql } from '../graphql/index.ts';

const LOCATIONS = graphql(`
  query Locations($userData: UserData!, $slug: String!) {
    product(userData: $userData, slug: $slug) {
      title
      brand
      path
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
  const { product } = await gql(context, request, LOCATIONS, { slug: params.product });
  if (!product || product.locations.length === 0) notFound();
  const url = new URL(request.url);
  const city = url.searchParams.get('city') ?? '';
  const t = serverT(request);
  return {
    product,
    city,
    cities: [...new Set(product.locations.map((l) => l.city))].sort(),
    locations: city ? product.locations.filter((l) => l.city === city) : product.locations,
    metadata: screenMetadata(url, `${t('locations.title', { brand: product.brand })} | ${t('meta.suffix')}`, t('locations.intro', { brand: product.brand })),
  };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

export default function Locations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, locations, cities, city } = loaderData;
  return (
    <div className="container page">
      <nav aria-label={t('product.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to={product.path}>{product.title}</Link>
          </li>
          <li aria-current="page">{t('product.locations')}</li>
        </ol>
      </nav>
      <header className="page__head">
        <h1>{t('locations.title', { brand: product.brand })}</h1>
        <p className="page__intro">{t('locations.intro', { brand: product.brand })}</p>
      </header>
      <Form method="get" className="inline-form">
        <label htmlFor="city" className="field__label">
          {t('locations.filterCity')}
        </label>
        <select id="city" name="city" defaultValue={city} className="field__input">
          <option value="">{t('locations.allCities')}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('list.applyFilters')}
        </button>
      </Form>
      <div className="locations">
        <LocationsMap points={locations} label={t('locations.map')} />
        <ul className="location-list">
          {locations.map((l) => (
            <li key={l.id}>
              <Link to={l.path}>
                <strong>{l.name}</strong>
              </Link>
              <address>
                {l.street} {l.houseNumber}, {l.postCode} {l.city} ({l.administrativeArea})
              </address>
              <a href={`tel:${l.phone.replace(/\s/g, '')}`}>{l.phone}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
