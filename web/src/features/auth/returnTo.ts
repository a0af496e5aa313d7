import { LOGIN_PATH } from '../../shared/paths';

const PROBE_ORIGIN = 'https://return-to.invalid';

/**
 * The `returnTo` path to honour after sign-in, or null when it is unsafe. Only same-origin
 * relative paths pass: they start with one `/` (not `//`, nor `/\`, which browsers read as
 * another host), contain no control characters, and do not lead back to the sign-in page.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
