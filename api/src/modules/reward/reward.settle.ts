import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import type { ChargeCredits } from '../subscription/index.js';
import { subscriptions } from '../subscription/index.js';
import { firstPaidCharge } from './reward.repository.js';
import { REWARD_RULES, VOID_REASONS } from './reward.rules.js';
import { referralRewards, referrals } from './reward.table.js';

/**
 * Moves a referred company's referral along by what its subscription did (docs/rewards.md): its
 * first successful charge of a real amount qualifies it and earns the referrer a reward; a
 * cancellation within the period that charge paid for voids it and withdraws an unapplied reward
 * (an applied one stays). Idempotent: the jobs and the sweep may run it any number of times.
 */
export async function settleReferral(db: Db, referredCompanyId: number, now: Date): Promise<void> {
  const [referral] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.referredCompanyId, referredCompanyId), ne(referrals.status, 'VOID')))
    .limit(1);
  if (!referral) return;
  const first = await firstPaidCharge(db, referredCompanyId);
  if (!first || first.createdAt < referral.registeredAt) return;
  const [subscription] = await db
    .select({ canceledAt: subscriptions.canceledAt })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, referredCompanyId));
  const canceledAt = subscription?.canceledAt ?? null;
  const firstPeriodEnd = first.periodEnd ?? first.createdAt;
  const undone = canceledAt !== null && canceledAt >= first.createdAt && canceledAt < firstPeriodEnd;
  await db.transaction(async (tx) => {
    if (referral.status === 'REGISTERED') await qualify(tx, referral, first.createdAt, now);
    if (!undone) return;
    await tx
      .update(referrals)
      .set({ status: 'VOID', voidedAt: now, voidReason: VOID_REASONS.canceled })
      .where(and(eq(referrals.id, referral.id), ne(referrals.status, 'VOID')));
    await tx
      .update(referralRewards)
      .set({ status: 'WITHDRAWN', withdrawnAt: now })
      .where(and(eq(referralRewards.referralId, referral.id), eq(referralRewards.status, 'EARNED')));
  });
}

async function qualify(tx: Executor, referral: { id: number; referrerCompanyId: number }, paidAt: Date, now: Date) {
  const [qualified] = await tx
    .update(referrals)
    .set({ status: 'QUALIFIED', qualifiedAt: paidAt })
    .where(and(eq(referrals.id, referral.id), eq(referrals.status, 'REGISTERED')))
    .returning({ id: referrals.id });
  if (!qualified) return;
  await tx
    .insert(referralRewards)
    .values({
      referralId: referral.id,
      companyId: referral.referrerCompanyId,
      percentOff: REWARD_RULES.percentOff,
      status: 'EARNED',
      earnedAt: now,
    })
    .onConflictDoNothing({ target: referralRewards.referralId });
}

/** The referrals the sweep looks at: still open (a missed job is caught here). */
export async function settleOpenReferrals(db: Db, now: Date, batch = 500): Promise<number> {
  const open = await db
    .select({ companyId: referrals.referredCompanyId })
    .from(referrals)
    .where(inArray(referrals.status, ['REGISTERED', 'QUALIFIED']))
    .orderBy(referrals.id)
    .limit(batch);
  for (const { companyId } of open) await settleReferral(db, companyId, now);
  return open.length;
}

/** The referral reward as the subscription's one-time credit: the oldest EARNED one, applied once. */
export const referralCredits: ChargeCredits = {
  async next(db, companyId) {
    const [reward] = await db
      .select({ id: referralRewards.id, percentOff: referralRewards.percentOff })
      .from(referralRewards)
      .where(and(eq(referralRewards.companyId, companyId), eq(referralRewards.status, 'EARNED')))
      .orderBy(referralRewards.earnedAt, referralRewards.id)
      .limit(1);
    if (!reward) return null;
    return {
      percentOff: reward.percentOff,
      label: 'Referral reward',
      async use(executor, payment) {
        await executor
          .update(referralRewards)
          .set({ status: 'APPLIED', appliedAt: payment.at, appliedDiscountCents: payment.discountCents })
          .where(and(eq(referralRewards.id, reward.id), eq(referralRewards.status, 'EARNED')));
      },
    };
  },
};
