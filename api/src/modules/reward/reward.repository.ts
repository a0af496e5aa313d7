import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { pageWindow, type PageQuery, toPage } from '../../http/paging.js';
import { companies } from '../company/index.js';
import { subscriptionPayments } from '../subscription/index.js';
import { users } from '../user/index.js';
import { referralCodes, referralRewards, referrals } from './reward.table.js';

/** The active user and company behind a code, or undefined (unknown code, or either gone inactive). */
export async function findInvite(db: Executor, code: string) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      companyId: companies.id,
      companyName: companies.name,
      emailDomain: companies.emailDomain,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(referralCodes.code, code), eq(users.active, true), eq(companies.active, true)))
    .limit(1);
  return row;
}

/** The referral a company registered through (any state), with its referrer's name. */
export async function referralOf(db: Executor, referredCompanyId: number) {
  const [row] = await db
    .select({
      referral: referrals,
      referrerCompanyName: companies.name,
    })
    .from(referrals)
    .innerJoin(companies, eq(companies.id, referrals.referrerCompanyId))
    .where(eq(referrals.referredCompanyId, referredCompanyId))
    .limit(1);
  return row;
}

/** The first successful charge of a real amount: what qualifies a referral (docs/rewards.md). */
export async function firstPaidCharge(db: Executor, companyId: number) {
  const [row] = await db
    .select({
      id: subscriptionPayments.id,
      createdAt: subscriptionPayments.createdAt,
      periodEnd: subscriptionPayments.periodEnd,
    })
    .from(subscriptionPayments)
    .where(
      and(
        eq(subscriptionPayments.companyId, companyId),
        eq(subscriptionPayments.status, 'SUCCEEDED'),
        gt(subscriptionPayments.amountCents, 0),
      ),
    )
    .orderBy(asc(subscriptionPayments.createdAt), asc(subscriptionPayments.id))
    .limit(1);
  return row;
}

const referred = alias(companies, 'referred');

/** A page of the referrals a company's links brought, newest first. */
export async function referralPage(db: Executor, companyId: number, query: PageQuery) {
  const { page, size, offset } = pageWindow(query);
  const where = eq(referrals.referrerCompanyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        referral: referrals,
        companyName: referred.name,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(referrals)
      .innerJoin(referred, eq(referred.id, referrals.referredCompanyId))
      .leftJoin(users, eq(users.id, referrals.referrerUserId))
      .where(where)
      .orderBy(desc(referrals.registeredAt), desc(referrals.id))
      .limit(size)
      .offset(offset),
    db.select({ value: count() }).from(referrals).where(where),
  ]);
  const content = rows.map(({ referral: r, companyName, firstName, lastName }) => ({
    id: r.id,
    companyName,
    invitedBy: firstName !== null && lastName !== null ? { firstName, lastName } : null,
    status: r.status,
    registeredAt: r.registeredAt.toISOString(),
    qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
    voidedAt: r.voidedAt?.toISOString() ?? null,
    voidReason: r.voidReason,
  }));
  return toPage(content, total?.value ?? 0, page, size);
}

/** A page of a company's rewards, newest first, each applied one with the charge it lowered. */
export async function rewardPage(db: Executor, companyId: number, query: PageQuery) {
  const { page, size, offset } = pageWindow(query);
  const where = eq(referralRewards.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ reward: referralRewards, companyName: referred.name, payment: subscriptionPayments })
      .from(referralRewards)
      .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
      .innerJoin(referred, eq(referred.id, referrals.referredCompanyId))
      // The charge it lowered: the company's successful payment made at the instant it was applied.
      .leftJoin(
        subscriptionPayments,
        and(
          eq(subscriptionPayments.companyId, referralRewards.companyId),
          eq(subscriptionPayments.createdAt, referralRewards.appliedAt),
          eq(subscriptionPayments.discountCents, referralRewards.appliedDiscountCents),
          eq(subscriptionPayments.status, 'SUCCEEDED'),
        ),
      )
      .where(where)
      .orderBy(desc(referralRewards.earnedAt), desc(referralRewards.id))
      .limit(size)
      .offset(offset),
    db.select({ value: count() }).from(referralRewards).where(where),
  ]);
  const content = rows.map(({ reward: r, companyName, payment }) => ({
    id: r.id,
    referralId: r.referralId,
    referredCompanyName: companyName,
    percentOff: r.percentOff,
    status: r.status,
    earnedAt: r.earnedAt.toISOString(),
    appliedAt: r.appliedAt?.toISOString() ?? null,
    appliedDiscountCents: r.appliedDiscountCents,
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    payment: payment
      ? {
          id: payment.id,
          description: payment.description,
          amountCents: payment.amountCents,
          createdAt: payment.createdAt.toISOString(),
        }
      : null,
  }));
  return toPage(content, total?.value ?? 0, page, size);
}
