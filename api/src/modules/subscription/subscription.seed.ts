import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { buildDemoCompanies, companies, companyIdsByAlias, PERSONA_COMPANIES } from '../company/index.js';
import { seedSubscriptionBilling } from './seed/billing.seed.js';
import { personaSubscriptions } from './seed/persona-subscriptions.js';
import { seedDemoMembers, seedPersonaMembers } from './seed/subscription-members.seed.js';
import { companyTrials, subscriptions, TYPE_CODES, type TypeCode } from './subscription.table.js';

/** The persona companies' subscriptions (Meridian's with its trial), their teams and billing state. */
async function seedPersonaSubscriptions(db: Executor, now: Date): Promise<void> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.name,
        PERSONA_COMPANIES.map((c) => c.name),
      ),
    );
  const companyIdByName = new Map(rows.map((c) => [c.name, c.id]));
  const specs = personaSubscriptions(now);
  for (const c of PERSONA_COMPANIES) {
    const spec = specs[c.key];
    const companyId = companyIdByName.get(c.name);
    if (!spec || companyId === undefined) continue;
    await db.insert(subscriptions).values({ ...spec, companyId });
    if (c.key === 'meridian' && spec.endDate && spec.typeCode) {
      await db
        .insert(companyTrials)
        .values({ companyId, typeCode: spec.typeCode, startDate: addDays(spec.endDate, -180), endDate: spec.endDate });
    }
  }
  await seedPersonaMembers(db);
  await seedSubscriptionBilling(db, now);
}

const typeCode = (code: string | null): TypeCode | null => {
  if (code !== null && !(TYPE_CODES as readonly string[]).includes(code)) throw new Error(`No type code ${code}`);
  return code as TypeCode | null;
};

/** What the generated demo companies subscribe to (drawn with each company), and their trials. */
async function seedDemoSubscriptions(db: Executor, now: Date): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  const companyId = (alias: string): number => {
    const id = idByAlias.get(alias);
    if (id === undefined) throw new Error(`Demo company ${alias} was not inserted`);
    return id;
  };
  const subscribed = buildDemoCompanies().flatMap((c) => (c.subscription ? [{ company: c, s: c.subscription }] : []));
  await bulkInsert(
    db,
    subscriptions,
    subscribed.map(({ company, s }) => ({
      companyId: companyId(company.alias),
      plan: s.plan,
      status: s.status,
      period: s.period,
      typeCode: typeCode(s.typeCode),
      paymentType: s.paymentType,
      currentPeriodStart: addDays(now, s.startOffsetDays),
      endDate: s.endOffsetDays === null ? null : addDays(now, s.endOffsetDays),
      canceledAt: s.status === 'ENDED' ? addDays(now, (s.endOffsetDays ?? 0) - 14) : null,
    })),
  );
  const trials = subscribed.filter(({ s }) => s.status === 'TRIALING' && s.typeCode);
  if (trials.length > 0) {
    await db.insert(companyTrials).values(
      trials.map(({ company, s }) => ({
        companyId: companyId(company.alias),
        typeCode: typeCode(s.typeCode) ?? 'innovator_site',
        startDate: addDays(now, s.startOffsetDays),
        endDate: addDays(now, s.endOffsetDays ?? 0),
      })),
    );
  }
}

/** Subscriptions with their teams and billing: the personas'; in a demo database also the demo companies'. */
export const subscriptionSeed: ModuleSeed = {
  after: ['company', 'user'],
  personas: seedPersonaSubscriptions,
  demo: async (db, now) => {
    await seedPersonaSubscriptions(db, now);
    await seedDemoSubscriptions(db, now);
    await seedDemoMembers(db);
  },
};
