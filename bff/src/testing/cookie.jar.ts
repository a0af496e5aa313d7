export interface StoredCookie {
  name: string;
  value: string;
  /** Lower-cased attribute names to their values ('' for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

/** Parses one Set-Cookie header line. */
export function parseSetCookie(line: string): StoredCookie {
  const [pair = '', ...rest] = line.split(';');
  const index = pair.indexOf('=');
  const attributes: Record<string, string> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.join('=');
  }
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes };
}

const isDeletion = (cookie: StoredCookie): boolean =>
  cookie.attributes['max-age'] === '0' ||
  (cookie.attributes.expires !== undefined && new Date(cookie.attributes.expires).getTime() <= Date.now());

/** A browser-like cookie store for tests (one host, path / only). */
export class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();

  /** Applies a response's Set-Cookie headers (any shape fetch, inject or node give them). */
  store(setCookie: string | string[] | undefined | null): StoredCookie[] {
    const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    const parsed = lines.map(parseSetCookie);
    for (const cookie of parsed) {
      if (isDeletion(cookie)) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
    return parsed;
  }

  /** The Cookie request header, or undefined when empty. */
  header(): string | undefined {
    const pairs = [...this.cookies.values()].map((c) => `${c.name}=${c.value}`);
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }

  get(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  names(): string[] {
    return [...this.cookies.keys()].sort();
  }

  /** A browser restart: session cookies (no Max-Age/Expires) are gone. */
  restartBrowser(): void {
    for (const [name, cookie] of this.cookies) {
      if (cookie.attributes['max-age'] === undefined && cookie.attributes.expires === undefined)
        this.cookies.delete(name);
    }
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, cookie] of this.cookies)
      copy.cookies.set(name, { ...cookie, attributes: { ...cookie.attributes } });
    return copy;
  }
}
