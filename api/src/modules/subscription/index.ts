/**
 * What other modules may use of the subscription module (and their tests, and core tests): they import
 * nothing else of it, except that tests may also use its *.testing.ts helpers.
 */
export { type BillingDeps, billingDeps } from './billing/billing.context.js';
export { findBillingCompany } from './billing/billing.repository.js';
export { subscriptionPayments } from './billing/billing.table.js';
export { SubscriptionIdParams } from './billing/billing.schemas.js';
export { hashToken } from './billing/local/local.gateway.js';
export { subscriptionMembers } from './subscription-members.table.js';
export { canManageTeam, userAlreadyAdded } from './subscription.access.js';
export {
  type ChargeCredit,
  type ChargeCredits,
  PAYMENT_SUCCEEDED_JOB,
  SUBSCRIPTION_CANCELED_JOB,
} from './subscription.credits.js';
export { type Plan, type SubscriptionRow, subscriptions } from './subscription.table.js';
export { loadView, planInForce } from './subscription.view.js';
