import { ApiError } from '../../errors.js';

/** The members feature's refusals (docs/members.md); 371 is spec §8's "user already added", worded here. */
export const MEMBER_MESSAGES = {
  alreadyMember: 'This person is already a member of your company.',
  alreadyAsked: 'This person has already asked to join your company: approve their request instead.',
  openInvitation: 'This address already has an open invitation. Resend it instead.',
  accountElsewhere: 'This address already has a Trialbridge account with another company, so it cannot be invited.',
  lastAdmin: 'Your company must keep at least one active administrator. Make someone else an administrator first.',
  deactivateSelf: 'You cannot deactivate yourself. Ask another administrator to do it.',
  invitationClosed: {
    EXPIRED: 'This invitation has expired. Ask your colleague to invite you again.',
    REVOKED: 'This invitation has been withdrawn. Ask your colleague to invite you again.',
    ACCEPTED: 'This invitation has already been used. Sign in instead.',
  },
  invitationUnknown: 'This invitation link is not valid. Check the link in your email.',
  invitationEmail: 'This invitation was sent to another address. Register with the address it was sent to.',
  notSent: 'The invitation email could not be sent, so no invitation was saved. Please try again.',
} as const;

/** Catalogue 371 with our words: the person is a member, has asked to join, or holds an open invitation. */
export const alreadyAdded = (message: string): ApiError =>
  new ApiError(409, 371, message, [{ field: 'email', message }]);

export const lastActiveAdmin = (): ApiError => new ApiError(409, 'LastActiveAdmin', MEMBER_MESSAGES.lastAdmin);

export type ClosedState = keyof typeof MEMBER_MESSAGES.invitationClosed;

/** The link of an expired, revoked or used invitation (and the resend or revoke of one). */
export const invitationClosed = (
  state: ClosedState,
  message: string = MEMBER_MESSAGES.invitationClosed[state],
  field = 'invitationToken',
): ApiError => new ApiError(409, 'InvitationClosed', message, [{ field, message }]);

/** Too many invitations this minute or day. */
export const invitationLimit = (message: string): ApiError => new ApiError(429, 'InvitationLimit', message);

/** A resend within a day of the last mail. */
export const resendTooSoon = (message: string): ApiError => new ApiError(429, 'ResendTooSoon', message);

/** The mail failed: the invitation was removed (or its resend undone), nothing half-done. */
export const invitationNotSent = (): ApiError => new ApiError(503, 'InvitationNotSent', MEMBER_MESSAGES.notSent);
