import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Responses to requests and their questions: the api words each conflict for the user. */
export const proposalsErrors = {
  catalogue: {
    AlreadyResponded: {
      code: 'CONFLICT',
      message: 'Your company has already responded to this request.',
      upstreamMessage: true,
    },
    NotAcceptingResponses: {
      code: 'CONFLICT',
      message: 'This request no longer accepts responses.',
      upstreamMessage: true,
    },
    OwnRequest: { code: 'CONFLICT', message: 'This is your company’s own request.', upstreamMessage: true },
    AlreadyAnswered: { code: 'CONFLICT', message: 'This question has already been answered.', upstreamMessage: true },
    AwardNotAllowed: {
      code: 'CONFLICT',
      message: 'Only an open or closed request can be awarded.',
      upstreamMessage: true,
    },
    ResponseLocked: { code: 'CONFLICT', message: 'This response can no longer change.', upstreamMessage: true },
  },
} as const satisfies ErrorDeclarations;
