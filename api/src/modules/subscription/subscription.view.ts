import { and, count, eq, gt } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import { forbidden } from '../../errors.js';
import type { UserRow } from '../user/index.js';
import type { Actor } from './subscription.access.js';
import type { BillingDeps } from './billing/billing.context.js';
import { findBillingCompany } from './billing/billing.repository.js';
import { subscriptionPayments } from './billing/billing.table.js';
import { offeredCodes } from './subscription.catalog.js';
import { settle } from './subscription.renewal.js';
import {
  findCompanySubscription,
  findParentSubscription,
  isBillingAdmin,
  listCompanyTrials,
} from './subscription.repository.js';
import type { Plan, SubscriptionRow } from './subscription.table.js';
import { inForce } from './subscription.lifecycle.js';

/** The acting user's company subscription, settled by the clock. */
export interface SubscriptionView {
  actor: Actor;
  /** The company's own subscription. */
  own: SubscriptionRow | undefined;
  /** What applies to the company: its own, else the parent's when it is a covered subsidiary. */
  effective: SubscriptionRow | undefined;
  parentName: string | null;
  billingAdmin: boolean;
}

export async function loadActor(deps: BillingDeps, user: UserRow): Promise<Actor> {
  const company = user.companyId === null ? undefined : await findBillingCompany(deps.db, user.companyId);
  if (!company) throw forbidden();
  return { user, company };
}

/** Reads (and, when the clock has passed its end, moves along) the company's subscription. */
export async function loadView(deps: BillingDeps, user: UserRow): Promise<SubscriptionView> {
  const actor = await loadActor(deps, user);
  const stored = await findCompanySubscription(deps.db, actor.company.id);
  const own = stored ? await settle(deps, stored) : undefined;
  if (own) {
    return {
      actor,
      own,
      effective: own,
      parentName: null,
      billingAdmin: await isBillingAdmin(deps.db, own.id, user.id),
    };
  }
  const parent = await findParentSubscription(deps.db, actor.company.id);
  if (!parent) return { actor, own: undefined, effective: undefined, parentName: null, billingAdmin: false };
  // A subsidiary's members use the parent's plan but never administer its billing.
  return {
    actor,
    own: undefined,
    effective: await settle(deps, parent.subscription),
    parentName: parent.parentName,
    billingAdmin: false,
  };
}

/**
 * Buying starts the 180-day trial once per company: never after a trial, nor for a company that
 * ever paid (or is paying) for Innovator, nor while an Innovator subscription is in force.
 */
export async function isTrialEligible(
  deps: BillingDeps,
  actor: Actor,
  own: SubscriptionRow | undefined,
): Promise<boolean> {
  if (offeredCodes(actor.company).length === 0) return false;
  if (own && (own.paymentType === 'PAID' || own.paymentType === 'MANUAL')) return false;
  if (
    own &&
    own.plan === 'INNOVATOR' &&
    (own.status === 'ACTIVE' || own.status === 'TRIALING' || own.status === 'PAST_DUE')
  )
    return false;
  const [trials, [paid]] = await allQueries(deps.db, [
    () => listCompanyTrials(deps.db, actor.company.id),
    () =>
      deps.db
        .select({ value: count() })
        .from(subscriptionPayments)
        .where(
          and(
            eq(subscriptionPayments.companyId, actor.company.id),
            eq(subscriptionPayments.status, 'SUCCEEDED'),
            gt(subscriptionPayments.amountCents, 0),
          ),
        ),
  ]);
  return trials.length === 0 && (paid?.value ?? 0) === 0;
}

/**
 * The plan the user's company has in force now (its own or, for a covered subsidiary, its
 * parent's), else NONE: what other features' limits depend on (e.g. Explorer's compare list).
 */
export async function planInForce(deps: BillingDeps, user: UserRow): Promise<Plan> {
  if (user.companyId === null) return 'NONE';
  const { effective } = await loadView(deps, user);
  return effective && inForce(effective, deps.clock.now()) ? effective.plan : 'NONE';
}
