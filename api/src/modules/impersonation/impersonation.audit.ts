import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMPERSONATION_HEADER, parseImpersonationTarget } from '../../auth/caller.js';
import { ApiError } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { recordImpersonation } from './audit.repository.js';

/**
 * Audits every call an identity token makes with an impersonation target, whatever the outcome
 * (refusals included): the auth hook keeps the verified token on the request before it refuses
 * anything. onSend rather than onResponse: the row exists before the caller sees the answer.
 */
export function auditImpersonation(app: ApiInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const token = request.token;
    if (!token || request.headers[IMPERSONATION_HEADER] === undefined) return payload;
    try {
      await recordImpersonation(
        app.deps.db,
        {
          adminSub: token.sub,
          adminEmail: token.email,
          targetUserId: safeTarget(request),
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
          statusCode: reply.statusCode,
        },
        app.deps.clock.now(),
      );
    } catch (error) {
      request.log.error({ err: error }, 'could not write the impersonation audit row');
    }
    return payload;
  });
}

function safeTarget(request: FastifyRequest): number | null {
  try {
    return parseImpersonationTarget(request.headers[IMPERSONATION_HEADER]) ?? null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
