import type { ErrorDeclarations } from '../../errors/error.types.js';

/** The members feature's refusals (docs/members.md): the api words each, and its words are shown. */
export const memberErrors = {
  codes: ['LAST_ACTIVE_ADMIN', 'INVITATION_LIMIT', 'RESEND_TOO_SOON', 'INVITATION_CLOSED', 'INVITATION_NOT_SENT'],
  userFixable: ['LAST_ACTIVE_ADMIN', 'INVITATION_LIMIT', 'RESEND_TOO_SOON', 'INVITATION_CLOSED', 'INVITATION_NOT_SENT'],
  catalogue: {
    LastActiveAdmin: {
      code: 'LAST_ACTIVE_ADMIN',
      message: 'Your company must keep at least one active administrator.',
      upstreamMessage: true,
    },
    InvitationLimit: {
      code: 'INVITATION_LIMIT',
      message: 'Your company has sent too many invitations. Please try again later.',
      upstreamMessage: true,
    },
    ResendTooSoon: {
      code: 'RESEND_TOO_SOON',
      message: 'An invitation can be resent once a day.',
      upstreamMessage: true,
    },
    InvitationClosed: {
      code: 'INVITATION_CLOSED',
      message: 'This invitation can no longer be used.',
      upstreamMessage: true,
    },
    InvitationNotSent: {
      code: 'INVITATION_NOT_SENT',
      message: 'The invitation email could not be sent, so no invitation was saved. Please try again.',
      upstreamMessage: true,
    },
  },
} as const satisfies ErrorDeclarations;
