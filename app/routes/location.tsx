import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/location';
import { gql, notFound } from '../lib/api.server.ts';
import { metaTags, screenMetadata } from '../lib/meta.ts';
import { locate } from '../lib/locate.ts';
import { useT, type T } from '../lib/i18n.tsx';
import { LocationsMap } from '../components/LocationsMap.tsx';
import { TileMap } from '../components/locations/TileMap.tsx';
import { graphql } from '../graphql/index.ts';
import { RestaurantDetails } from '../components/locations/RestaurantDetails.tsx';
import { boundsAround, distanceKm } from '../../common/location-bounds.ts';
import locationsCss from '../styles/locations.css?url';

const LOCATION = graphql(`
  query Location($userData: UserData!, $slug: String!) {
    locationMap(userData: $userData) {
      tileUrl
      attribution
    }
    product(userData: $userData, slug: $slug) {
      id
      title
      brand
      path
      locationsPath
      backgroundColor
      showHand
      showShadow
      image {
        url {
          href
          type
        }
        alt
      }
      categories {
        slug
      }
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
        openingHours {
          dayOfWeek
          opens
          closes
        }
      }
    }
  }
`);

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type Loc = NonNullable<Awaited<ReturnType<typeof gql<typeof LOCATION>>>['product']>['locations'][number];

/** schema.org LocalBusiness (Restaurant for the restaurant cards) with its address, position and hours. */
function structuredData(l: Loc, country: string, pageUrl: string, restaurant: boolean) {
  return {
    '@context': 'https://schema.org',
    '@type': restaurant ? 'Restaurant' : 'LocalBusiness',
    '@id': pageUrl,
    name: l.name,
    url: l.website ?? pageUrl,
    telephone: l.phone.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${l.street} ${l.houseNumber}`,
      postalCode: l.postCode,
      addressLocality: l.city,
      addressRegion: l.administrativeArea,
      addressCountry: country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lon },
    openingHoursSpecification: l.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[h.dayOfWeek - 1]}`,
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { product, locationMap } = await gql(context, LOCATION, { slug: params.product });
  const location = product?.locations.find((l) => l.slug === params.location);
  if (!product || !location) notFound();
  const url = new URL(request.url);
  const metadata = screenMetadata(url, `${location.name}, ${location.city} | ${product.brand}`, `${location.street} ${location.houseNumber}, ${location.city}`);
  // The restaurant page (§2 page types; decision 036): a restaurant card's location is a restaurant.
  const restaurant = product.categories.some((c) => /ristorant|restaurant/i.test(c.slug));
  const others = restaurant
    ? product.locations
        .filter((l) => l.id !== location.id)
        .map((l) => ({ id: l.id, name: l.name, city: l.city, path: l.path, km: Math.round(distanceKm(location, l) * 10) / 10 }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 4)
    : [];
  const { id, title, brand, path, locationsPath, backgroundColor, showHand, showShadow, image } = product;
  return {
    product: { id, title, brand, path, locationsPath, backgroundColor, showHand, showShadow, image },
    restaurant,
    others,
    location,
    map: locationMap,
    structuredData: structuredData(location, locate(url).store.country, metadata.canonical, restaurant),
    metadata,
  };
}

export { publicPageHeaders as headers } from '../lib/cache.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: locationsCss }];

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.metadata);

/** The week, Monday first: each day's spans ("12:00–15:00, 19:00–22:30") or closed. */
function OpeningHours({ hours, t }: { hours: Loc['openingHours']; t: T }) {
  const weekday = new Intl.DateTimeFormat(t.intlLocale, { weekday: 'long', timeZone: 'UTC' });
  return (
    <table className="opening-hours">
      <caption className="visually-hidden">{t('locations.openingHours')}</caption>
      <tbody>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => {
          const spans = hours.filter((h) => h.dayOfWeek === day);
          return (
            <tr key={day}>
              <th scope="row">{weekday.format(new Date(Date.UTC(2024, 0, day)))}</th>
              <td>
                {spans.length
                  ? spans.map((h, i) => (
                      <span key={h.opens} className="opening-hours__span">
                        {`${h.opens}–${h.closes}`}
                        {i < spans.length - 1 && <span className="visually-hidden">, </span>}
                      </span>
                    ))
                  : t('locations.closed')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, location: l, map, structuredData, restaurant, others } = loaderData;
  const [mapFailed, setMapFailed] = useState(false);
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${l.lat},${l.lon}`;
  return (
    <div className="container page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }} />
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
          {restaurant && <p className="location-detail__eyebrow">{t('restaurant.eyebrow')}</p>}
          <h1>{l.name}</h1>
          <dl className="facts">
            <dt>{t('locations.address')}</dt>
            <dd>
              <address>
                {l.street} {l.houseNumber}
                <br />
                {l.postCode} {l.city} ({l.administrativeArea})
              </address>
              <a href={directions} target="_blank" rel="noopener noreferrer" className="location-detail__directions">
                {t('locations.directionsLink')} <span className="visually-hidden">{t('locations.newTab')}</span>
              </a>
            </dd>
            <dt>{t('locations.phone')}</dt>
            <dd>
              <a href={`tel:${l.phone.replace(/\s/g, '')}`} aria-label={t('locations.call', { phone: l.phone })}>
                {l.phone}
              </a>
            </dd>
            {l.website && (
              <>
                <dt>{t('locations.website')}</dt>
                <dd>
                  <a href={l.website} target="_blank" rel="noopener noreferrer">
                    {l.website.replace(/^https?:\/\//, '')} <span className="visually-hidden">{t('locations.newTab')}</span>
                  </a>
                </dd>
              </>
            )}
            {l.openingHours.length > 0 && (
              <>
                <dt>{t('locations.openingHours')}</dt>
                <dd>
                  <OpeningHours hours={l.openingHours} t={t} />
                </dd>
              </>
            )}
          </dl>
          {/* A restaurant page offers the card in its own box below. */}
          {!restaurant && (
            <Link to={product.path} className="button button--primary">
              {product.title}
            </Link>
          )}
        </div>
        {mapFailed ? (
          <p className="notice notice--error map-failed" role="alert">
            {t('error.9001')}
          </p>
        ) : (
          <TileMap
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            markers={[l]}
            view={boundsAround(l, 0.6)}
            label={t('locations.map')}
            texts={{ zoomIn: t('locations.zoomIn'), zoomOut: t('locations.zoomOut') }}
            onFailed={() => setMapFailed(true)}
          >
            <LocationsMap points={[l]} label={t('locations.map')} />
          </TileMap>
        )}
      </div>
      {restaurant && <RestaurantDetails product={product} location={l} others={others} />}
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
