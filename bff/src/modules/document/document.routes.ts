import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { AppError, MESSAGES } from '../../errors/error.codes.js';
import { STORED_FILE_CSP } from '../../http/media.routes.js';
import { callStreamed } from '../../rest/rest.stream.js';

/** The largest document (the api's limit, which also checks it): 25 MB. */
const MAX_BYTES = 25 * 1024 * 1024;
const FORWARDED = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
] as const;
const IdParams = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
  },
  required: ['id'],
} as const;

function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ code, message });
}

/**
 * A document's bytes, outside GraphQL (docs/documents.md): `POST /uploads/documents/:id` (a
 * multipart form, the file last, streamed to the api's `PUT /v1/documents/:id/content` as it
 * arrives) and `GET /documents/:id/download` (the api's bytes streamed, or its short-lived S3 link
 * followed by the browser). Signed in as for GraphQL (the session cookie); a foreign Origin is
 * refused (http/security.ts) and an upload names a PENDING document's unguessable id.
 */
export async function registerDocumentRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, 'sessions' | 'transport'>,
): Promise<void> {
  async function callerOf(request: FastifyRequest, reply: FastifyReply) {
    try {
      const session = await services.sessions.load(request, reply);
      const caller = session.peekCaller();
      if (!caller) return { refused: refuse(reply, 401, 'UNAUTHENTICATED', MESSAGES.unauthenticated) };
      return { session, caller };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const status = error.code === 'UNAUTHENTICATED' ? 401 : 429;
      return { refused: refuse(reply, status, error.code, error.message) };
    }
  }

  await app.register(async (scope) => {
    // Parsed here only: the file part is a stream handed on as it arrives, never buffered whole.
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: MAX_BYTES + 1 },
    });

    scope.post<{ Params: { id: string } }>(
      '/uploads/documents/:id',
      { schema: { params: IdParams } },
      async (request, reply) => {
        const who = await callerOf(request, reply);
        if ('refused' in who) return who.refused;
        if (!request.isMultipart())
          return refuse(reply, 400, 'BAD_USER_INPUT', 'Send the file as multipart/form-data.');
        const part = await request.file();
        if (!part || part.fieldname !== 'file')
          return refuse(reply, 400, 'BAD_USER_INPUT', 'Send the file in a part named file.');
        const answer = await callStreamed(services.transport, {
          method: 'PUT',
          path: `/documents/${request.params.id.toLowerCase()}/content`,
          caller: who.caller,
          body: part.file,
          operation: 'putDocumentContent',
        });
        if (!answer.ok) {
          part.file.resume();
          if (answer.sessionEnded) who.session.end();
          return refuse(reply, answer.status, answer.error.code, answer.error.message);
        }
        answer.body.resume();
        if (part.file.truncated) return refuse(reply, 413, 'FILE_TOO_LARGE', 'File is too large.');
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );

    scope.get<{ Params: { id: string } }>(
      '/documents/:id/download',
      { schema: { params: IdParams } },
      async (request, reply) => {
        const who = await callerOf(request, reply);
        if ('refused' in who) return who.refused;
        const answer = await callStreamed(services.transport, {
          method: 'GET',
          path: `/documents/${request.params.id.toLowerCase()}/download`,
          caller: who.caller,
          operation: 'downloadDocument',
        });
        if (!answer.ok) {
          if (answer.sessionEnded) who.session.end();
          return refuse(reply, answer.status, answer.error.code, answer.error.message);
        }
        void reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', STORED_FILE_CSP);
        const location = answer.headers.location;
        if (answer.status >= 300 && answer.status < 400 && typeof location === 'string') {
          answer.body.resume();
          return reply.code(303).header('location', location).send();
        }
        for (const name of FORWARDED) {
          const value = answer.headers[name];
          if (value !== undefined) void reply.header(name, value);
        }
        return reply.code(200).send(answer.body);
      },
    );
  });
}
