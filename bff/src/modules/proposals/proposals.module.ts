import type { BffModule } from '../../module.js';
import { createProposalsApi, type ProposalsApi } from './proposals.api.js';
import { proposalsResolvers } from './proposals.resolvers.js';
import { proposalsErrors } from './proposals.errors.js';

declare module '../../context.js' {
  interface Apis {
    proposals: ProposalsApi;
  }
}

/** Responses to requests, their comparison and award, and the public Q&A (issue 15). */
export const proposalsModule: BffModule = {
  name: 'proposals',
  resolvers: proposalsResolvers,
  errors: proposalsErrors,
  api: (rest) => ({ proposals: createProposalsApi(rest) }),
};
