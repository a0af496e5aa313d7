import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { ApiInstance } from '../../http/types.js';

const Status = Type.Object({ status: Type.String() });

export async function healthRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/healthz',
    { config: { auth: 'public' }, schema: { tags: ['health'], summary: 'Process is up', response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { auth: 'public' },
      schema: { tags: ['health'], summary: 'Database reachable', response: { 200: Status, 503: Status } },
    },
    async (request, reply) => {
      try {
        await app.deps.db.execute(sql`SELECT 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
}
