import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageCompressor, pageDocument, preferredEncoding, type WebPageSource, type WebSite } from './web.page.js';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trialbridge</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>
`;

/** Paths the bff answers itself: never the single-page app's fallback. */
const OWN_PATHS = /^\/(graphql|media|healthz|readyz|robots\.txt|sitemap\.xml|sitemaps)(\/|$|\?)/;

/**
 * The static HTML the web build rendered for a public page (web/build/prerender.ts), when the
 * path is one word: `/` → prerendered/index.html, `/login` → prerendered/login.html. It shows the
 * page before any script runs; the app then takes over. Other paths get index.html.
 */
function prerenderedPage(path: string): string | null {
  const page = /^\/([a-z0-9-]*)\/?$/.exec(path)?.[1];
  if (page === undefined) return null;
  return `prerendered/${page || 'index'}.html`;
}

/**
 * Serves web/dist: hashed `assets/` cached for a year, everything else revalidated; any other GET
 * without a file extension falls back to index.html (client-side routes). Without a build, a
 * plain 503 page says so. The build writes `.br` and `.gz` copies of text files
 * (web/build/precompress.ts): the one the browser's Accept-Encoding prefers is sent as is, with
 * `Vary: Accept-Encoding`, so no request spends CPU on compression.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  options: {
    signedIn?: (request: FastifyRequest) => boolean;
    /** SEO tags and main text of public pages, for signed-out GETs (web.page.ts); with the site they are on. */
    pages?: { source: WebPageSource; site: Omit<WebSite, 'webDist'> };
  } = {},
): Promise<void> {
  const index = join(webDist, 'index.html');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'deny',
    serve: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const compress = createPageCompressor();
  const site = options.pages && { ...options.pages.site, webDist };
  const shell = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (!existsSync(index))
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    // The prerendered pages show the signed-out header: a signed-in browser gets the app at once.
    const signedIn = options.signedIn?.(request) ?? false;
    const prerendered = signedIn ? null : prerenderedPage(path);
    const file = prerendered && existsSync(join(webDist, prerendered)) ? prerendered : 'index.html';
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    // A page that cannot be described (unknown, or the api failing) is the plain app, never an error.
    const page = signedIn || !options.pages || !site ? null : await options.pages.source(path, site).catch(() => null);
    if (!page || !site) return reply.sendFile(file, webDist);
    const html = pageDocument(await readFile(join(webDist, file), 'utf8'), page, site);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Encoding');
    return encoding ? reply.header('content-encoding', encoding).send(compress(html, encoding)) : reply.send(html);
  };
  app.get('/', async (request, reply) => shell(request, reply, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = (request.method === 'GET' || request.method === 'HEAD') && !OWN_PATHS.test(path);
    if (!page) return reply.code(404).send({ error: 'Not found' });
    // A missing file (e.g. an old hashed asset) is a 404, not the app's HTML.
    if (existsSync(index) && /\.[a-z0-9]+$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return shell(request, reply, path);
  });
}
