import type { Caller } from '../../auth/caller.js';
import { ApiError } from '../../errors.js';

export const USER_ACCESS_MESSAGES = {
  userDisabled: 'User is disabled.',
  companyInactive: "Your company's account is inactive. Please contact support to reactivate it.",
  membershipPending: 'Your request to join this company is waiting for approval by its administrators.',
} as const;

export const userDisabled = (): ApiError => new ApiError(403, 112, USER_ACCESS_MESSAGES.userDisabled);
export const companyInactive = (): ApiError =>
  new ApiError(403, 'CompanyInactive', USER_ACCESS_MESSAGES.companyInactive);
export const membershipPending = (): ApiError =>
  new ApiError(403, 'MembershipPending', USER_ACCESS_MESSAGES.membershipPending);

/**
 * The rules that lock a user out of every route: disabled user (112), inactive company, pending
 * membership. `allowInactive` routes (reading one's own profile) let disabled users and users of
 * inactive companies through so the caller can see `active: false` and sign them out; a pending
 * membership is refused everywhere because nothing in a UserDto would reveal it.
 */
export function assertCanAct(caller: Caller, options: { allowInactive: boolean }): void {
  const user = caller.user;
  if (!user) return;
  if (!options.allowInactive) {
    if (!user.active) throw userDisabled();
    if (!caller.companyActive) throw companyInactive();
  }
  if (user.approvalStatus === 'PENDING') throw membershipPending();
}
