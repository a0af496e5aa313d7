import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Challenge refusals the user can act on (docs/challenges.md): their words come from the api. */
export const challengeErrors = {
  codes: ['CHALLENGE_NOT_INNOVATION', 'CHALLENGE_EXISTS', 'CHALLENGE_NOT_PUBLISHED'],
  // Choose an innovation request; edit the existing challenge; publish before closing.
  userFixable: ['CHALLENGE_NOT_INNOVATION', 'CHALLENGE_EXISTS', 'CHALLENGE_NOT_PUBLISHED'],
  catalogue: {
    ChallengeNotInnovation: {
      code: 'CHALLENGE_NOT_INNOVATION',
      message: 'Only innovation requests can be published as challenges.',
      upstreamMessage: true,
    },
    ChallengeExists: {
      code: 'CHALLENGE_EXISTS',
      message: 'This request already has a challenge. Edit that one instead.',
      upstreamMessage: true,
    },
    ChallengeNotPublished: {
      code: 'CHALLENGE_NOT_PUBLISHED',
      message: 'Only a published challenge can be closed.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
