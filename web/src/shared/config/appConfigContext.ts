import { createContext, useContext } from 'react';
import type { AppConfigQuery } from '../../__generated__/graphql';
import { brand as fallbackBrand } from './brand';

/** The client's settings (`query AppConfig`), loaded once before anything else. */
export type AppConfig = AppConfigQuery['appConfig'];

export const AppConfigContext = createContext<AppConfig | null>(null);

/** The loaded settings; only inside `<AppConfigProvider>`, which renders nothing else until they load. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>.');
  return config;
}

/** The product's name (`{brand}` of the spec): the configured one, or the build-time fallback. */
export function useBrand(): string {
  return useContext(AppConfigContext)?.brandName ?? fallbackBrand;
}
