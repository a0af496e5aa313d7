import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findMedia } from './media.repository.js';

export async function mediaRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/media/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['media'],
        summary: 'An uploaded file (bytes with their content type)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: {
          200: {
            description: 'The file bytes.',
            content: { 'image/*': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await findMedia(app.deps.db, request.params.id);
      if (!file) throw notFound();
      // A replaced picture gets a new id, so a file never changes under its URL.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
}
