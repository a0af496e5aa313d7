import { asc, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { personaPeople, users } from '../../user/index.js';
import { subscriptionMembers } from '../subscription-members.table.js';
import { subscriptions } from '../subscription.table.js';

const subscriptionsByCompany = async (db: Executor) =>
  new Map(
    (
      await db
        .select({ id: subscriptions.id, companyId: subscriptions.companyId, typeCode: subscriptions.typeCode })
        .from(subscriptions)
    ).map((s) => [s.companyId, s]),
  );

/** Every persona on their company's subscription team, billing admins as the personas say. */
export async function seedPersonaMembers(db: Executor): Promise<void> {
  const people = personaPeople();
  const rows = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((p) => p.email),
      ),
    )
    .orderBy(asc(users.id));
  const subscriptionOf = await subscriptionsByCompany(db);
  for (const row of rows) {
    const p = people.find((candidate) => candidate.email === row.email);
    const subscription = row.companyId === null ? undefined : subscriptionOf.get(row.companyId);
    if (p && subscription)
      await db
        .insert(subscriptionMembers)
        .values({ subscriptionId: subscription.id, userId: row.id, billingAdmin: p.billingAdmin });
  }
}

/**
 * The demo people on their company's subscription team (the personas are already on theirs):
 * company admins as billing admins; an individual plan covers its first admin only (team.service.ts
 * enforces the same).
 */
export async function seedDemoMembers(db: Executor): Promise<void> {
  const onTeams = db.select({ userId: subscriptionMembers.userId }).from(subscriptionMembers);
  const rows = await db
    .select({ id: users.id, companyId: users.companyId, role: users.role })
    .from(users)
    .where(notInArray(users.id, onTeams))
    .orderBy(asc(users.id));
  const subscriptionOf = await subscriptionsByCompany(db);
  const covered = new Set<number>();
  const members = rows.flatMap((u) => {
    const subscription = u.companyId === null ? undefined : subscriptionOf.get(u.companyId);
    if (!subscription) return [];
    const individual = subscription.typeCode === 'innovator_sponsor_individual';
    if (individual && (u.role !== 'COMPANY_ADMIN' || covered.has(subscription.id))) return [];
    covered.add(subscription.id);
    return [{ subscriptionId: subscription.id, userId: u.id, billingAdmin: u.role === 'COMPANY_ADMIN' }];
  });
  await bulkInsert(db, subscriptionMembers, members);
}
