import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companyTrials, subscriptionMembers, subscriptions } from './subscription.table.js';

export async function findCompanySubscription(db: Executor, companyId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  return row;
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
  return db.select().from(companyTrials).where(eq(companyTrials.companyId, companyId)).orderBy(desc(companyTrials.startDate));
}
