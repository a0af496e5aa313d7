import { eq } from 'drizzle-orm';
import type { TestApp } from '../../testing/test-app.js';
import { companies, ROLE_IDS, slugify } from '../company/index.js';
import { users } from '../user/index.js';

/**
 * A company registered the way registration makes one (status NEW, its email domain) with its
 * creator as admin, and optionally a later member: what a referral claim checks.
 */
export async function registerCompany(
  t: TestApp,
  name: string,
  options: { domain?: string; createdAt?: Date; member?: boolean } = {},
): Promise<{ companyId: number; admin: string; member: string }> {
  const domain = options.domain ?? `${slugify(name)}.example`;
  const [company] = await t.database.db
    .insert(companies)
    .values({
      name,
      alias: slugify(name),
      roleId: ROLE_IDS.sponsor,
      status: 'NEW',
      emailDomain: domain,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: companies.id });
  if (!company) throw new Error(`company ${name} not inserted`);
  const person = (local: string, role: 'COMPANY_ADMIN' | 'MEMBER') => ({
    email: `${local}@${domain}`,
    firstName: local === 'founder' ? 'Fiona' : 'Milo',
    lastName: 'Test',
    companyId: company.id,
    role,
    emailVerifiedAt: t.clock.now(),
  });
  await t.database.db.insert(users).values(person('founder', 'COMPANY_ADMIN'));
  if (options.member) await t.database.db.insert(users).values(person('colleague', 'MEMBER'));
  return { companyId: company.id, admin: `founder@${domain}`, member: `colleague@${domain}` };
}

/** The email domain of a company by name. */
export async function domainOf(t: TestApp, name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ domain: companies.emailDomain })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row?.domain) throw new Error(`no domain for ${name}`);
  return row.domain;
}
