import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createCache } from '../app/apolloClient';
import { AppConfigProvider, AppConfigQueryDocument } from '../app/config/AppConfigProvider';
import { buildRouteObjects, loadRouteTable } from '../app/router';
import { AppViewerQueryDocument } from '../app/session/SessionProvider';
import { loadShellParts } from '../app/useShellParts';
import { brand } from '../shared/config/brand';
import { PrerenderingContext } from '../shared/config/prerendering';
import { appSystem } from '../ui/system';

/**
 * The public pages a visitor lands on, rendered to static HTML at build time (web/build/prerender.ts)
 * so their content paints before any script has run; the app then renders over it. `module` is
 * the page's source, whose chunks the HTML preloads.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', module: 'src/features/home/pages/HomePage.tsx' },
  { path: '/login', file: 'login.html', module: 'src/features/auth/pages/LoginPage.tsx' },
  { path: '/search', file: 'search.html', module: 'src/features/search/pages/SearchPage.tsx' },
  {
    path: '/subscriptions',
    file: 'subscriptions.html',
    module: 'src/features/subscription/pages/SubscriptionsPage.tsx',
  },
] as const;

/**
 * A signed-out visitor's view of `path`, as the app's first render draws it: settings known
 * (except what the api decides, see `PrerenderingContext`), no session, data still loading.
 * Emotion writes each component's styles next to it, so the HTML carries its own CSS.
 */
export async function prerenderPage(path: string): Promise<string> {
  // Nothing is fetched while rendering to a string: the link is never used.
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: createCache() });
  client.writeQuery({
    query: AppConfigQueryDocument,
    data: {
      appConfig: {
        brandName: brand,
        maintenanceMode: false,
        supportEmail: '',
        analytics: 'NONE',
        trialDays: 0,
      },
    },
  });
  client.writeQuery({ query: AppViewerQueryDocument, data: { viewer: null } });

  // The header's links, which the app loads after its first paint, are in the HTML.
  await loadShellParts();
  // The static handler runs the routes' loaders (the page's chunk and texts) before rendering.
  const handler = createStaticHandler(buildRouteObjects(await loadRouteTable()));
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} redirected (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // `prerender` waits for lazy components (the page, its sections) instead of writing fallbacks.
  const { prelude } = await prerender(
    <PrerenderingContext.Provider value>
      <ChakraProvider value={appSystem()}>
        <ApolloProvider client={client}>
          <AppConfigProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppConfigProvider>
        </ApolloProvider>
      </ChakraProvider>
    </PrerenderingContext.Provider>,
    // Every part inline and in place: React would otherwise move large Suspense sections to the
    // end of the document with an inline script to put them back, which the bff's CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
