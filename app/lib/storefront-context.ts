import { createContext, type RouterContextProvider } from 'react-router';
import { locate, userDataFor, type Located } from './locate.ts';
import type { StorefrontConfig } from '../../common/storefronts.ts';

/** The request's storefront, language and screen, with the userData every API operation carries. */
export type Storefront = Located & { userData: ReturnType<typeof userDataFor> };

const storefrontContext = createContext<Storefront>();

/** The root's middleware: where the request belongs, worked out once for its loaders and actions. */
export function locateRequest({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): void {
  const located = locate(new URL(request.url));
  context.set(storefrontContext, { ...located, userData: userDataFor(located) });
}

/** The storefront the root's middleware found for this request. */
export function storefrontOf(context: Readonly<RouterContextProvider>): Storefront {
  return context.get(storefrontContext);
}

/** The request's storefront with the toggles staff published (or the draft this visitor previews). */
export function withStoreToggles(context: Readonly<RouterContextProvider>, toggles: StorefrontConfig['toggles']): void {
  const found = context.get(storefrontContext);
  if (JSON.stringify(found.store.toggles) === JSON.stringify(toggles)) return;
  context.set(storefrontContext, { ...found, store: { ...found.store, toggles } });
}
