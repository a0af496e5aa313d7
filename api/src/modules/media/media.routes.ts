import { Type } from 'typebox';
import { notFound } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findMedia } from './media.repository.js';

/** Every stored file's policy, from the api and the bff alike. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

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
      // A replaced picture gets a new id, so a file never changes under its URL. Opened on its own
      // (not as an <img>), a stored file runs nothing and loads nothing: no script in an SVG, no
      // sniffing a type, and anything but an image is downloaded, never shown.
      void reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', STORED_FILE_CSP);
      if (!file.contentType.startsWith('image/')) void reply.header('content-disposition', 'attachment');
      return reply.send(file.bytes);
    },
  );
}
