import { useEffect } from 'react';
import { generatePath } from 'react-router';
import type { Params } from 'react-router';

/** A route's SEO data (spec §2: title, description, canonical, open graph, twitter, robots). */
export interface Seo {
  /** Shown as "<title> | <brand>". */
  title: string;
  description: string;
  /** Absolute URL or a path on this origin; a route pattern (`/companies/:alias`) is filled from the URL. */
  canonical?: string;
  /** e.g. "noindex, nofollow" for private pages. */
  robots?: string;
  /**
   * Open Graph properties without the `og:` prefix, e.g. `{ type: 'website' }`. When given,
   * `title`, `description`, `url` (the canonical URL) and `site_name` are filled in unless set.
   */
  openGraph?: Readonly<Record<string, string>>;
  /** Twitter card fields without the `twitter:` prefix, e.g. `{ card: 'summary' }`; `title` and `description` are filled in unless set. */
  twitter?: Readonly<Record<string, string>>;
}

// Tags this module created carry this attribute, so a route change removes the previous
// route's tags without touching ones written in index.html.
const MANAGED = 'data-route-seo';

export function formatTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

/** `seo` with a canonical route pattern filled from the current URL's params. */
export function resolveSeo(seo: Seo, params: Params): Seo {
  if (!seo.canonical?.includes(':')) return seo;
  try {
    return { ...seo, canonical: generatePath(seo.canonical, params) };
  } catch {
    // A pattern the URL cannot fill says nothing true about this page.
    return { ...seo, canonical: undefined };
  }
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): Element {
  let element = doc.head.querySelector(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.setAttribute('content', content);
  element.setAttribute(MANAGED, '');
  return element;
}

function upsertCanonical(doc: Document, href: string): Element {
  let link = doc.head.querySelector('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    doc.head.append(link);
  }
  link.setAttribute('href', href);
  link.setAttribute(MANAGED, '');
  return link;
}

/** Writes a route's title and meta tags into the document head, replacing the previous route's. */
export function applySeo(seo: Seo, brand: string, doc: Document = document): void {
  const title = formatTitle(seo.title, brand);
  doc.title = title;
  const canonical = seo.canonical ? new URL(seo.canonical, doc.location.origin).href : undefined;
  const kept = new Set<Element>();
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    kept.add(upsertMeta(doc, attribute, key, content));

  meta('name', 'description', seo.description);
  if (seo.robots) meta('name', 'robots', seo.robots);
  if (seo.openGraph) {
    const defaults: Record<string, string> = { title, description: seo.description, site_name: brand };
    if (canonical) defaults['url'] = canonical;
    for (const [key, value] of Object.entries({ ...defaults, ...seo.openGraph })) meta('property', `og:${key}`, value);
  }
  if (seo.twitter) {
    for (const [key, value] of Object.entries({ title, description: seo.description, ...seo.twitter }))
      meta('name', `twitter:${key}`, value);
  }
  if (canonical) kept.add(upsertCanonical(doc, canonical));

  for (const element of doc.head.querySelectorAll(`[${MANAGED}]`)) {
    if (!kept.has(element)) element.remove();
  }
}

/** Applies `seo` while the calling route is shown, and again whenever it or the brand changes. */
export function useSeo(seo: Seo, brand: string): void {
  useEffect(() => applySeo(seo, brand), [seo, brand]);
}
