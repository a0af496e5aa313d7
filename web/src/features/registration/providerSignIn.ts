const PROBE_ORIGIN = 'https://provider-sign-in.invalid';

/**
 * The path of `createPassword`'s `providerSignInPath` when it stays on this origin (one leading
 * `/`, no `//` nor `\`, which browsers read as another host), or null: a corrupted answer must
 * never send the person elsewhere.
 */
export function sameOriginPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Navigates the whole page to the bff's route that signs in with the provider (it goes to the
 * provider's site and back, signed in). False when the path was refused.
 */
export function followProviderSignIn(path: string | null | undefined): boolean {
  const safe = sameOriginPath(path);
  if (safe === null) return false;
  window.location.assign(safe);
  return true;
}
