import { createContext, useContext } from 'react';

/**
 * True while the build renders a public page to static HTML (web/build/prerender.ts). Settings
 * the api decides (the trial's length) are unknown then: components hide them rather than print
 * a number the api may not serve.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
