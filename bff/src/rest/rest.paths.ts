/** Operations the api serves without a bearer token (spec §7). */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['getBanners', 'getRoles', 'getCmsEntry']);

const V2_SEGMENT = /(^|\/)v2(\/|$)/;
const WATCHLISTS = /^\/watchlists(\/|\?|$)/;

/**
 * Spec §7's path rule: paths get the `/v1` prefix; a path that already names `v2` is left as
 * is; watchlist paths live under `/v2`.
 */
export function resolveApiPath(path: string): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  if (V2_SEGMENT.test(normalised)) return normalised;
  if (WATCHLISTS.test(normalised)) return `/v2${normalised}`;
  return `/v1${normalised}`;
}

/** One path segment from a value (ids, aliases), so it can never add segments or a query. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
