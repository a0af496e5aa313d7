/**
 * What other modules may use of the user module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { assertCanAct } from './user.access.js';
// Sign-up and invitations accept business addresses only (free-mail domains are refused).
export { emailDomain, isBusinessEmail } from './user.business-email.js';
export { actingUser, optionalCaller } from './user.caller.js';
export {
  deleteUser,
  findUserByEmail,
  findUserDto,
  markPasswordSignIn,
  markUnsubscribed,
  selectUserDtos,
  toUserDto,
  updateProfile,
  userIdOfToken,
} from './user.repository.js';
export {
  SOCIAL_PROVIDERS,
  type SocialProvider,
  type UserSignInMethodRow,
  userSignInMethods,
} from './sign-in-method.table.js';
export { UpdateUserBody, UserDto } from './user.schemas.js';
export { personaPeople, seededPeople, type SeededPerson } from './user.seed.js';
export {
  REFERRAL_SOURCES,
  type ReferralSource,
  TRIAL_PHASES,
  type TrialPhase,
  USER_ROLES,
  type UserRole,
  type UserRow,
  userRole,
  users,
} from './user.table.js';
export { optionalLinkedin, optionalPhone, optionalText, requireName } from './user.validation.js';

// For other modules' tests only (fixtures and tables they check).
export { buildDemoPeople } from './seed/demo-people.js';
export { PERSONA_COLLEAGUES } from './seed/persona-colleagues.js';
export { SUPPORTING_USERS } from './seed/supporting-users.js';
