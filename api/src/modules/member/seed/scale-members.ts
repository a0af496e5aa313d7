import { and, asc, count, eq, like } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { addDays } from '../../../dates.js';
import type { ScaleContext } from '../../../seed/module-seed.js';
import { bulkInsert } from '../../../seed/bulk-insert.js';
import { FIRST_NAMES, LAST_NAMES } from '../../../seed/people-words.data.js';
import { companies, SCALE_DOMAIN_SUFFIX } from '../../company/index.js';
import { users } from '../../user/index.js';

/** The members set's users: `staff.<n>@<the first scale company's domain>`; counted by it to resume. */
export const SCALE_MEMBER_PREFIX = 'staff.';
const BATCH = 5_000;

/** The company that holds the members set: the first scale company (its id and domain). */
export async function scaleMembersCompany(db: Executor) {
  const [company] = await db
    .select({ id: companies.id, domain: companies.emailDomain })
    .from(companies)
    .where(like(companies.emailDomain, `%${SCALE_DOMAIN_SUFFIX}`))
    .orderBy(asc(companies.id))
    .limit(1);
  return company;
}

/**
 * Gives one company `members` members (`npm run seed:scale -- --members 5000`): every 50th an
 * admin, one in 12 deactivated, one in 30 masked, names from the seed's word lists. Resumes after
 * those already there.
 */
export async function seedScaleMembers(db: Executor, members: number, { now, log }: ScaleContext): Promise<void> {
  if (members === 0) return;
  const company = await scaleMembersCompany(db);
  if (!company?.domain) throw new Error('The members scale set needs the scale companies (seed:scale --companies)');
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, company.id), like(users.email, `${SCALE_MEMBER_PREFIX}%`)));
  const existing = Number(row?.n ?? 0);
  if (existing >= members) {
    log(`members: all ${members.toLocaleString('en')} members of company ${company.id} were already there`);
    return;
  }
  log(`members: ${(members - existing).toLocaleString('en')} members for company ${company.id} (${company.domain})`);
  for (let start = existing; start < members; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, members - start) }, (_, k) => {
      const i = start + k;
      const deactivated = i % 12 === 11;
      return {
        email: `${SCALE_MEMBER_PREFIX}${i}@${company.domain}`,
        firstName: FIRST_NAMES[(i * 13) % FIRST_NAMES.length] ?? 'Alex',
        lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length] ?? 'Reed',
        role: i % 50 === 0 ? ('COMPANY_ADMIN' as const) : ('MEMBER' as const),
        companyId: company.id,
        active: !deactivated,
        deactivatedAt: deactivated ? addDays(now, -(i % 90) - 1) : null,
        masked: i % 30 === 29,
        approvalStatus: 'APPROVED' as const,
        emailVerifiedAt: addDays(now, -400),
        lastActiveAt: addDays(now, -(i % 60)),
        createdAt: addDays(now, -400 + (i % 300)),
        updatedAt: addDays(now, -30),
      };
    });
    await db.transaction((tx) => bulkInsert(tx, users, rows));
    log(`  ${Math.min(start + BATCH, members).toLocaleString('en')} / ${members.toLocaleString('en')} members`);
  }
}
