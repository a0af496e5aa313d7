import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What a page says about itself to readers that run no script (crawlers, link previews): the
 * head's SEO tags and, for a page the web build did not prerender, its main text. A feature
 * fills it (`FeatureServices.webPages`); this module writes it into the app's HTML, escaped.
 */
export interface WebPage {
  /** The page's own title, without the brand (the head says "<title> | <brand>"). */
  title: string;
  description: string;
  /** Absolute URL on the public origin. */
  canonical: string;
  /** e.g. "noindex, nofollow"; default "index, follow". */
  robots?: string;
  /** og:type; default "website". */
  ogType?: string;
  /** twitter:card; default "summary". */
  twitterCard?: string;
  /**
   * The page's main content as HTML (an `<h1>` and its text), which its maker has escaped or
   * sanitised. Used only where the build prerendered nothing for the path.
   */
  body?: string;
}

/** Where the pages are published, for absolute URLs and the brand in titles. */
export interface WebSite {
  /** The public origin, e.g. https://trialbridge.example (PUBLIC_URL), without a trailing slash. */
  origin: string;
  brand: string;
  /** The web build (web/dist), where `seo.json` is. */
  webDist: string;
}

/** A signed-out GET of `path`: the page to describe, or null for the plain app shell. */
export type WebPageSource = (path: string, site: WebSite) => Promise<WebPage | null>;

declare module '../context.js' {
  interface FeatureServices {
    /** The HTML of public pages for readers that run no script (one feature fills it: seo). */
    webPages?: WebPageSource;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** index.html marks the part of `#root` a page's static HTML replaces (web/build/prerender.ts). */
const BOOT_CONTENT = /<!--boot-->([\s\S]*)<!--\/boot-->/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

// The static text's frame until the app renders over it: the shell's width and spacing.
const PAGE_STYLE =
  '<style>.seo-page{box-sizing:border-box;max-width:72rem;margin:0 auto;padding:1.5rem 1rem;line-height:1.6;overflow-wrap:anywhere}' +
  '.seo-page h1{font-size:1.875rem;line-height:1.2;margin:0 0 1rem}.seo-page a{color:#0c4f5d;text-decoration:underline}' +
  // Lists of items (docs/seo.md): a section heading, then one item after another, ruled apart.
  '.seo-page h2{font-size:1.375rem;font-weight:600;margin:1.5rem 0 .5rem}.seo-page h3{font-size:1.125rem;font-weight:600;margin:0 0 .25rem}' +
  '.seo-page .seo-items{list-style:none;margin:0;padding:0}.seo-page .seo-items>li{border-top:1px solid #d4d4d8;padding:.75rem 0}</style>';

const MANAGED = 'data-route-seo=""';

function headTags(page: WebPage, site: WebSite): string {
  const title = escapeHtml(`${page.title} | ${site.brand}`);
  const description = escapeHtml(page.description);
  const canonical = escapeHtml(page.canonical);
  // Marked as the app marks the tags it writes (web/src/shared/routing/seo.ts): its first route
  // change replaces or removes them as its own.
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${content}" ${MANAGED}>`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    meta('name', 'robots', escapeHtml(page.robots ?? 'index, follow')),
    `<link rel="canonical" href="${canonical}" ${MANAGED}>`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', escapeHtml(page.ogType ?? 'website')),
    meta('property', 'og:site_name', escapeHtml(site.brand)),
    meta('name', 'twitter:card', escapeHtml(page.twitterCard ?? 'summary')),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
}

/**
 * The app's HTML (index.html, or a page the build prerendered) with the page's SEO tags in the
 * head and, when `base` is index.html, the page's main text in `#root` after the boot header,
 * marked as prerendered pages are: `inert` until the app renders over it (src/renderApp.tsx).
 */
export function pageDocument(base: string, page: WebPage, site: WebSite): string {
  const prerendered = base.includes('data-prerendered=');
  let html = base.replace(DESCRIPTION, '').replace(TITLE, () => headTags(page, site));
  if (!prerendered && page.body !== undefined && BOOT_CONTENT.test(html)) {
    const body = `<main class="seo-page">${page.body}</main>`;
    html = html
      .replace('<div id="root">', '<div id="root" data-prerendered="" inert="">')
      .replace(BOOT_CONTENT, (_all, boot: string) => `${boot}${body}`)
      .replace('</head>', () => `${PAGE_STYLE}\n  </head>`);
  }
  return html;
}

/** One compressed copy per distinct document, a few hundred at most (pages repeat within their cache time). */
const MAX_COPIES = 256;

/**
 * Compresses a generated page the way the build compresses files (web/build/precompress.ts),
 * keeping the copies: the same page asked again costs no CPU.
 */
export function createPageCompressor() {
  const copies = new Map<string, { br?: Buffer; gzip?: Buffer }>();
  return (html: string, encoding: 'br' | 'gzip'): Buffer => {
    let entry = copies.get(html);
    if (!entry) {
      if (copies.size >= MAX_COPIES) copies.delete(copies.keys().next().value as string);
      entry = {};
      copies.set(html, entry);
    }
    if (encoding === 'br')
      return (entry.br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    return (entry.gzip ??= gzipSync(html, { level: 6 }));
  };
}

/** The encoding the browser's Accept-Encoding prefers among ours (br, then gzip), else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}
