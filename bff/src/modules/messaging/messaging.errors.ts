import type { ErrorDeclarations } from '../../errors/error.types.js';

/** Messaging's refusals the sender can act on (docs/messaging.md): their words come from the api. */
export const messagingErrors = {
  codes: ['MESSAGE_FLOOD', 'NOT_CONTACTABLE', 'REPLY_NOT_ALLOWED'],
  // The sender waits, picks another company, or asks their admin.
  userFixable: ['MESSAGE_FLOOD', 'NOT_CONTACTABLE', 'REPLY_NOT_ALLOWED'],
  catalogue: {
    MessageFlood: {
      code: 'MESSAGE_FLOOD',
      message: 'You are sending messages too quickly. Wait a minute, then send again.',
      upstreamMessage: true,
    },
    NotContactable: {
      code: 'NOT_CONTACTABLE',
      message: 'This company cannot be contacted on Trialbridge right now.',
      upstreamMessage: true,
    },
    ReplyNotAllowed: {
      code: 'REPLY_NOT_ALLOWED',
      message: 'You cannot reply in this conversation.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
