import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { addDays, addMonths, addYears } from '../dates.js';
import { companies, companyReferenceItems } from '../modules/company/company.table.js';
import { countries, referenceItems } from '../modules/reference/reference.table.js';
import { companyTrials, subscriptions } from '../modules/subscription/subscription.table.js';
import { users } from '../modules/user/user.table.js';
import { slugify } from '../modules/company/company.alias.js';
import { syncReferenceColumns } from '../modules/company/company.references.js';
import { insertLookingFor, insertPartners } from './company-extras.seed.js';
import { PERSONA_COMPANIES, PERSONA_PARTNERS, PERSONAS, type Persona, SUPPORTING_USERS } from './personas.js';
import { PERSONA_REFERENCES } from './persona-profiles.js';
import { subscriptionMembers } from '../modules/team/team.table.js';
import { userInterestItems, userInterests } from '../modules/account/interests.table.js';

type NewSubscription = typeof subscriptions.$inferInsert;

/** Persona subscriptions, dated from the clock at seed time (brief: "dates relative to the clock"). */
function personaSubscriptions(now: Date): Record<string, Omit<NewSubscription, 'companyId'>> {
  const helixaStart = addDays(now, -60);
  const cortexaStart = addDays(now, -5);
  const openCuresEnd = addDays(now, -10);
  return {
    helixa: {
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      period: 'YEAR',
      typeCode: 'innovator_sponsor_team_large',
      paymentType: 'PAID',
      currentPeriodStart: helixaStart,
      endDate: addYears(helixaStart, 1),
    },
    atlas: {
      plan: 'INNOVATOR',
      status: 'ACTIVE',
      period: 'MONTH',
      typeCode: 'innovator_sponsor_team_small',
      paymentType: 'PAID',
      currentPeriodStart: addDays(now, -12),
      endDate: addMonths(addDays(now, -12), 1),
    },
    meridian: {
      plan: 'INNOVATOR',
      status: 'TRIALING',
      period: null,
      typeCode: 'innovator_cro_technology_service_provider_mid',
      paymentType: 'FREE',
      currentPeriodStart: addDays(now, -179),
      endDate: addDays(now, 1),
    },
    cortexa: {
      plan: 'INNOVATOR',
      status: 'PAST_DUE',
      period: 'MONTH',
      typeCode: 'innovator_cro_technology_service_provider_small',
      paymentType: 'PAID',
      currentPeriodStart: cortexaStart,
      endDate: addMonths(cortexaStart, 1),
    },
    lakeshore: {
      plan: 'EXPLORER',
      status: 'ACTIVE',
      period: null,
      typeCode: null,
      paymentType: 'FREE',
      currentPeriodStart: addDays(now, -90),
      endDate: null,
    },
    opencures: {
      plan: 'INNOVATOR',
      status: 'ENDED',
      period: 'YEAR',
      typeCode: 'innovator_non_profit',
      paymentType: 'PAID',
      currentPeriodStart: addYears(openCuresEnd, -1),
      endDate: openCuresEnd,
      canceledAt: addDays(openCuresEnd, -30),
    },
  };
}

/** Interest picks by name, so they survive id changes in the reference data. */
const COMPLETE_INTERESTS = {
  items: [
    'Oncology',
    'Immunology',
    'Clinical Monitoring',
    'Data Management',
    'Biostatistics',
    'EDC',
    'eCOA/ePRO',
    'North America',
    'Europe',
  ],
  phases: ['PHASE_2', 'PHASE_3'],
};
const INCOMPLETE_INTERESTS = { items: ['Oncology'], phases: [] as string[] };

export async function seedPersonas(db: Executor, now: Date): Promise<void> {
  const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
  const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
  const inserted = await db
    .insert(companies)
    .values(
      PERSONA_COMPANIES.map((c) => ({
        name: c.name,
        alias: slugify(c.name),
        description: c.description,
        website: c.website,
        emailDomain: c.emailDomain,
        roleId: c.roleId,
        status: c.status,
        active: c.active,
        hqCountryId: countryId.get(c.hqCountry) ?? null,
        hqState: c.hqState,
        hqCity: c.hqCity,
        employeesBand: c.employeesBand,
        auditedByFda: c.roleType === 'Site',
        minorityOwned: c.minorityOwned,
        womenOwned: c.womenOwned,
        siteType: c.attributes.siteType,
        patientCareSettings: c.attributes.patientCareSettings,
        badges: c.attributes.badges,
        hasPublishedRequests: c.attributes.hasPublishedRequests,
        hasPublishedAlerts: c.attributes.hasPublishedAlerts,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const companyIdByName = new Map(inserted.map((c) => [c.name, c.id]));

  const subscriptionSpecs = personaSubscriptions(now);
  const subscriptionIdByCompany = new Map<number, number>();
  for (const c of PERSONA_COMPANIES) {
    const spec = subscriptionSpecs[c.key];
    const companyId = companyIdByName.get(c.name);
    if (!spec || companyId === undefined) continue;
    const [row] = await db
      .insert(subscriptions)
      .values({ ...spec, companyId })
      .returning({ id: subscriptions.id });
    if (row) subscriptionIdByCompany.set(companyId, row.id);
    if (c.key === 'meridian' && spec.endDate && spec.typeCode) {
      await db
        .insert(companyTrials)
        .values({ companyId, typeCode: spec.typeCode, startDate: addDays(spec.endDate, -180), endDate: spec.endDate });
    }
  }

  await linkPersonaReferences(db, companyIdByName);
  await syncReferenceColumns(
    db,
    inserted.map((c) => c.id),
  );
  await insertLookingFor(
    db,
    PERSONA_COMPANIES.flatMap((c) => {
      const companyId = companyIdByName.get(c.name);
      return companyId !== undefined && c.attributes.lookingFor ? [{ companyId, list: c.attributes.lookingFor }] : [];
    }),
    now,
  );
  const idByKey = new Map(PERSONA_COMPANIES.map((c) => [c.key, companyIdByName.get(c.name)]));
  await insertPartners(
    db,
    PERSONA_PARTNERS.flatMap(([from, to]) => {
      const [a, b] = [idByKey.get(from), idByKey.get(to)];
      return a !== undefined && b !== undefined ? [[a, b] as [number, number]] : [];
    }),
    now,
  );

  const supporting = SUPPORTING_USERS.map((u) => ({
    ...u,
    role: 'COMPANY_ADMIN' as const,
    active: true,
    interests: 'none' as const,
  }));
  const people = [
    ...PERSONAS.filter((p): p is Persona & { company: string } => !p.admin && p.company !== null),
    ...supporting,
  ];
  const userRows = await db
    .insert(users)
    .values(
      people.map((p) => ({
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        jobTitle: p.jobTitle,
        city: p.city,
        state: p.state,
        country: p.country,
        role: p.role ?? 'MEMBER',
        companyId: companyIdByName.get(p.company) ?? null,
        active: p.active,
        approvalStatus: 'APPROVED' as const,
        emailVerifiedAt: addDays(now, -200),
        referralSource: 'LINKEDIN' as const,
      })),
    )
    .returning({ id: users.id, email: users.email, companyId: users.companyId });

  for (const row of userRows) {
    const p = people.find((candidate) => candidate.email === row.email);
    const subscriptionId = row.companyId === null ? undefined : subscriptionIdByCompany.get(row.companyId);
    if (p && subscriptionId !== undefined) {
      await db.insert(subscriptionMembers).values({ subscriptionId, userId: row.id, billingAdmin: p.billingAdmin });
    }
    if (p && p.interests !== 'none') {
      await seedInterests(db, row.id, p.interests === 'complete' ? COMPLETE_INTERESTS : INCOMPLETE_INTERESTS, now);
    }
  }
}

/** Each persona company's capabilities as persona-profiles.ts spells them out. */
async function linkPersonaReferences(db: Executor, companyIdByName: Map<string, number>): Promise<void> {
  const refRows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const refId = new Map(refRows.map((r) => [`${r.kind}/${r.name}`, r.id]));
  const links = PERSONA_COMPANIES.flatMap((c) => {
    const companyId = companyIdByName.get(c.name);
    if (companyId === undefined) return [];
    const ids = (PERSONA_REFERENCES[c.key] ?? []).map((r) => refId.get(`${r.kind}/${r.name}`));
    return [...new Set(ids)]
      .filter((id): id is number => id !== undefined)
      .map((referenceItemId) => ({ companyId, referenceItemId }));
  });
  if (links.length > 0) await db.insert(companyReferenceItems).values(links);
}

async function seedInterests(
  db: Executor,
  userId: number,
  interests: { items: string[]; phases: string[] },
  now: Date,
): Promise<void> {
  const items = await db
    .select({ id: referenceItems.id, name: referenceItems.name, kind: referenceItems.kind })
    .from(referenceItems)
    .where(inArray(referenceItems.name, interests.items));
  const allowed = new Set(['THERAPEUTIC_AREAS', 'SERVICES', 'PRODUCTS', 'REGIONS']);
  await db.insert(userInterests).values({ userId, trialPhases: interests.phases, updatedAt: now });
  const ids = items.filter((item) => allowed.has(item.kind)).map((item) => ({ userId, referenceItemId: item.id }));
  if (ids.length > 0) await db.insert(userInterestItems).values(ids);
}
