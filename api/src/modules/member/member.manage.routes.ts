import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/auth.hooks.js';
import { forbidden } from '../../errors.js';
import type { ApiInstance } from '../../http/types.js';
import { findCompanySummary } from '../company/index.js';
import * as invitations from './member.invitations.service.js';
import {
  InvitationActionBody,
  InvitationDto,
  InvitationPage,
  InvitationParams,
  InvitationPreviewDto,
  InvitationQuery,
  InvitationTokenParams,
  InviteBody,
  MemberChangeDto,
  MemberPage,
  MemberParams,
  MemberQuery,
  MemberRoleBody,
  MemberStatusBody,
} from './member.manage.schemas.js';
import { listMembersPage } from './member.people.service.js';
import { changeRole, setStatus } from './member.roles.service.js';

const tags = ['company'];
const user = { auth: 'user' as const };

/**
 * The caller's company, when they are its admin (403 otherwise). An admin impersonating a company
 * admin acts as them: MANAGE_MEMBERS is not among spec §6's permissions blocked while impersonating.
 */
function companyAdmin(request: FastifyRequest) {
  const { user: caller } = requireUser(request);
  if (caller.companyId === null || caller.role !== 'COMPANY_ADMIN') throw forbidden();
  return { ...caller, companyId: caller.companyId };
}

async function companyName(app: ApiInstance, companyId: number): Promise<string> {
  return (await findCompanySummary(app.deps.db, companyId))?.name ?? 'your company';
}

/** Company admins run their company's members and invitations (docs/members.md). */
export async function manageMemberRoutes(app: ApiInstance): Promise<void> {
  const { deps } = app;

  app.get(
    '/v1/members',
    {
      config: user,
      schema: {
        tags,
        summary: "The caller company's members by last name, first name (its admins only; join requests apart)",
        querystring: MemberQuery,
        response: { 200: MemberPage },
      },
    },
    async (request) => {
      const admin = companyAdmin(request);
      return listMembersPage(deps.db, admin, request.query);
    },
  );

  app.put(
    '/v1/members/:userId/role',
    {
      config: user,
      schema: {
        tags,
        summary: 'Make a member a company admin or a member (409 LastActiveAdmin for the last active admin)',
        params: MemberParams,
        body: MemberRoleBody,
        response: { 200: MemberChangeDto },
      },
    },
    async (request) => changeRole(deps, companyAdmin(request), request.params.userId, request.body.role),
  );

  app.put(
    '/v1/members/:userId/status',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Deactivate (every session ends at once) or reactivate a member; never oneself or the last active admin',
        params: MemberParams,
        body: MemberStatusBody,
        response: { 200: MemberChangeDto },
      },
    },
    async (request) => {
      const admin = companyAdmin(request);
      const changed = await setStatus(deps, admin, request.params.userId, request.body.status);
      request.log.info({ userId: request.params.userId, status: request.body.status }, 'member status changed');
      return changed;
    },
  );

  app.get(
    '/v1/member-invitations',
    {
      config: user,
      schema: {
        tags,
        summary: "The caller company's member invitations, newest first (its admins only)",
        querystring: InvitationQuery,
        response: { 200: InvitationPage },
      },
    },
    async (request) => invitations.list(deps, companyAdmin(request).companyId, request.query),
  );

  app.post(
    '/v1/member-invitations',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Invite an address to join the company (371 when a member or already invited; 429 over 20 a minute or 200 a day; 503 when the mail failed and nothing was kept)',
        body: InviteBody,
        response: { 201: InvitationDto },
      },
    },
    async (request, reply) => {
      const admin = companyAdmin(request);
      const name = await companyName(app, admin.companyId);
      const created = await invitations.invite(deps, admin, request.body, name, request.log);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/v1/member-invitations/:invitationId/resend',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mail an open invitation again with a new link, at most once a day (429 ResendTooSoon)',
        params: InvitationParams,
        body: InvitationActionBody,
        response: { 200: InvitationDto },
      },
    },
    async (request) => {
      const admin = companyAdmin(request);
      const name = await companyName(app, admin.companyId);
      return invitations.resend(deps, admin, request.params.invitationId, name, request.log);
    },
  );

  app.post(
    '/v1/member-invitations/:invitationId/revoke',
    {
      config: user,
      schema: {
        tags,
        summary: 'Withdraw an open invitation: its link stops working at once',
        params: InvitationParams,
        body: InvitationActionBody,
        response: { 200: InvitationDto },
      },
    },
    async (request) => invitations.revoke(deps, companyAdmin(request), request.params.invitationId),
  );

  app.get(
    '/v1/member-invitations/by-token/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'What the registration page may show of an invitation, by its link’s token (404 when unknown)',
        params: InvitationTokenParams,
        response: { 200: InvitationPreviewDto },
      },
    },
    async (request) => invitations.preview(deps, request.params.token),
  );
}
