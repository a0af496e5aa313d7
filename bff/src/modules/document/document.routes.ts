import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../context.js';
import { AppError, MESSAGES } from '../../errors/error.codes.js';
import { STORED_FILE_CSP } from '../../http/media.routes.js';
import { callStreamed } from '../../rest/rest.stream.js';

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
 * A document's download, outside GraphQL (docs/documents.md): `GET /documents/:id/download`, the
 * api's bytes streamed, or its short-lived S3 link followed by the browser. Signed in as for
 * GraphQL (the session cookie). Uploads do not pass here: the browser sends the bytes to where
 * they are stored itself (the api's signed link, or S3's presigned POST).
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

  app.get<{ Params: { id: string } }>(
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
}
