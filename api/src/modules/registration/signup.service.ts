import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { validation } from '../../errors.js';
import { notBusinessEmail, usernameExists } from './registration.errors.js';
import type { AppDeps } from '../../http/types.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { companies, companyRoles } from '../company/index.js';
import { acceptSignupInvitation, checkSignupInvitation } from '../member/index.js';
import { provenIdentity, type ProvenIdentity } from '../sign-in-method/index.js';
import { type CompanyChoice, placeInCompany } from './company-choice.js';
import {
  deleteUser,
  emailDomain,
  isBusinessEmail,
  optionalPhone,
  optionalText,
  type ReferralSource,
  requireName,
  type UserRow,
  users,
} from '../user/index.js';
import { CODE_TTL_MS, generateCode, hashCode, RESEND_INTERVAL_MS } from './verification-code.js';

export interface SignupInput {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle?: string | undefined;
  phone?: string | undefined;
  referralSource: ReferralSource;
  referralOther?: string | undefined;
  /** Optional: the client may ask for the company after the email is verified (set-password). */
  company?: CompanyChoice | undefined;
  signupSource: 'WEB' | 'EVENT';
  eventCode?: string | undefined;
  /** A member invitation's link token: the user joins the inviting company at once (docs/members.md). */
  invitationToken?: string | undefined;
  /** A provider vouched for the email (social sign-in): verified now, no code mailed. */
  emailProven?: boolean | undefined;
}

/**
 * The provider identity `identityToken` (a federated user's ID token) proves for `email`; a token
 * for another email is refused on `identityToken`, one that does not verify with 401.
 */
export async function identityProving(deps: AppDeps, identityToken: string, email: string): Promise<ProvenIdentity> {
  const identity = await provenIdentity(deps.verifier, identityToken);
  if (identity.email !== normalizeEmail(email))
    throw validation('identityToken', 'This sign-in vouches for another email address than the one given.');
  return identity;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A signup nobody finished may be started again: no identity yet, and either never verified or
 * still holding its code (verified, but the password was never chosen). Demo users without an
 * identity have neither, so they stay taken.
 */
export const isUnfinishedSignup = (user: UserRow): boolean =>
  user.cognitoSub === null && (user.emailVerifiedAt === null || user.verificationCodeExpiresAt !== null);

/** Deletes a company registered at sign-up (status NEW) once nobody belongs to it any more. */
export async function discardOrphanCompany(tx: Executor, companyId: number | null): Promise<void> {
  if (companyId === null) return;
  const [company] = await tx.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId));
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).limit(1);
  if (company?.status === 'NEW' && !member) await tx.delete(companies).where(eq(companies.id, companyId));
}

/**
 * The code of a signup started again within a minute of its last mail: kept, and not mailed
 * again, so repeating a signup cannot flood someone's inbox (the code already sent still works).
 */
function recentCode(
  existing: UserRow | undefined,
  now: Date,
): Pick<
  UserRow,
  'verificationCodeHash' | 'verificationCodeExpiresAt' | 'verificationCodeSentAt' | 'verificationAttempts'
> | null {
  const sentAt = existing?.verificationCodeSentAt;
  if (!existing?.verificationCodeHash || !sentAt || now.getTime() - sentAt.getTime() >= RESEND_INTERVAL_MS) return null;
  const { verificationCodeHash, verificationCodeExpiresAt, verificationCodeSentAt, verificationAttempts } = existing;
  return { verificationCodeHash, verificationCodeExpiresAt, verificationCodeSentAt, verificationAttempts };
}

/** Removes an abandoned signup, and the company it registered if nobody else belongs to it. */
async function discardUnfinishedSignup(tx: Executor, user: UserRow): Promise<void> {
  await deleteUser(tx, user.id);
  await discardOrphanCompany(tx, user.companyId);
}

export async function signUp(deps: AppDeps, input: SignupInput): Promise<{ userId: number }> {
  const email = normalizeEmail(input.email);
  if (!isBusinessEmail(email)) throw notBusinessEmail();
  const referralOther = optionalText(input.referralOther);
  if (input.referralSource === 'OTHER' && !referralOther)
    throw validation('referralOther', 'referralOther is required when referralSource is OTHER');
  const firstName = requireName('firstName', input.firstName);
  const lastName = requireName('lastName', input.lastName);
  const phone = optionalPhone('phone', input.phone);
  const now = deps.clock.now();
  const code = generateCode();
  try {
    const { user, mailCode } = await deps.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      if (existing && !isUnfinishedSignup(existing)) throw usernameExists();
      const invitation = input.invitationToken
        ? await checkSignupInvitation(tx, input.invitationToken, email, now, existing?.id ?? null)
        : null;
      if (existing) await discardUnfinishedSignup(tx, existing);
      const reused = recentCode(existing, now);
      const verification = reused ?? {
        verificationCodeHash: hashCode(deps.apiSecret, email, code),
        verificationCodeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
        verificationCodeSentAt: now,
        verificationAttempts: 0,
      };
      // An invitation places the user in its company with its role, approved (no join request).
      const placement = invitation
        ? { companyId: invitation.companyId, role: invitation.role, pending: false }
        : input.company
          ? await placeInCompany(tx, input.company, emailDomain(email), { claimNow: false })
          : null;
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
          companyId: placement?.companyId ?? null,
          role: placement?.role ?? 'MEMBER',
          approvalStatus: placement?.pending ? 'PENDING' : 'APPROVED',
          ...verification,
          // Proven by a provider: verified now; the code stays (unmailed), so the signup stays unfinished until set-password.
          emailVerifiedAt: input.emailProven ? now : null,
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      if (invitation) await acceptSignupInvitation(tx, invitation.id, row.id, now);
      return { user: row, mailCode: reused === null && !input.emailProven };
    });
    if (mailCode) await deps.mailer.send(verificationCodeMail(email, firstName, code));
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
