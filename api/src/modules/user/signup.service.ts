import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, notBusinessEmail, usernameExists, validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { uniqueAlias } from '../company/company.alias.js';
import { companies, companyRoles } from '../company/company.table.js';
import { emailDomain, isBusinessEmail } from './business-email.js';
import { type ReferralSource, type UserRow, users } from './user.table.js';
import { optionalPhone, optionalText, requireName } from './user.validation.js';
import { CODE_TTL_MS, generateCode, hashCode } from './verification-code.js';

export interface SignupInput {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle?: string | undefined;
  phone?: string | undefined;
  referralSource: ReferralSource;
  referralOther?: string | undefined;
  company: { id: number } | { name: string; roleId: number; website?: string | undefined };
  signupSource: 'WEB' | 'EVENT';
  eventCode?: string | undefined;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A signup nobody finished (no identity, never verified) may be started again. */
export const isUnfinishedSignup = (user: UserRow): boolean => user.cognitoSub === null && user.emailVerifiedAt === null;

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

/** Picks the company and the role the user will have; a claim is completed at set-password. */
async function resolveCompany(tx: Executor, input: SignupInput, domain: string): Promise<{ companyId: number; role: 'MEMBER' | 'COMPANY_ADMIN'; pending: boolean }> {
  if ('id' in input.company) {
    const [company] = await tx.select().from(companies).where(eq(companies.id, input.company.id)).limit(1);
    if (!company?.active) throw validation('company.id', 'company.id is not a company you can join');
    if (company.status === 'APPROVED') {
      // Unclaimed: only someone from the company's own domain may claim it.
      if (!company.emailDomain || company.emailDomain !== domain) {
        throw new ApiError(400, 'CompanyDomainMismatch', 'To claim this company, use an email address at its own domain.', [
          { field: 'email', message: 'The email domain does not match the company.' },
        ]);
      }
      return { companyId: company.id, role: 'COMPANY_ADMIN', pending: false };
    }
    // Claimed (or newly registered): join as a member once its administrators approve.
    return { companyId: company.id, role: 'MEMBER', pending: true };
  }
  const { name, roleId, website } = input.company;
  const [role] = await tx.select({ id: companyRoles.id }).from(companyRoles).where(eq(companyRoles.id, roleId)).limit(1);
  if (!role) throw validation('company.roleId', 'company.roleId must be one of the business types (GET /v1/roles)');
  const companyName = name.trim();
  if (!companyName) throw validation('company.name', 'company.name must not be empty');
  const alias = await uniqueAlias(companyName, async (candidate) => {
    const found = await tx.select({ id: companies.id }).from(companies).where(eq(companies.alias, candidate)).limit(1);
    return found.length > 0;
  });
  const [created] = await tx
    .insert(companies)
    .values({ name: companyName, alias, roleId, status: 'NEW', website: normalizeWebsite(website), emailDomain: domain })
    .returning({ id: companies.id });
  if (!created) throw new Error('company insert returned nothing');
  return { companyId: created.id, role: 'COMPANY_ADMIN', pending: false };
}

/** Removes an abandoned signup, and the company it registered if nobody else belongs to it. */
async function discardUnfinishedSignup(tx: Executor, user: UserRow): Promise<void> {
  await tx.delete(users).where(eq(users.id, user.id));
  if (user.companyId === null) return;
  const [company] = await tx.select({ status: companies.status }).from(companies).where(eq(companies.id, user.companyId));
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, user.companyId)).limit(1);
  if (company?.status === 'NEW' && !member) await tx.delete(companies).where(eq(companies.id, user.companyId));
}

export async function signUp(deps: AppDeps, input: SignupInput): Promise<{ userId: number }> {
  const email = normalizeEmail(input.email);
  if (!isBusinessEmail(email)) throw notBusinessEmail();
  const referralOther = optionalText(input.referralOther);
  if (input.referralSource === 'OTHER' && !referralOther) throw validation('referralOther', 'referralOther is required when referralSource is OTHER');
  const firstName = requireName('firstName', input.firstName);
  const lastName = requireName('lastName', input.lastName);
  const phone = optionalPhone('phone', input.phone);
  const now = deps.clock.now();
  const code = generateCode();
  try {
    const user = await deps.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (existing && !isUnfinishedSignup(existing)) throw usernameExists();
      if (existing) await discardUnfinishedSignup(tx, existing);
      const choice = await resolveCompany(tx, input, emailDomain(email));
      const [row] = await tx
        .insert(users)
        .values({
          email,
          firstName,
          lastName,
          jobTitle: optionalText(input.jobTitle),
          phone,
          referralSource: input.referralSource,
          referralOther: input.referralSource === 'OTHER' ? referralOther : null,
          signupSource: input.signupSource,
          eventCode: optionalText(input.eventCode),
          companyId: choice.companyId,
          role: choice.role,
          approvalStatus: choice.pending ? 'PENDING' : 'APPROVED',
          verificationCodeHash: hashCode(deps.apiSecret, email, code),
          verificationCodeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
          verificationCodeSentAt: now,
          verificationAttempts: 0,
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      return row;
    });
    await deps.mailer.send(verificationCodeMail(email, firstName, code));
    return { userId: user.id };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameExists();
    throw error;
  }
}

/** Companies a new address may claim or join: same email domain, active. */
export async function suggestCompanies(db: Executor, email: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      alias: companies.alias,
      status: companies.status,
      role: { id: companyRoles.id, name: companyRoles.name, type: companyRoles.type },
    })
    .from(companies)
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .where(and(eq(companies.emailDomain, emailDomain(email)), eq(companies.active, true)))
    .orderBy(asc(companies.name))
    .limit(10);
}
