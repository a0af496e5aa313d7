import { and, count, eq, gt, min } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries.js';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import { companies } from '../company/index.js';
import { subscriptionPayments, subscriptions } from '../subscription/index.js';
import { type UserRow, users } from '../user/index.js';
import { findInvite, referralOf } from './reward.repository.js';
import {
  ALREADY_REFERRED_MESSAGE,
  NOT_NEW_MESSAGE,
  notEligible,
  ownCompany,
  PAID_BEFORE_MESSAGE,
  REWARD_RULES,
  unknownCode,
} from './reward.rules.js';
import { referrals } from './reward.table.js';

const domainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether the company ever paid: a successful charge of a real amount, or a paid plan on its books. */
async function paidBefore(db: Executor, companyId: number): Promise<boolean> {
  const [[charges], [subscription]] = await allQueries(db, [
    () =>
      db
        .select({ value: count() })
        .from(subscriptionPayments)
        .where(
          and(
            eq(subscriptionPayments.companyId, companyId),
            eq(subscriptionPayments.status, 'SUCCEEDED'),
            gt(subscriptionPayments.amountCents, 0),
          ),
        ),
    () =>
      db
        .select({ paymentType: subscriptions.paymentType })
        .from(subscriptions)
        .where(eq(subscriptions.companyId, companyId)),
  ]);
  return (charges?.value ?? 0) > 0 || subscription?.paymentType === 'PAID' || subscription?.paymentType === 'MANUAL';
}

/**
 * The caller's company claims the invite link it registered through (docs/rewards.md): refused
 * for the referrer's own company (same company or email domain), an unknown code, a company not
 * registered by the caller through registration in the last 30 days, one that ever paid, and a
 * company referred already (one referral per referred company, also under concurrent claims).
 */
export async function claimReferral(db: Executor, user: UserRow, code: string, now: Date) {
  const companyId = user.companyId;
  const invite = await findInvite(db, code);
  if (!invite || companyId === null) throw unknownCode();
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw unknownCode();
  const domains = new Set([domainOf(user.email), company.emailDomain].filter((d): d is string => Boolean(d)));
  if (invite.companyId === companyId || (invite.emailDomain !== null && domains.has(invite.emailDomain)))
    throw ownCompany();
  if (await referralOf(db, companyId)) throw notEligible(ALREADY_REFERRED_MESSAGE);
  const [first] = await db
    .select({ id: min(users.id) })
    .from(users)
    .where(eq(users.companyId, companyId));
  const isNew =
    company.status === 'NEW' &&
    company.createdAt >= addDays(now, -REWARD_RULES.claimWindowDays) &&
    user.role === 'COMPANY_ADMIN' &&
    first?.id === user.id;
  if (!isNew) throw notEligible(NOT_NEW_MESSAGE);
  if (await paidBefore(db, companyId)) throw notEligible(PAID_BEFORE_MESSAGE);
  const [inserted] = await db
    .insert(referrals)
    .values({
      code,
      referrerUserId: invite.userId,
      referrerCompanyId: invite.companyId,
      referredCompanyId: companyId,
      registeredUserId: user.id,
      status: 'REGISTERED',
      registeredAt: now,
    })
    .onConflictDoNothing({ target: referrals.referredCompanyId })
    .returning({ id: referrals.id });
  if (!inserted) throw notEligible(ALREADY_REFERRED_MESSAGE);
}
