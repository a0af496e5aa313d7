/**
 * The build-time product name (VITE_BRAND_NAME): index.html's title and the fallback shown
 * while `appConfig` loads. Once it has loaded, `useBrand()` answers the configured name.
 */
export const brand = import.meta.env.VITE_BRAND_NAME ?? 'Trialbridge';
