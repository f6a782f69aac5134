import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { settings } from '../../settings.ts';
import { ErrorItemRef, UserData, resolveStore } from '../../graphql/common.ts';
import { errorCodes, errorItem, type ErrorItem } from '../../../common/errors/catalogue.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, MAX_QUERY_LENGTH, PLACE_COUNTRIES, suggestPlaces, type Place } from './service.ts';

const Suggestion = builder.objectRef<Place>('LocationAddressSuggestion').implement({
  description: 'A town the location finder offers for what the visitor typed (§3 Location suggestion).',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'As shown: "Milano (MI)", "Amsterdam, Noord-Holland".' }),
    countryCode: t.exposeString('countryCode'),
    administrativeArea: t.exposeString('administrativeArea', { description: 'The province: its code in Italy (MI), its name in the Netherlands.' }),
    locality: t.exposeString('locality'),
    latitude: t.exposeFloat('latitude', { description: 'Where the map centres, WGS 84.' }),
    longitude: t.exposeFloat('longitude'),
  }),
});

type Result = { suggestions: Place[]; currentPage: number; itemsPerPage: number; totalItems: number; errors: ErrorItem[] };

const Payload = builder.objectRef<Result>('LocationAddressSuggestionsPayload').implement({
  fields: (t) => ({
    suggestions: t.field({ type: [Suggestion], resolve: (r) => r.suggestions }),
    currentPage: t.exposeInt('currentPage'),
    itemsPerPage: t.exposeInt('itemsPerPage'),
    totalItems: t.exposeInt('totalItems'),
    errors: t.field({ type: [ErrorItemRef], resolve: (r) => r.errors }),
  }),
});

const Filters = builder.inputType('LocationAddressSuggestionFilters', {
  fields: (t) => ({
    query: t.string({ required: true, description: `What the visitor typed (at most ${MAX_QUERY_LENGTH} characters); empty suggests nothing.` }),
    countryCode: t.string({ required: false, description: "Whose places: a storefront's country (IT, NL); the store's own when absent." }),
  }),
});

const SuggestionPaging = builder.inputType('LocationAddressSuggestionPaging', {
  fields: (t) => ({
    pageNumber: t.int({ required: false, description: 'From 1 (the default).' }),
    itemsPerPage: t.int({ required: false, description: `1 to ${MAX_ITEMS_PER_PAGE}; ${DEFAULT_ITEMS_PER_PAGE} when absent.` }),
  }),
});

type MapSource = { tileUrl: string; attribution: string };

const LocationMap = builder.objectRef<MapSource>('LocationMap').implement({
  description: "The location finder's map tiles (MAP_TILE_URL): when they fail, show 9001 and the list (decision 027).",
  fields: (t) => ({
    tileUrl: t.exposeString('tileUrl', { description: 'A Leaflet URL template with {z}, {x}, {y} (and {s}).' }),
    attribution: t.exposeString('attribution', { description: "The tiles' credit line, shown on the map." }),
  }),
});

builder.queryFields((t) => ({
  locationMap: t.field({
    type: LocationMap,
    description: 'Where the location pages take their map tiles from, and the credit to show.',
    args: { userData: t.arg({ type: UserData, required: true }) },
    resolve: (_root, args, gql) => {
      const r = resolveStore(args.userData, gql);
      if (!r.ok) throw new GraphQLError(r.errors[0].message, { extensions: { code: r.errors[0].code } });
      return { tileUrl: settings().mapTileUrl, attribution: settings().mapTileAttribution };
    },
  }),
  getLocationAddressSuggestions: t.field({
    type: Payload,
    description: "The location finder's place box: towns matching the typed text (typo-tolerant), best first, paged.",
    args: {
      userData: t.arg({ type: UserData, required: true }),
      paging: t.arg({ type: SuggestionPaging, required: false }),
      filters: t.arg({ type: Filters, required: true }),
    },
    resolve: (_root, args, gql) => {
      const pageNumber = args.paging?.pageNumber ?? 1;
      const itemsPerPage = args.paging?.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
      const none = (errors: ErrorItem[]): Result => ({ suggestions: [], currentPage: pageNumber, itemsPerPage, totalItems: 0, errors });
      const r = resolveStore(args.userData, gql);
      if (!r.ok) return none(r.errors);
      const { locale, store } = r.ctx;
      const invalid = (param: string) => none([errorItem(locale, errorCodes.VALIDATION, param)]);
      if (pageNumber < 1 || pageNumber > 10_000) return invalid('paging.pageNumber');
      if (itemsPerPage < 1 || itemsPerPage > MAX_ITEMS_PER_PAGE) return invalid('paging.itemsPerPage');
      const query = args.filters.query;
      if (query.length > MAX_QUERY_LENGTH) return invalid('filters.query');
      const countryCode = (args.filters.countryCode?.trim() || store.country).toUpperCase();
      if (!PLACE_COUNTRIES.includes(countryCode)) return invalid('filters.countryCode');
      const found = suggestPlaces({ query, countryCode, pageNumber, itemsPerPage });
      return { ...found, currentPage: pageNumber, itemsPerPage, errors: [] };
    },
  }),
}));
