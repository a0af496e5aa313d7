import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { ApiError, validation } from '../../errors.js';
import { companies, companyRoles, type CompanyRow, uniqueAlias } from '../company/index.js';
import { optionalText, type UserRole } from '../user/index.js';

/** `{ id }` of an existing company (claim or join), or a new company. */
export type CompanyChoice = { id: number } | { name: string; roleId: number; website?: string | undefined };

/** Where a registering user ends up: their company, role, and whether its admins must approve. */
export interface CompanyPlacement {
  companyId: number;
  role: UserRole;
  pending: boolean;
}

type CheckedChoice =
  { kind: 'existing'; company: CompanyRow } | { kind: 'new'; name: string; roleId: number; website: string | null };

function normalizeWebsite(raw: string | undefined): string | null {
  const text = optionalText(raw);
  if (text === null) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (!url.hostname.includes('.')) throw new Error('no domain');
    return url.toString();
  } catch {
    throw validation('company.website', 'company.website must be a web address, e.g. https://example.com');
  }
}

const domainMismatch = (): ApiError =>
  new ApiError(400, 'CompanyDomainMismatch', 'To claim this company, use an email address at its own domain.', [
    { field: 'email', message: 'The email domain does not match the company.' },
  ]);

/**
 * Checks a choice without changing anything: the company exists and is active, an unclaimed one
 * is claimed from its own email domain only, a new one has a name and a known business type.
 * `lock` reads the existing company FOR UPDATE (inside the transaction that places the user).
 */
export async function checkCompanyChoice(
  db: Executor,
  choice: CompanyChoice,
  domain: string,
  options: { lock?: boolean } = {},
): Promise<CheckedChoice> {
  if ('id' in choice) {
    const query = db.select().from(companies).where(eq(companies.id, choice.id)).limit(1);
    const [company] = options.lock ? await query.for('update') : await query;
    if (!company?.active) throw validation('company.id', 'company.id is not a company you can join');
    if (company.status === 'APPROVED' && (!company.emailDomain || company.emailDomain !== domain))
      throw domainMismatch();
    return { kind: 'existing', company };
  }
  const [role] = await db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(eq(companyRoles.id, choice.roleId))
    .limit(1);
  if (!role) throw validation('company.roleId', 'company.roleId must be one of the business types (GET /v1/roles)');
  const name = choice.name.trim();
  if (!name) throw validation('company.name', 'company.name must not be empty');
  return { kind: 'new', name, roleId: choice.roleId, website: normalizeWebsite(choice.website) };
}

/**
 * Places the user: an unclaimed company makes them its admin (claimed now when `claimNow`, else
 * at set-password), a claimed or newly registered one makes them a member awaiting its admins,
 * a new company is created (status NEW) with them as its admin.
 */
export async function placeInCompany(
  tx: Executor,
  choice: CompanyChoice,
  domain: string,
  options: { claimNow: boolean },
): Promise<CompanyPlacement> {
  const checked = await checkCompanyChoice(tx, choice, domain, { lock: options.claimNow });
  if (checked.kind === 'existing') {
    const { company } = checked;
    if (company.status !== 'APPROVED') return { companyId: company.id, role: 'MEMBER', pending: true };
    if (options.claimNow) await claimCompany(tx, company.id);
    return { companyId: company.id, role: 'COMPANY_ADMIN', pending: false };
  }
  const alias = await uniqueAlias(checked.name, async (candidate) => {
    const found = await tx.select({ id: companies.id }).from(companies).where(eq(companies.alias, candidate)).limit(1);
    return found.length > 0;
  });
  const [created] = await tx
    .insert(companies)
    .values({
      name: checked.name,
      alias,
      roleId: checked.roleId,
      status: 'NEW',
      website: checked.website,
      emailDomain: domain,
    })
    .returning({ id: companies.id });
  if (!created) throw new Error('company insert returned nothing');
  return { companyId: created.id, role: 'COMPANY_ADMIN', pending: false };
}

export async function claimCompany(tx: Executor, companyId: number): Promise<void> {
  await tx
    .update(companies)
    .set({ status: 'CLAIMED', version: sql`${companies.version} + 1` })
    .where(eq(companies.id, companyId));
}
