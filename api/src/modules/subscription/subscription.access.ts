import { ApiError } from '../../errors.js';
import type { UserRow } from '../user/index.js';
import type { BillingCompany } from './billing/billing.repository.js';
import type { Plan } from './subscription.table.js';

export const SUBSCRIPTION_MESSAGES = {
  adminOnly: 'Only your company administrator can purchase subscription.',
  companyType: "Your company type can't purchase this subscription.",
  cardNotAdded: 'Your card could not be added. Please check the details and try again.',
  cardNotValid: 'Your card is not valid. Please use another card.',
  userAlreadyAdded: 'This user has already been added.',
} as const;

/** Spec §8 Subscription_351. */
export const adminOnly = (): ApiError => new ApiError(403, 'Subscription_351', SUBSCRIPTION_MESSAGES.adminOnly);
/** Spec §8 Subscription_400. */
export const companyTypeRefused = (): ApiError =>
  new ApiError(400, 'Subscription_400', SUBSCRIPTION_MESSAGES.companyType);
/** Catalogue 357: a paid purchase without a card on file. */
export const cardNotAdded = (): ApiError => new ApiError(402, 357, SUBSCRIPTION_MESSAGES.cardNotAdded);
/** Catalogue 405: the card was declined, has expired, or its charge failed. */
export const cardNotValid = (): ApiError => new ApiError(402, 405, SUBSCRIPTION_MESSAGES.cardNotValid);
/** Catalogue 371. */
export const userAlreadyAdded = (): ApiError => new ApiError(409, 371, SUBSCRIPTION_MESSAGES.userAlreadyAdded);

/** The acting user with their company, for subscription rules. */
export interface Actor {
  user: UserRow;
  company: BillingCompany;
}

/**
 * Who may buy, cancel, change the period, manage the card and pick Explorer: spec §6 says only
 * a sponsor's company admin may buy; for other company types a company admin or a billing admin
 * of the subscription may.
 */
export function canManageBilling(actor: Actor, billingAdmin: boolean): boolean {
  if (actor.user.role === 'COMPANY_ADMIN') return true;
  return actor.company.roleType !== 'Sponsor' && billingAdmin;
}

/** Who manages the team (spec §6: billing admins), and company admins. */
export function canManageTeam(actor: Actor, billingAdmin: boolean): boolean {
  return billingAdmin || actor.user.role === 'COMPANY_ADMIN';
}

/** What `/dashboard/subscription?billing=true` shows the caller (spec §2's billing-admin guard). */
export const BILLING_VIEWS = ['CONTENT', 'LOGIN_PROMPT', 'NOTHING'] as const;
export type BillingView = (typeof BILLING_VIEWS)[number];

/**
 * Spec §2's billing-admin guard: the view for a billing admin of the subscription, a company admin
 * on Innovator whose company is not a sponsor, or any Explorer; a login prompt for other Innovator
 * users; nothing for everyone else. It reads the plan, not whether it is in force: a lapsed
 * subscription is exactly when its billing must stay reachable.
 */
export function billingView(
  actor: { user: Pick<UserRow, 'role'>; company: Pick<BillingCompany, 'roleType'> },
  plan: Plan,
  billingAdmin: boolean,
): BillingView {
  if (billingAdmin || plan === 'EXPLORER') return 'CONTENT';
  if (plan !== 'INNOVATOR') return 'NOTHING';
  return actor.user.role === 'COMPANY_ADMIN' && actor.company.roleType !== 'Sponsor' ? 'CONTENT' : 'LOGIN_PROMPT';
}
