import type { BffModule } from '../../module.js';
import { createTeamApi, type TeamApi } from './team.api.js';
import { teamResolvers } from './team.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    team: TeamApi;
  }
}

/** The subscription's team (the billing view): members, billing admins, invitations. */
export const teamModule: BffModule = {
  name: 'team',
  resolvers: teamResolvers,
  api: (rest) => ({ team: createTeamApi(rest) }),
};
