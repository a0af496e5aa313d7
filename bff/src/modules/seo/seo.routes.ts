import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppServices } from '../../context.js';
import { robotsTxt } from './seo.sitemap.js';

const PART = /^(pages|companies-[1-9]\d{0,5})\.xml$/;

/** `/robots.txt`, `/sitemap.xml` and the sitemap's parts (web.static.ts keeps them out of the app's fallback). */
export async function registerSeoRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { seo } = services.features;
  const origin = services.config.publicUrl.origin;
  const webDist = services.config.webDist;

  const sitemap = async (name: string, reply: FastifyReply) => {
    try {
      const xml = await seo.sitemaps.file(name, seo.texts(webDist), origin);
      if (xml === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
    } catch {
      // The api is down: crawlers come back later.
      return reply.code(503).header('retry-after', '300').type('text/plain; charset=utf-8').send('Unavailable');
    }
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(robotsTxt(seo.texts(webDist), origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => sitemap('sitemap.xml', reply));
  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) =>
    PART.test(request.params.name)
      ? sitemap(request.params.name, reply)
      : reply.code(404).type('text/plain; charset=utf-8').send('Not found'),
  );
}
