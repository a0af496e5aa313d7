import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden, notFound } from '../../errors.js';
import { NoContent } from '../../http/schemas.js';
import type { ApiInstance } from '../../http/types.js';
import { findCompanySummary } from '../company/index.js';
import { notifyRequesterOfDecision } from './member.mail.js';
import { deleteUser } from '../user/index.js';
import { approveJoinRequest, listJoinRequests, lockJoinRequest } from './member.repository.js';
import { CompanyParams, JoinDecisionBody, JoinRequestDto, JoinRequestParams } from './member.schemas.js';

/** Only the company's own admins see and decide its join requests. */
function assertCompanyAdmin(request: FastifyRequest, companyId: number): void {
  const { user } = requireUser(request);
  if (user.companyId !== companyId || user.role !== 'COMPANY_ADMIN') throw forbidden();
}

export async function memberRoutes(app: ApiInstance): Promise<void> {
  app.get(
    '/v1/companies/:id/join-requests',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary: 'People waiting to join the company, oldest first (its admins only)',
        params: CompanyParams,
        response: { 200: Type.Array(JoinRequestDto) },
      },
    },
    async (request) => {
      assertCompanyAdmin(request, request.params.id);
      const requests = await listJoinRequests(app.deps.db, request.params.id);
      return requests.map((r) => ({ user: r.user, requestedAt: r.requestedAt.toISOString() }));
    },
  );

  app.put(
    '/v1/companies/:id/join-requests/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['company'],
        summary:
          'Approve (the person can sign in) or decline (their registration and sign-in account are deleted); the person is mailed',
        params: JoinRequestParams,
        body: JoinDecisionBody,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { id: companyId, userId } = request.params;
      assertCompanyAdmin(request, companyId);
      const approved = request.body.decision === 'APPROVE';
      const identityAdmin = app.deps.identityAdmin;
      const requester = await app.deps.db.transaction(async (tx) => {
        const pending = await lockJoinRequest(tx, companyId, userId);
        if (!pending) throw notFound();
        if (approved) {
          await approveJoinRequest(tx, { ...pending, companyId });
        } else {
          // Identity first, inside the transaction: if it fails nothing is deleted and the admin can retry.
          await identityAdmin?.deleteUser(pending.email);
          await deleteUser(tx, pending.id);
        }
        return pending;
      });
      const company = await findCompanySummary(app.deps.db, companyId);
      await notifyRequesterOfDecision(
        app.deps,
        { requester, companyName: company?.name ?? 'your company', approved },
        request.log,
      );
      request.log.info({ companyId, userId, decision: request.body.decision }, 'join request decided');
      return reply.status(204).send(null);
    },
  );
}
