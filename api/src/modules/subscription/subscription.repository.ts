import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { companyTrials, type SubscriptionRow, subscriptions, type TypeCode } from './subscription.table.js';
import { subscriptionSubsidiaries } from './subscription.table.js';
import { subscriptionMembers } from './subscription-members.table.js';
import { users } from '../user/index.js';

export type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'companyId'>>;

export async function findCompanySubscription(db: Executor, companyId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  return row;
}

export async function findSubscriptionById(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function findByGatewaySubscriptionId(
  db: Executor,
  gatewaySubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.gatewaySubscriptionId, gatewaySubscriptionId))
    .limit(1);
  return row;
}

/** The parent's subscription and name when the company is covered as a subsidiary (spec §9). */
export async function findParentSubscription(
  db: Executor,
  companyId: number,
): Promise<{ subscription: SubscriptionRow; parentName: string } | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, parentName: companies.name })
    .from(subscriptionSubsidiaries)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionSubsidiaries.subscriptionId))
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(eq(subscriptionSubsidiaries.companyId, companyId))
    .limit(1);
  return row;
}

export async function listSubsidiaries(db: Executor, subscriptionId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(subscriptionSubsidiaries)
    .innerJoin(companies, eq(companies.id, subscriptionSubsidiaries.companyId))
    .where(eq(subscriptionSubsidiaries.subscriptionId, subscriptionId))
    .orderBy(asc(companies.name));
}

export async function countSubsidiaries(db: Executor, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptionSubsidiaries)
    .where(eq(subscriptionSubsidiaries.subscriptionId, subscriptionId));
  return row?.value ?? 0;
}

/** Creates or replaces the company's one subscription row. */
export async function saveCompanySubscription(
  db: Executor,
  companyId: number,
  values: SubscriptionChanges,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: subscriptions.companyId, set: values })
    .returning();
  if (!row) throw new Error('subscription not saved');
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: number,
  changes: SubscriptionChanges,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** Subscriptions whose end (or grace end, at most a period + 15 days later) may have passed: the sweep's candidates. */
export async function findDueCandidates(db: Executor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['TRIALING', 'ACTIVE', 'PAST_DUE']),
        isNotNull(subscriptions.endDate),
        lte(subscriptions.endDate, now),
      ),
    )
    .orderBy(asc(subscriptions.endDate))
    .limit(limit);
}

export async function findPastDue(db: Executor, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.status, 'PAST_DUE'))
    .orderBy(asc(subscriptions.endDate))
    .limit(limit);
}

export async function isBillingAdmin(db: Executor, subscriptionId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ billingAdmin: subscriptionMembers.billingAdmin })
    .from(subscriptionMembers)
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, userId)))
    .limit(1);
  return row?.billingAdmin ?? false;
}

export async function listCompanyTrials(db: Executor, companyId: number) {
  return db
    .select()
    .from(companyTrials)
    .where(eq(companyTrials.companyId, companyId))
    .orderBy(desc(companyTrials.startDate));
}

export async function insertTrial(
  db: Executor,
  row: { companyId: number; typeCode: TypeCode; startDate: Date; endDate: Date },
): Promise<void> {
  await db.insert(companyTrials).values(row);
}

/**
 * Makes the buyer a billing admin of the subscription. For a new subscription (`everyone`) the
 * company's approved users join its team too, company admins as billing admins; an existing
 * team keeps whom its billing admins removed.
 */
export async function enrolCompanyTeam(
  db: Executor,
  subscriptionId: number,
  companyId: number,
  buyerId: number,
  everyone: boolean,
): Promise<void> {
  const people = everyone
    ? await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.approvalStatus, 'APPROVED')))
    : [{ id: buyerId, role: 'MEMBER' as const }];
  if (people.length > 0) {
    await db
      .insert(subscriptionMembers)
      .values(
        people.map((p) => ({
          subscriptionId,
          userId: p.id,
          billingAdmin: p.role === 'COMPANY_ADMIN' || p.id === buyerId,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .update(subscriptionMembers)
    .set({ billingAdmin: true })
    .where(and(eq(subscriptionMembers.subscriptionId, subscriptionId), eq(subscriptionMembers.userId, buyerId)));
}
