import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import appCss from './styles/app.css?url';
import basketCss from './styles/basket.css?url';
import { apiContext } from './lib/api-context.ts';
import { locateRequest, storefrontOf } from './lib/storefront-context.ts';
import { publishedToggles } from './lib/storefront-toggles.server.ts';
import { locate, storefrontHref, storefrontLinks } from './lib/locate.ts';
import { gql } from './lib/api.server.ts';
import { graphql } from './graphql/index.ts';
import { UserInfoFragment } from './graphql/fragments.ts';
import { buildPath } from '../common/paths.ts';
import type { Toggles } from '../common/storefronts.ts';
import { layoutScreens, type LayoutScreen } from '../common/layout-screens.ts';
import { baseMessages } from './i18n/catalogues.server.ts';
import { I18nProvider, useScreenMessages } from './lib/i18n.tsx';
import type { Organisation, RootData } from './lib/store-data.ts';
import { Layout as ShopLayout } from './components/Layout.tsx';
import { ErrorModalHost, failedAnswers } from './lib/default-error-handler.tsx';
import { NotFound } from './components/NotFound.tsx';
import { useHydrated } from './components/ui/useHydrated.ts';

const ROOT_QUERY = graphql(
  `
    query Root($userData: UserData!) {
      storeData(userData: $userData) {
        storeID
        name
        mainLogo {
          url {
            href
            type
          }
          alt
        }
        footerLogo {
          url {
            href
            type
          }
          alt
        }
        footerMenu {
          title
          newTab
          path {
            href
            type
          }
          menuItems {
            title
            newTab
            path {
              href
              type
            }
          }
        }
        businessMenu {
          title
          newTab
          path {
            href
            type
          }
          menuItems {
            title
            newTab
            path {
              href
              type
            }
          }
        }
        paymentIcons {
          id
          label
        }
        trustMarks {
          id
          label
          placement
          width
          link
        }
        socialLinks {
          network
          url
          hidden
        }
        countriesCombinations {
          country
          url
          languagesCombinations {
            languageCode
            isDefault
            currency
          }
        }
        toggles
        organisation
        footerDisclaimer {
          title
          paragraphs
        }
      }
      categories(userData: $userData, topCount: 0) {
        id
        slug
        title
        icon
        path
      }
      cart(userData: $userData) {
        quantity
      }
      getUserInfo(userData: $userData) {
        ...UserInfo
      }
    }
  `,
  [UserInfoFragment],
);

// Where the request belongs (storefront, language, screen, the API's userData), worked out once
// for every loader and action of the request (storefrontOf(context)).
export const middleware: Route.MiddlewareFunction[] = [locateRequest, publishedToggles];
// In the browser: a post whose answer failed as a whole opens the error modal (§7, code -1).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [failedAnswers];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { store, language } = storefrontOf(context);
  const data = await gql(context, ROOT_QUERY);
  // toggles and organisation are JSON in the contract: their shapes are the storefront configuration's.
  if (!data.storeData) throw new Error('The API answered no storeData for this storefront');
  const storeData = { ...data.storeData, toggles: data.storeData.toggles as Toggles, organisation: data.storeData.organisation as Organisation };
  // A Dutch page served on localhost links its home to http://nl.localhost:3000/, not to the Italian one.
  const paths = Object.fromEntries(layoutScreens.map((s) => [s, storefrontHref(url, store, buildPath(store, s, {}, language))])) as Record<
    LayoutScreen,
    string
  >;
  return {
    storeData,
    categories: data.categories,
    storeKey: store.key,
    language,
    intlLocale: language === store.language ? store.intlLocale : `${language}-${store.country}`,
    currency: store.currency,
    // The storefront's own country: the checkout's default phone code and address country.
    country: store.country,
    paths,
    origins: storefrontLinks(url),
    // The base texts; each screen's loader sends those of its areas (withMessages, decision 028).
    messages: baseMessages(language),
    year: new Date().getFullYear(),
    nonce: api.nonce,
    cartQuantity: data.cart.quantity,
    user: data.getUserInfo.user,
  };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs) {
  // The layout data depends only on the storefront and language, not on the page. A form post
  // reloads it: logging in or out (and any post that ends the session) changes the header's account.
  if (!formMethod && locate(currentUrl).store === locate(nextUrl).store) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'stylesheet', href: basketCss },
  { rel: 'icon', href: '/img/logo.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const nonce = data?.nonce;
  // Marked once React has hydrated the page: from then on a click reaches its handler (the
  // browser journeys wait for it rather than for the network to fall quiet).
  const hydrated = useHydrated();
  return (
    <html lang={data?.language ?? 'it'} data-storefront={data?.storeKey} data-hydrated={hydrated ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        <Meta />
        <Links />
      </head>
      <body>
        {data && <OrganizationData data={data} nonce={nonce} />}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Organization structured data of the storefront (name, address, contact point, hours). */
function OrganizationData({ data, nonce }: { data: RootData; nonce?: string }) {
  const o = data.storeData.organisation;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    logo: `${o.url}/img/logo.svg`,
    contactPoint: { '@type': 'ContactPoint', telephone: o.phone, email: o.email, contactType: 'customer service', hoursAvailable: o.openingHours },
    address: { '@type': 'PostalAddress', addressCountry: o.country },
  };
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }} />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const messages = useScreenMessages(loaderData.messages);
  // The back office (/admin/) has its own shell, without the shop's header and footer.
  const backOffice = /^\/admin(\/|$)/.test(useLocation().pathname);
  return (
    <I18nProvider value={{ locale: loaderData.language, intlLocale: loaderData.intlLocale, messages }}>
      <ErrorModalHost perCode={loaderData.storeData.toggles.errorMessages}>
        {backOffice ? (
          <Outlet />
        ) : (
          <ShopLayout>
            <Outlet />
          </ShopLayout>
        )}
      </ErrorModalHost>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const messages = useScreenMessages(data?.messages ?? {});
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const body = <NotFound serverError={!missing} />;
  if (!data) return body;
  return (
    <I18nProvider value={{ locale: data.language, intlLocale: data.intlLocale, messages }}>
      <ShopLayout>{body}</ShopLayout>
    </I18nProvider>
  );
}
