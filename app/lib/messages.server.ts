import { areaMessages } from '../i18n/catalogues.server.ts';
import type { MessageArea } from '../i18n/areas.ts';
import { locate } from './locate.ts';

/**
 * A screen's loader that also sends the texts of the catalogue areas its components use (decision
 * 028): plain data gets them beside it, as `messages` (the root merges every matched screen's:
 * useScreenMessages); a redirect or other Response goes as it is. The areas are
 * checked against the screen's components by app/i18n/route-messages.test.ts.
 */
export function withMessages<A extends { request: Request }, R>(areas: readonly MessageArea[], loader: (args: A) => R | Promise<R>) {
  return async (args: A): Promise<R> => {
    const result = await loader(args);
    if (result instanceof Response || result === null || typeof result !== 'object') return result;
    const messages = areaMessages(locate(new URL(args.request.url)).language, areas);
    // data(value, init) of react-router: its value gets the texts.
    const wrapped = result as { type?: unknown; data?: unknown };
    if (wrapped.type === 'DataWithResponseInit' && wrapped.data && typeof wrapped.data === 'object') {
      wrapped.data = { ...wrapped.data, messages };
      return result;
    }
    return { ...result, messages };
  };
}
