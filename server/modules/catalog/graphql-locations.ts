// The GraphQL types of a product's locations (§2 location overview and detail, §7): where a card
// is accepted, with its opening hours, and the area the location finder searches.
import { builder } from '../../graphql/builder.ts';
import type { RequestContext } from '../../context.ts';
import { buildPath } from '../../../common/paths.ts';
import type { LocationView, ProductView } from './service.ts';

const OpeningHoursRef = builder.objectRef<LocationView['openingHours'][number]>('OpeningHours').implement({
  description: 'One span of a day a location is open (schema.org OpeningHoursSpecification), in its local time.',
  fields: (t) => ({
    dayOfWeek: t.exposeInt('day', { description: '1 (Monday) to 7 (Sunday), ISO 8601.' }),
    opens: t.exposeString('opens', { description: '"HH:MM".' }),
    closes: t.exposeString('closes', { description: '"HH:MM".' }),
  }),
});

export const LocationBounds = builder.inputType('LocationBounds', {
  description: 'The visible area of the location finder (§2 latmin, latmax, lonmin, lonmax), WGS 84 degrees.',
  fields: (t) => ({
    latMin: t.float({ required: true }),
    latMax: t.float({ required: true }),
    lonMin: t.float({ required: true }),
    lonMax: t.float({ required: true }),
  }),
});

export const Location = builder.objectRef<{ ctx: RequestContext; product: ProductView; location: LocationView }>('Location').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ location }) => String(location.id) }),
    slug: t.string({ resolve: ({ location }) => location.slug }),
    name: t.string({ resolve: ({ location }) => location.name }),
    street: t.string({ resolve: ({ location }) => location.street }),
    houseNumber: t.string({ resolve: ({ location }) => location.houseNumber }),
    postCode: t.string({ resolve: ({ location }) => location.postCode }),
    city: t.string({ resolve: ({ location }) => location.city }),
    administrativeArea: t.string({ resolve: ({ location }) => location.province }),
    lat: t.float({ resolve: ({ location }) => location.lat }),
    lon: t.float({ resolve: ({ location }) => location.lon }),
    phone: t.string({ resolve: ({ location }) => location.phone }),
    website: t.string({ nullable: true, resolve: ({ location }) => location.website }),
    openingHours: t.field({
      type: [OpeningHoursRef],
      description: 'Monday first, each day in time order; empty when not known.',
      resolve: ({ location }) => [...location.openingHours].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens)),
    }),
    path: t.string({ resolve: ({ ctx, product, location }) => buildPath(ctx.store, 'location', { product: product.slug, location: location.slug }) }),
  }),
});
