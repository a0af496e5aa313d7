import type { Executor } from '../db/database.js';
import { addDays } from '../dates.js';
import { companies, companyReferenceItems } from '../modules/company/company.table.js';
import { slugify } from '../modules/company/company.alias.js';
import { TEXT_KINDS } from '../modules/company/company.references.js';
import { countries, type ReferenceKind, referenceItems } from '../modules/reference/reference.table.js';
import { companyTrials, subscriptions } from '../modules/subscription/subscription.table.js';
import { users } from '../modules/user/user.table.js';
import { bulkInsert } from './bulk-insert.js';
import { insertLookingFor, insertPartners } from './company-extras.seed.js';
import { buildDemoPeople } from './demo-people.js';
import { type DemoCompany, generateDemoCompanies } from './demo-companies.js';
import { seedPersonaColleagues } from './persona-colleagues.js';
import { PERSONA_COMPANIES } from './personas.js';
import { createRandom, type Random } from './prng.js';
import { subscriptionMembers } from '../modules/team/team.table.js';

/** Fixed seed: the same 1,000 companies and their people on every machine. */
export const DEMO_SEED = 20_260_101;

export function buildDemoCompanies(): DemoCompany[] {
  const reserved = {
    names: new Set(PERSONA_COMPANIES.map((c) => c.name)),
    aliases: new Set(PERSONA_COMPANIES.map((c) => slugify(c.name))),
  };
  return generateDemoCompanies(
    createRandom(DEMO_SEED),
    reserved,
    createRandom(DEMO_SEED + 2),
    createRandom(DEMO_SEED + 4),
  );
}

export async function seedDemoCompanies(db: Executor, now: Date): Promise<void> {
  const demo = buildDemoCompanies();
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refByName = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r]));
  const textKinds = new Set<ReferenceKind>(TEXT_KINDS);
  // A company's reference items by id, as company_reference_items will hold them.
  const refsOf = (c: DemoCompany) =>
    [
      ...new Map(
        c.references.flatMap((r) => refByName.get(`${r.kind}/${r.name}`) ?? []).map((r) => [r.id, r]),
      ).values(),
    ].sort((a, b) => a.id - b.id);

  const inserted = await bulkInsert(
    db,
    companies,
    demo.map((company) => {
      const {
        references: _references,
        subscription: _subscription,
        attributes: { lookingFor: _lookingFor, ...attributes },
        hqCountry,
        ...c
      } = company;
      const refs = refsOf(company);
      // The search columns as syncReferenceColumns computes them, written once with the row.
      return {
        ...c,
        ...attributes,
        hqCountryId: countryId.get(hqCountry) ?? null,
        referenceIds: refs.map((r) => r.id),
        referenceNames: refs
          .filter((r) => textKinds.has(r.kind))
          .map((r) => r.name)
          .join(' '),
      };
    }),
    ['id', 'alias'],
  );
  const idByAlias = new Map(inserted.map((row) => [row.alias, row.id]));
  const companyId = (c: DemoCompany): number => {
    const id = idByAlias.get(c.alias);
    if (id === undefined) throw new Error(`Demo company ${c.alias} was not inserted`);
    return id;
  };

  await bulkInsert(
    db,
    companyReferenceItems,
    demo.flatMap((c) => refsOf(c).map((r) => ({ companyId: companyId(c), referenceItemId: r.id }))),
  );
  await insertLookingFor(
    db,
    demo.flatMap((c) => (c.attributes.lookingFor ? [{ companyId: companyId(c), list: c.attributes.lookingFor }] : [])),
    now,
  );
  await insertPartners(db, demoPartners(demo, companyId), now);

  const subscribed = demo.flatMap((c) => (c.subscription ? [{ company: c, s: c.subscription }] : []));
  await bulkInsert(
    db,
    subscriptions,
    subscribed.map(({ company, s }) => ({
      companyId: companyId(company),
      plan: s.plan,
      status: s.status,
      period: s.period,
      typeCode: s.typeCode,
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
        companyId: companyId(company),
        typeCode: s.typeCode ?? 'innovator_site',
        startDate: addDays(now, s.startOffsetDays),
        endDate: addDays(now, s.endOffsetDays ?? 0),
      })),
    );
  }
  await seedDemoUsers(db, demo, idByAlias, now, createRandom(DEMO_SEED + 1));
  await seedPersonaColleagues(db, now);
}

/** Each claimed sponsor contracts two or three claimed vendors or sites, picked deterministically. */
function demoPartners(demo: DemoCompany[], companyId: (c: DemoCompany) => number): [number, number][] {
  const random = createRandom(DEMO_SEED + 3);
  const providers = demo.filter((c) => c.status === 'CLAIMED' && [2, 3, 4].includes(c.roleId));
  return demo
    .filter((c) => c.status === 'CLAIMED' && c.roleId === 1)
    .flatMap((sponsor) =>
      random
        .sample(providers, random.int(2, 3))
        .map((partner): [number, number] => [companyId(sponsor), companyId(partner)]),
    );
}

/**
 * The demo companies' people (demo-people.ts): 2-6 on most claimed companies, the registrant of a
 * NEW one. A subscribing company's people are on its subscription team, but an individual plan
 * covers its one admin only (team.service.ts enforces the same).
 */
async function seedDemoUsers(
  db: Executor,
  demo: DemoCompany[],
  idByAlias: Map<string, number>,
  now: Date,
  random: Random,
): Promise<void> {
  const rows = await bulkInsert(
    db,
    users,
    buildDemoPeople(random, demo).map(({ companyAlias, verifiedDaysAgo, lastActiveDaysAgo, ...person }) => ({
      ...person,
      companyId: idByAlias.get(companyAlias) ?? null,
      approvalStatus: 'APPROVED' as const,
      emailVerifiedAt: addDays(now, -verifiedDaysAgo),
      lastActiveAt: lastActiveDaysAgo === null ? null : addDays(now, -lastActiveDaysAgo),
    })),
    ['id', 'companyId', 'role'],
  );
  const subscriptionRows = await db
    .select({ id: subscriptions.id, companyId: subscriptions.companyId, typeCode: subscriptions.typeCode })
    .from(subscriptions);
  const subscriptionByCompany = new Map(subscriptionRows.map((s) => [s.companyId, s]));
  const covered = new Set<number>();
  const members = [...rows]
    .sort((a, b) => a.id - b.id)
    .flatMap((u) => {
      const subscription = u.companyId === null ? undefined : subscriptionByCompany.get(u.companyId);
      if (!subscription) return [];
      const individual = subscription.typeCode === 'innovator_sponsor_individual';
      if (individual && (u.role !== 'COMPANY_ADMIN' || covered.has(subscription.id))) return [];
      covered.add(subscription.id);
      return [{ subscriptionId: subscription.id, userId: u.id, billingAdmin: u.role === 'COMPANY_ADMIN' }];
    });
  await bulkInsert(db, subscriptionMembers, members);
}
