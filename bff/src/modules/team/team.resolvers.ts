import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AppError } from '../../errors/error.codes.js';
import { clampPaging } from '../../rest/rest.query.js';
import { toId, subscriptionUserErrors } from '../subscription/index.js';
import { toInvite, toTeamCandidate, toTeamMember } from './team.convert.js';
const NOT_ON_TEAM = 'This user is not on the team.';

/** The billing view's team (spec §6-§7): the api decides who may see and change it. */
export const teamResolvers: Resolvers = {
  Query: {
    subscriptionTeam: async (_p, { subscriptionId, page }, ctx) => {
      const result = await ctx.api.team.members(toId(subscriptionId, 'subscriptionId'), clampPaging(page));
      return { ...result, items: result.content.map(toTeamMember) };
    },
    subscriptionTeamCandidates: async (_p, { subscriptionId, searchString }, ctx) => {
      const search = searchString.trim().slice(0, 100);
      if (search === '') return [];
      return (await ctx.api.team.autocomplete(toId(subscriptionId, 'subscriptionId'), search)).map(toTeamCandidate);
    },
    teamInvite: async (_p, { token }, ctx) => {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token.trim())) return null;
      try {
        return toInvite(await ctx.api.team.inviteContents(token.trim()));
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
          member: toTeamMember(await ctx.api.team.add(toId(subscriptionId, 'subscriptionId'), toId(userId, 'userId'))),
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
            await ctx.api.team.setBillingAdmin(
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
        await ctx.api.team.remove(toId(subscriptionId, 'subscriptionId'), toId(userId, 'userId'));
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
        const invite = await ctx.api.team.invite(toId(input.subscriptionId, 'subscriptionId'), {
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
