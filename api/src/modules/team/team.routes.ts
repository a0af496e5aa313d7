import { Type } from 'typebox';
import { requireUser } from '../../auth/auth.hooks.js';
import { PageQuery } from '../../http/paging.js';
import type { ApiInstance } from '../../http/types.js';
import { NoContent } from '../../http/schemas.js';
import { type BillingDeps, SubscriptionIdParams } from '../subscription/index.js';
import {
  AddTeamMemberBody,
  AutocompleteQuery,
  BillingAdminBody,
  InviteBody,
  InviteDto,
  InviteTokenParams,
  TeamCandidateDto,
  TeamMemberDto,
  TeamPage,
  TeamUserParams,
} from './team.schemas.js';
import * as teamService from './team.service.js';

const tags = ['subscription'];
const user = { auth: 'user' as const };

/** The billing view's team (spec §6: billing admins add, update and remove members) and invitations. */
export async function teamRoutes(app: ApiInstance, deps: BillingDeps): Promise<void> {
  app.get(
    '/v1/subscriptions/:subscriptionId/team',
    {
      config: user,
      schema: {
        tags,
        summary: 'The team, paged',
        params: SubscriptionIdParams,
        querystring: PageQuery,
        response: { 200: TeamPage },
      },
    },
    async (request) =>
      teamService.listTeam(deps, requireUser(request).user, request.params.subscriptionId, request.query),
  );

  app.post(
    '/v1/subscriptions/:subscriptionId/team',
    {
      config: user,
      schema: {
        tags,
        summary: 'Add a user of the company to the team (371 when already on it)',
        params: SubscriptionIdParams,
        body: AddTeamMemberBody,
        response: { 201: TeamMemberDto },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await teamService.addMember(
            deps,
            requireUser(request).user,
            request.params.subscriptionId,
            request.body.userId,
          ),
        ),
  );

  app.put(
    '/v1/subscriptions/:subscriptionId/team/:userId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Make a member a billing admin, or not',
        params: TeamUserParams,
        body: BillingAdminBody,
        response: { 200: TeamMemberDto },
      },
    },
    async (request) =>
      teamService.setBillingAdmin(
        deps,
        requireUser(request).user,
        request.params.subscriptionId,
        request.params.userId,
        request.body.billingAdmin,
      ),
  );

  app.delete(
    '/v1/subscriptions/:subscriptionId/team/:userId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove a member (never the last billing admin)',
        params: TeamUserParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await teamService.removeMember(
        deps,
        requireUser(request).user,
        request.params.subscriptionId,
        request.params.userId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/subscriptions/:subscriptionId/team/autocomplete',
    {
      config: user,
      schema: {
        tags,
        summary: 'Company users not on the team matching the search (at most 10)',
        params: SubscriptionIdParams,
        querystring: AutocompleteQuery,
        response: { 200: Type.Array(TeamCandidateDto) },
      },
    },
    async (request) =>
      teamService.autocomplete(
        deps,
        requireUser(request).user,
        request.params.subscriptionId,
        request.query.searchString,
      ),
  );

  app.post(
    '/v1/subscriptions/:subscriptionId/team/invites',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mail an invitation to join the team',
        params: SubscriptionIdParams,
        body: InviteBody,
        response: { 201: InviteDto },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await teamService.invite(deps, requireUser(request).user, request.params.subscriptionId, request.body)),
  );

  app.get(
    '/v1/subscriptions/:token/team/invites/contents',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "An invitation's contents by the token of its link",
        params: InviteTokenParams,
        response: { 200: InviteDto },
      },
    },
    async (request) => teamService.inviteContents(deps, request.params.token),
  );
}
