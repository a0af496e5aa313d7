import type { Executor } from '../db/database.js';
import { addDays } from '../dates.js';
import { companies, companyReferenceItems } from '../modules/company/company.table.js';
import { slugify } from '../modules/company/company.alias.js';
import { syncReferenceColumns } from '../modules/company/company.references.js';
import { countries, referenceItems } from '../modules/reference/reference.table.js';
import { companyTrials, subscriptions } from '../modules/subscription/subscription.table.js';
import { users } from '../modules/user/user.table.js';
import { insertLookingFor, insertPartners } from './company-extras.seed.js';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES } from './people-words.data.js';
import { type DemoCompany, generateDemoCompanies } from './demo-companies.js';
import { PERSONA_COMPANIES } from './personas.js';
import { createRandom, type Random } from './prng.js';
import { subscriptionMembers } from '../modules/team/team.table.js';

/** Fixed seed: the same 1,000 companies and 300 users on every machine. */
export const DEMO_SEED = 20_260_101;
const DEMO_USER_COUNT = 300;
const CHUNK = 250;

export function buildDemoCompanies(): DemoCompany[] {
  const reserved = {
    names: new Set(PERSONA_COMPANIES.map((c) => c.name)),
    aliases: new Set(PERSONA_COMPANIES.map((c) => slugify(c.name))),
  };
  return generateDemoCompanies(createRandom(DEMO_SEED), reserved, createRandom(DEMO_SEED + 2));
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function seedDemoCompanies(db: Executor, now: Date): Promise<void> {
  const demo = buildDemoCompanies();
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refId = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r.id]));

  const idByAlias = new Map<string, number>();
  for (const batch of chunks(demo)) {
    const rows = await db
      .insert(companies)
      .values(
        batch.map(
          ({
            references: _references,
            subscription: _subscription,
            attributes: { lookingFor: _lookingFor, ...attributes },
            hqCountry,
            ...c
          }) => ({
            ...c,
            ...attributes,
            hqCountryId: countryId.get(hqCountry) ?? null,
          }),
        ),
      )
      .returning({ id: companies.id, alias: companies.alias });
    for (const row of rows) idByAlias.set(row.alias, row.id);
  }
  const companyId = (c: DemoCompany): number => {
    const id = idByAlias.get(c.alias);
    if (id === undefined) throw new Error(`Demo company ${c.alias} was not inserted`);
    return id;
  };

  const links = demo.flatMap((c) =>
    [...new Set(c.references.map((r) => refId.get(`${r.kind}/${r.name}`)))]
      .filter((id): id is number => id !== undefined)
      .map((referenceItemId) => ({ companyId: companyId(c), referenceItemId })),
  );
  for (const batch of chunks(links)) await db.insert(companyReferenceItems).values(batch);
  await syncReferenceColumns(db);
  await insertLookingFor(
    db,
    demo.flatMap((c) => (c.attributes.lookingFor ? [{ companyId: companyId(c), list: c.attributes.lookingFor }] : [])),
    now,
  );
  await insertPartners(db, demoPartners(demo, companyId), now);

  const subscribed = demo.filter((c) => c.subscription !== null);
  for (const batch of chunks(subscribed)) {
    await db.insert(subscriptions).values(
      batch.map((c) => {
        const s = c.subscription;
        if (!s) throw new Error('unreachable');
        return {
          companyId: companyId(c),
          plan: s.plan,
          status: s.status,
          period: s.period,
          typeCode: s.typeCode,
          paymentType: s.paymentType,
          currentPeriodStart: addDays(now, s.startOffsetDays),
          endDate: s.endOffsetDays === null ? null : addDays(now, s.endOffsetDays),
          canceledAt: s.status === 'ENDED' ? addDays(now, (s.endOffsetDays ?? 0) - 14) : null,
        };
      }),
    );
  }
  const trials = subscribed.filter((c) => c.subscription?.status === 'TRIALING' && c.subscription.typeCode);
  if (trials.length > 0) {
    await db.insert(companyTrials).values(
      trials.map((c) => ({
        companyId: companyId(c),
        typeCode: c.subscription?.typeCode ?? 'innovator_site',
        startDate: addDays(now, c.subscription?.startOffsetDays ?? 0),
        endDate: addDays(now, c.subscription?.endOffsetDays ?? 0),
      })),
    );
  }
  await seedDemoUsers(db, demo, idByAlias, now, createRandom(DEMO_SEED + 1));
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

/** ~300 users over the claimed companies: one admin each, the rest members. They have no identity. */
async function seedDemoUsers(
  db: Executor,
  demo: DemoCompany[],
  idByAlias: Map<string, number>,
  now: Date,
  random: Random,
): Promise<void> {
  const claimed = demo.filter((c) => c.status === 'CLAIMED');
  const emails = new Set<string>();
  const people: (typeof users.$inferInsert & { billingAdmin: boolean })[] = [];
  const addUser = (c: DemoCompany, role: 'COMPANY_ADMIN' | 'MEMBER'): void => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = slugify(`${firstName}.${lastName}`).replace(/-/g, '.');
    let email = `${local}@${c.emailDomain}`;
    for (let n = 2; emails.has(email); n += 1) email = `${local}${n}@${c.emailDomain}`;
    emails.add(email);
    people.push({
      email,
      firstName,
      lastName,
      jobTitle: random.pick(JOB_TITLES),
      city: c.hqCity,
      state: c.hqState,
      country: c.hqCountry,
      role,
      companyId: idByAlias.get(c.alias) ?? null,
      active: !random.chance(0.03),
      masked: random.chance(0.1),
      approvalStatus: 'APPROVED',
      emailVerifiedAt: addDays(now, -random.int(1, 700)),
      referralSource: random.pick(['LINKEDIN', 'SEARCH_ENGINE', 'FRIEND_COLLEAGUE', 'SCOPE_SUMMIT', 'EMAIL'] as const),
      lastActiveAt: random.chance(0.7) ? addDays(now, -random.int(0, 90)) : null,
      billingAdmin: role === 'COMPANY_ADMIN',
    });
  };
  for (const c of claimed) addUser(c, 'COMPANY_ADMIN');
  while (people.length < DEMO_USER_COUNT && claimed.length > 0) addUser(random.pick(claimed), 'MEMBER');

  const subscriptionRows = await db
    .select({ id: subscriptions.id, companyId: subscriptions.companyId })
    .from(subscriptions);
  const subscriptionByCompany = new Map(subscriptionRows.map((s) => [s.companyId, s.id]));
  for (const batch of chunks(people)) {
    const rows = await db
      .insert(users)
      .values(batch.map(({ billingAdmin: _billingAdmin, ...u }) => u))
      .returning({ id: users.id, companyId: users.companyId, role: users.role });
    const members = rows.flatMap((u) => {
      const subscriptionId = u.companyId === null ? undefined : subscriptionByCompany.get(u.companyId);
      return subscriptionId === undefined
        ? []
        : [{ subscriptionId, userId: u.id, billingAdmin: u.role === 'COMPANY_ADMIN' }];
    });
    if (members.length > 0) await db.insert(subscriptionMembers).values(members);
  }
}
