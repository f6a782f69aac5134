import { createContext, type RouterContextProvider } from 'react-router';
import { locate, userDataFor, type Located } from './locate.ts';

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
