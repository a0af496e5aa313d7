import type { BffModule } from '../../module.js';
import { type ChallengeApi, createChallengeApi } from './challenge.api.js';
import { challengeErrors } from './challenge.errors.js';
import { challengeResolvers } from './challenge.resolvers.js';

declare module '../../context.js' {
  interface Apis {
    challenge: ChallengeApi;
  }
}

/** Open innovation challenges on innovation requests (docs/challenges.md). */
export const challengeModule: BffModule = {
  name: 'challenge',
  resolvers: challengeResolvers,
  errors: challengeErrors,
  api: (rest) => ({ challenge: createChallengeApi(rest) }),
};
