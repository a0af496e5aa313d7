import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { addDays } from '../../dates.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { PERSONAS, type Persona } from '../../seed/personas.js';
import { createRandom } from '../../seed/prng.js';
import { buildDemoCompanies, companies, companyIdsByAlias, DEMO_SEED } from '../company/index.js';
import { buildDemoPeople } from './seed/demo-people.js';
import { seedPersonaColleagues } from './seed/persona-colleagues.js';
import { SUPPORTING_USERS } from './seed/supporting-users.js';
import { ensurePersonaIdentities } from './user.identities.js';
import { type UserRow, users } from './user.table.js';

/** The personas' and supporting admins' users rows, in the order they are inserted. */
export const personaPeople = () => [
  ...PERSONAS.filter((p): p is Persona & { company: string } => !p.admin && p.company !== null),
  ...SUPPORTING_USERS.map((u) => ({ ...u, role: 'COMPANY_ADMIN' as const, active: true, interests: 'none' as const })),
];

/** The personas (README "Demo accounts") and the supporting admins of persona companies without an admin persona. */
async function seedPersonaUsers(db: Executor, now: Date): Promise<void> {
  const people = personaPeople();
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...new Set(people.map((p) => p.company))]));
  const companyIdByName = new Map(companyRows.map((c) => [c.name, c.id]));
  await db.insert(users).values(
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
  );
}

/** The demo companies' people (demo-people.ts): 2-6 on most claimed companies, the registrant of a NEW one. */
async function seedDemoUsers(db: Executor, now: Date): Promise<void> {
  const idByAlias = await companyIdsByAlias(db);
  await bulkInsert(
    db,
    users,
    buildDemoPeople(createRandom(DEMO_SEED + 1), buildDemoCompanies()).map(
      ({ companyAlias, verifiedDaysAgo, lastActiveDaysAgo, ...person }) => ({
        ...person,
        companyId: idByAlias.get(companyAlias) ?? null,
        approvalStatus: 'APPROVED' as const,
        emailVerifiedAt: addDays(now, -verifiedDaysAgo),
        lastActiveAt: lastActiveDaysAgo === null ? null : addDays(now, -lastActiveDaysAgo),
      }),
    ),
  );
}

/** A seeded person who belongs to a company: the author of demo messages, requests and alerts. */
export type SeededPerson = UserRow & { companyId: number };

/** The people with these emails, by email (each must exist and belong to a company). */
export async function seededPeople(db: Executor, emails: readonly string[]): Promise<(email: string) => SeededPerson> {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, [...emails]));
  return (email) => {
    const user = people.find((p) => p.email === email);
    if (user?.companyId == null) throw new Error(`Demo person ${email} is missing`);
    return user as SeededPerson;
  };
}

/** The personas; in a demo database also the demo companies' people and the persona companies' colleagues. */
export const userSeed: ModuleSeed = {
  after: ['company'],
  personas: seedPersonaUsers,
  demo: async (db, now) => {
    await seedPersonaUsers(db, now);
    await seedDemoUsers(db, now);
    await seedPersonaColleagues(db, now);
  },
  seeded: async (db) => (await db.select({ id: users.id }).from(users).limit(1)).length > 0,
  identities: ensurePersonaIdentities,
};
