import { useEffect } from 'react';
import { brand } from './brand';

/** A route's SEO data (spec §2: title, description, canonical, open graph, twitter, robots). */
export interface Seo {
  /** Shown as "<title> | <brand>". */
  title: string;
  description: string;
  /** Absolute URL or a path on this origin. */
  canonical?: string;
  /** e.g. "noindex, nofollow" for private pages. */
  robots?: string;
  /** Open Graph properties without the `og:` prefix, e.g. `{ type: 'website', image: ... }`. */
  openGraph?: Readonly<Record<string, string>>;
  /** Twitter card fields without the `twitter:` prefix, e.g. `{ card: 'summary' }`. */
  twitter?: Readonly<Record<string, string>>;
}

// Tags this module created carry this attribute, so a route change removes the previous
// route's tags without touching ones written in index.html.
const MANAGED = 'data-route-seo';

export function formatTitle(title: string): string {
  return `${title} | ${brand}`;
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

/** Writes a route's title and meta tags into the document head. */
export function applySeo(seo: Seo, doc: Document = document): void {
  doc.title = formatTitle(seo.title);
  const kept = new Set<Element>();
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    kept.add(upsertMeta(doc, attribute, key, content));

  meta('name', 'description', seo.description);
  if (seo.robots) meta('name', 'robots', seo.robots);
  for (const [key, value] of Object.entries(seo.openGraph ?? {})) meta('property', `og:${key}`, value);
  for (const [key, value] of Object.entries(seo.twitter ?? {})) meta('name', `twitter:${key}`, value);

  if (seo.canonical) {
    let link = doc.head.querySelector('link[rel="canonical"]');
    if (!link) {
      link = doc.createElement('link');
      link.setAttribute('rel', 'canonical');
      doc.head.append(link);
    }
    link.setAttribute('href', new URL(seo.canonical, doc.location.origin).href);
    link.setAttribute(MANAGED, '');
    kept.add(link);
  }

  for (const element of doc.head.querySelectorAll(`[${MANAGED}]`)) {
    if (!kept.has(element)) element.remove();
  }
}

/** Applies `seo` while the calling route is shown. */
export function useSeo(seo: Seo): void {
  useEffect(() => applySeo(seo), [seo]);
}
