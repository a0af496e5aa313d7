import { requireCaller } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { SESSION_ENDED } from '../../events/event-bus.js';
import { requireSession } from './session.check.js';
import { createSession, revokeSession, revokeSubjectSessions } from './session.repository.js';
import { sessionExpiresAt } from './session.rules.js';
import type { SessionRow } from './session.table.js';
import { NewSessionBody, NewSessionDto, RenewSessionBody, SessionDto } from './session.schemas.js';
import { markPasswordSignIn } from '../user/index.js';

const dto = (row: SessionRow) => ({
  rememberMe: row.rememberMe,
  createdAt: row.createdAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  expiresAt: sessionExpiresAt(row).toISOString(),
  absoluteExpiresAt: row.absoluteExpiresAt.toISOString(),
});

const tags = ['session'];

/** Tells the sessions' open event streams (and so the bff's sockets on them) that they are over. */
function announceEnded(app: ApiInstance, userId: number | null, sessionIds: string[]): void {
  if (userId === null || sessionIds.length === 0) return;
  app.deps.events.publish({ kind: SESSION_ENDED, userIds: [userId], sessionIds });
}

export async function sessionRoutes(app: ApiInstance): Promise<void> {
  const { db, clock } = app.deps;

  app.post(
    '/v1/sessions',
    {
      // The answer holds the session's secret: never kept for a repeat (docs/idempotency.md).
      config: { auth: 'any', idempotency: false },
      schema: {
        tags,
        summary: 'Start a session for the token’s identity (the bff, at sign-in)',
        body: NewSessionBody,
        response: { 201: NewSessionDto },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      // Sessions are browsers' sign-ins: a partner API key never starts one (docs/api-keys.md).
      if (caller.apiKey) throw forbidden();
      // A native token's sign-in was a password's (a provider's tokens are federated).
      if (caller.user && !caller.token.federated && !caller.user.passwordSignIn)
        await markPasswordSignIn(db, caller.user.id);
      const { secret, row } = await createSession(
        db,
        { subject: caller.token.sub, userId: caller.isAdmin ? null : (caller.user?.id ?? null), ...request.body },
        clock.now(),
      );
      return reply.code(201).send({ secret, session: dto(row) });
    },
  );

  app.get(
    '/v1/sessions/current',
    {
      config: { auth: 'any', allowInactive: true },
      schema: {
        tags,
        summary: 'The session named by X-Session-Id (401 SessionEnded when it has ended)',
        response: { 200: SessionDto },
      },
    },
    async (request) => dto(requireSession(request)),
  );

  app.delete(
    '/v1/sessions/current',
    {
      config: { auth: 'any', allowInactive: true },
      schema: { tags, summary: 'Sign out: end the session named by X-Session-Id', response: { 204: NoContent } },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await revokeSession(db, session.id, 'signed_out', clock.now());
      announceEnded(app, session.userId, [session.id]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/sessions/current/renew',
    {
      config: { auth: 'any', idempotency: false },
      schema: {
        tags,
        summary:
          'End every session of this identity (copies of old cookies included) and start a new one for this browser',
        body: RenewSessionBody,
        response: { 201: NewSessionDto },
      },
    },
    async (request, reply) => {
      const current = requireSession(request);
      const now = clock.now();
      const { renewed, ended } = await db.transaction(async (tx) => {
        const ended = await revokeSubjectSessions(tx, current.subject, request.body.reason, now);
        const renewed = await createSession(
          tx,
          { subject: current.subject, userId: current.userId, rememberMe: current.rememberMe },
          now,
        );
        return { renewed, ended };
      });
      announceEnded(app, current.userId, ended);
      return reply.code(201).send({ secret: renewed.secret, session: dto(renewed.row) });
    },
  );
}
