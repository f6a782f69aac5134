import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/locations';
import { gql, notFound } from '../lib/api.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { useT } from '../lib/i18n.tsx';
import { LocationsMap } from '../components/LocationsMap.tsx';
import { TileMap } from '../components/locations/TileMap.tsx';
import { PlaceBox, type Place } from '../components/locations/PlaceBox.tsx';
import { graphql } from '../graphql/index.ts';
import { boundsAround, centreOf, distanceKm, parseBounds, withBounds, type Bounds } from '../../common/location-bounds.ts';
import locationsCss from '../styles/locations.css?url';

const LOCATIONS = graphql(`
  query Locations($userData: UserData!, $slug: String!, $bounds: LocationBounds) {
    locationMap(userData: $userData) {
      tileUrl
      attribution
    }
    product(userData: $userData, slug: $slug) {
      title
      brand
      path
      all: locations {
        id
        name
        street
        houseNumber
        postCode
        city
        administrativeArea
        lat
        lon
        phone
        path
      }
      inside: locations(bounds: $bounds) {
        id
      }
    }
  }
`);

const BEST_PLACE = graphql(`
  query LocationBestPlace($userData: UserData!, $query: String!) {
    getLocationAddressSuggestions(userData: $userData, filters: { query: $query }, paging: { itemsPerPage: 1 }) {
      suggestions {
        label
        latitude
        longitude
      }
    }
  }
`);

/** How many of the nearest locations the page offers when the area holds none. */
const NEAREST = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bounds = parseBounds(url.searchParams);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  let placeNotFound = false;
  // The place box without JavaScript (or Search before a suggestion came): the best place for the
  // text, and the area around it in the address, as choosing it in the box would have written.
  if (query && !bounds) {
    const found = await gql(context, BEST_PLACE, { query });
    const best = found.getLocationAddressSuggestions.suggestions[0];
    if (best) {
      const next = withBounds(new URLSearchParams({ q: best.label }), boundsAround({ lat: best.latitude, lon: best.longitude }));
      throw redirect(`${url.pathname}?${next}`);
    }
    placeNotFound = true;
  }
  const { product, locationMap } = await gql(context, LOCATIONS, { slug: params.product, bounds });
  if (!product || product.all.length === 0) notFound();
  const t = serverT(request);
  const centre = bounds && centreOf(bounds);
  const withDistance = <L extends { lat: number; lon: number }>(l: L) => ({ ...l, km: centre ? distanceKm(centre, l) : null });
  // The API keeps the area's locations, nearest its centre first.
  const byId = new Map(product.all.map((l) => [l.id, l]));
  const list = product.inside.map((l) => byId.get(l.id)!);
  // An area with none of the locations: the nearest ones, so the visitor is never left with nothing.
  const nearest = centre && list.length === 0 ? [...product.all].sort((a, b) => distanceKm(centre, a) - distanceKm(centre, b)).slice(0, NEAREST) : [];
  return {
    product: { title: product.title, brand: product.brand, path: product.path },
    map: locationMap,
    markers: product.all.map(({ id, name, city, lat, lon, path }) => ({ id, name, city, lat, lon, path })),
    list: list.map(withDistance),
    nearest: nearest.map(withDistance),
    bounds,
    place: bounds && query ? query : '',
    query,
    placeNotFound,
    metadata: screenMetadata(url, `${t('locations.title', { brand: product.brand })} | ${t('meta.suffix')}`, t('locations.intro', { brand: product.brand })),
  };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: locationsCss }];

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

type Entry = Route.ComponentProps['loaderData']['list'][number];

function LocationEntry({ l }: { l: Entry }) {
  const t = useT();
  const km = l.km === null ? null : new Intl.NumberFormat(t.intlLocale, { maximumFractionDigits: 1 }).format(l.km);
  return (
    <li>
      <Link to={l.path}>
        <strong>{l.name}</strong>
      </Link>
      <address>
        {l.street} {l.houseNumber}, {l.postCode} {l.city} ({l.administrativeArea})
      </address>
      <span className="location-list__meta">
        <a href={`tel:${l.phone.replace(/\s/g, '')}`}>{l.phone}</a>
        {km !== null && <span>{t('locations.distance', { km })}</span>}
      </span>
    </li>
  );
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, map, markers, list, nearest, bounds, place, query, placeNotFound } = loaderData;
  const navigate = useNavigate();
  const [mapFailed, setMapFailed] = useState(false);

  // The map's area goes into the address (replaced, so Back leaves the finder; shareable). A chosen
  // place starts a new search named after it; moving the map afterwards is a search by area alone.
  const go = (b: Bounds, place: string | null) =>
    navigate({ search: `?${withBounds(new URLSearchParams(place === null ? {} : { q: place }), b)}` }, { replace: true, preventScrollReset: true });

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
      <PlaceBox defaultValue={query} onChoose={(p: Place) => go(boundsAround({ lat: p.latitude, lon: p.longitude }), p.label)} />
      {placeNotFound && (
        <p className="notice notice--info" role="status">
          {t('locations.placeNotFound', { query })}
        </p>
      )}
      <div className="locations">
        {mapFailed ? (
          <p className="notice notice--error map-failed" role="alert">
            {t('error.9001')}
          </p>
        ) : (
          <div className="locations__map">
            <TileMap
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              markers={markers}
              view={bounds}
              label={t('locations.map')}
              texts={{ zoomIn: t('locations.zoomIn'), zoomOut: t('locations.zoomOut') }}
              onMove={(b) => go(b, null)}
              onFailed={() => setMapFailed(true)}
            >
              <LocationsMap points={bounds ? [...list, ...nearest] : markers} label={t('locations.map')} />
            </TileMap>
            <p className="locations__hint">{t('locations.moveHint')}</p>
          </div>
        )}
        <section className="locations__results" aria-labelledby="locations-results">
          <h2 id="locations-results" className="locations__count" aria-live="polite">
            {place ? `${t('locations.near', { place })}: ` : ''}
            {bounds ? t('locations.inArea', { count: list.length }) : t('locations.all', { count: list.length })}
          </h2>
          {list.length > 0 && (
            <ul className="location-list">
              {list.map((l) => (
                <LocationEntry key={l.id} l={l} />
              ))}
            </ul>
          )}
          {nearest.length > 0 && (
            <>
              <h3 className="locations__nearest">{t('locations.nearest')}</h3>
              <ul className="location-list">
                {nearest.map((l) => (
                  <LocationEntry key={l.id} l={l} />
                ))}
              </ul>
            </>
          )}
          {bounds && (
            <p>
              <Link to={{ search: '' }} replace preventScrollReset className="section__link">
                {t('locations.showAll')}
              </Link>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
