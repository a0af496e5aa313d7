/**
 * What other modules may use of the member module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { notifyAdminsOfJoinRequest } from './member.mail.js';
export {
  acceptSignupInvitation,
  checkSignupInvitation,
  invitationOfRegistration,
  type SignupInvitation,
} from './member.invitations.signup.js';
export { MEMBER_MESSAGES } from './member.errors.js';
export { joinSubscriptionTeam } from './member.repository.js';
export { memberInvitations } from './member.table.js';

// For other modules' tests only (the demo seed's people).
export { DEMO_MEMBERS } from './seed/demo-members.js';
