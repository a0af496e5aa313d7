import { createHash, randomBytes } from 'node:crypto';

/**
 * For tests: a browser's part of the hosted sign-in over plain fetch. Follows redirects by hand,
 * keeps cookies per path (the local providers' sessions and interactions), submits forms.
 */
export function createTestBrowser() {
  const jar = new Map<string, { value: string; path: string }>();

  const cookieHeader = (url: URL): string =>
    [...jar.entries()]
      .filter(([, c]) => url.pathname.startsWith(c.path))
      .map(([name, c]) => `${name.split('|')[0]}=${c.value}`)
      .join('; ');

  function keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired) jar.delete(`${name}|${path}`);
      else jar.set(`${name}|${path}`, { value: pair.slice(name.length + 1), path });
    }
  }

  async function request(url: URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = cookieHeader(url);
    if (cookies) headers.set('cookie', cookies);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    keepCookies(response);
    return response;
  }

  /** Follows redirects from `start` until a page (2xx) or a redirect out to `stopAt`. */
  async function follow(start: URL, stopAt: string, init?: RequestInit): Promise<{ url: URL; response: Response }> {
    let url = start;
    let response = await request(url, init);
    for (let hops = 0; hops < 15; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url, response };
      url = new URL(location, url);
      if (url.href.startsWith(stopAt)) return { url, response };
      response = await request(url);
    }
    throw new Error('too many redirects');
  }

  return { request, follow };
}

/** A fresh PKCE pair, state and nonce, as the bff makes them. */
export function pkceAndState() {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
  };
}

/** The action of the sign-in page's forms (all post to the interaction). */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in page:\n${html.slice(0, 500)}`);
  return action.replace(/&amp;/g, '&');
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
