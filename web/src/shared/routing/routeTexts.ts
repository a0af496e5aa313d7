import type { RouteDeclaration, RouteTexts } from './routeTypes';

/** A module declaring routes: a feature's `routes.ts` (or the shell's `app/routes.ts`). */
export interface RouteDeclarations {
  routes: readonly RouteDeclaration[];
}

/**
 * Loads the texts of the route `path` from the module declaring it. The route manifest gives each
 * route one, which the router runs beside the page's chunk: the texts (SEO) stay out of the
 * first route and out of the manifest, and load with the feature's pages.
 */
export function routeTexts(load: () => Promise<RouteDeclarations>, path: string): () => Promise<RouteTexts> {
  return async () => {
    const route = (await load()).routes.find((declared) => declared.path === path);
    if (!route) throw new Error(`The route manifest is stale: no routes.ts declares ${path} (run npm run codegen).`);
    return { seo: route.seo, billingView: route.billingView };
  };
}
