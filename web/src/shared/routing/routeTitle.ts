import { createContext, useContext } from 'react';

/** The current route's title (its SEO title), for pages that show it as their heading. */
export const RouteTitleContext = createContext<string>('');

export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}
