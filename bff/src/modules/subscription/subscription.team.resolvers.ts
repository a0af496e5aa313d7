import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { AppError } from '../../errors/error.codes.js';
import { clampPaging } from '../../rest/rest.query.js';
import { createSubscriptionApi } from './subscription.api.js';
import { subscriptionUserErrors } from './subscription.errors.js';
import { toId, toInvite, toTeamCandidate, toTeamMember } from './subscription.mappers.js';

const api = (ctx: GraphQLContext) => createSubscriptionApi(ctx.rest);
const NOT_ON_TEAM = 'This user is not on the team.';

/** The billing view's team (spec §6-§7): the api decides who may see and change it. */
export const teamResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    subscriptionTeam: async (_p, { subscriptionId, page }, ctx) => {
      const result = await api(ctx).team(toId(subscriptionId, 'subscriptionId'), clampPaging(page));
      return { ...result, items: result.content.map(toTeamMember) };
    },
    subscriptionTeamCandidates: async (_p, { subscriptionId, searchString }, ctx) => {
      const search = searchString.trim().slice(0, 100);
      if (search === '') return [];
      return (await api(ctx).teamAutocomplete(toId(subscriptionId, 'subscriptionId'), search)).map(toTeamCandidate);
    },
    teamInvite: async (_p, { token }, ctx) => {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token.trim())) return null;
      try {
        return toInvite(await api(ctx).inviteContents(token.trim()));
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    addTeamMember: async (_p, { subscriptionId, userId }, ctx) => {
      try {
        return {
          member: toTeamMember(
            await api(ctx).addTeamMember(toId(subscriptionId, 'subscriptionId'), toId(userId, 'userId')),
          ),
          errors: [],
        };
      } catch (error) {
        return { member: null, errors: subscriptionUserErrors(error) };
      }
    },
    setTeamMemberBillingAdmin: async (_p, { subscriptionId, userId, billingAdmin }, ctx) => {
      try {
        return {
          member: toTeamMember(
            await api(ctx).setBillingAdmin(
              toId(subscriptionId, 'subscriptionId'),
              toId(userId, 'userId'),
              billingAdmin,
            ),
          ),
          errors: [],
        };
      } catch (error) {
        return {
          member: null,
          errors: subscriptionUserErrors(error, { notFoundField: 'userId', notFoundMessage: NOT_ON_TEAM }),
        };
      }
    },
    removeTeamMember: async (_p, { subscriptionId, userId }, ctx) => {
      try {
        await api(ctx).removeTeamMember(toId(subscriptionId, 'subscriptionId'), toId(userId, 'userId'));
        return { removedUserId: userId.trim(), errors: [] };
      } catch (error) {
        return {
          removedUserId: null,
          errors: subscriptionUserErrors(error, { notFoundField: 'userId', notFoundMessage: NOT_ON_TEAM }),
        };
      }
    },
    inviteTeamMember: async (_p, { input }, ctx) => {
      try {
        const invite = await api(ctx).invite(toId(input.subscriptionId, 'subscriptionId'), {
          email: input.email.trim(),
          subject: input.subject,
          text: input.text,
        });
        return { invite: toInvite(invite), errors: [] };
      } catch (error) {
        return { invite: null, errors: subscriptionUserErrors(error) };
      }
    },
  },
};
