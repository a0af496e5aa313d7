import { useEffect } from 'react';
import { useBrand } from '../config/appConfigContext';
import { applySeo } from './seo';
import type { Seo } from './seo';

/**
 * SEO that depends on a page's data (a company's name and description), replacing the route's
 * fixed SEO once known. The route's guard writes the fixed SEO in its own effect, which React
 * runs after the page's effects in the same commit: waiting a microtask lets the page win
 * whenever both change together (e.g. reopening a cached profile). Pass a memoised value.
 */
export function usePageSeo(seo: Seo | null): void {
  const brand = useBrand();
  useEffect(() => {
    if (!seo) return;
    let current = true;
    queueMicrotask(() => {
      if (current) applySeo(seo, brand);
    });
    return () => {
      current = false;
    };
  }, [seo, brand]);
}
