import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { validation } from '../../errors.js';
import type { AppDeps } from '../../http/types.js';
import { ensureIdentityUser, unknowablePassword } from '../../identity/identity-admin.js';
import { companies, type CompanySummary, findCompanySummary } from '../company/index.js';
import { invitationOfRegistration, joinSubscriptionTeam, notifyAdminsOfJoinRequest } from '../member/index.js';
import { notifyJoinRequest, publishNotified } from '../notification/index.js';
import {
  type CompanyChoice,
  type CompanyPlacement,
  checkCompanyChoice,
  claimCompany,
  placeInCompany,
} from './company-choice.js';
import { assertPasswordPolicy } from './password-policy.js';
import { emailDomain, type UserRow, users } from '../user/index.js';
import { checkCode } from './verification.service.js';
import { insertLink } from '../sign-in-method/index.js';
import { discardOrphanCompany, identityProving, isUnfinishedSignup } from './signup.service.js';
import { findUserByEmail } from '../user/index.js';
import { invalidVerificationCode } from './registration.errors.js';

/** The unfinished signup of `email` (the provider proved the email instead of a code). */
async function unfinishedSignup(deps: AppDeps, email: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !isUnfinishedSignup(user)) throw invalidVerificationCode();
  return user;
}

export interface SetPasswordInput {
  email: string;
  /** The emailed code; not needed with an identity token. */
  code?: string | undefined;
  /** Required unless an identity token is given (the account then signs in through its provider). */
  password?: string | undefined;
  /** A provider's identity for this email (social sign-in): it replaces the code and is linked. */
  identityToken?: string | undefined;
  /** Required unless the signup carried a company; replaces the signup's choice when both exist. */
  company?: CompanyChoice | undefined;
}

export interface SetPasswordResult {
  userId: number;
  /** ACTIVE: the user can sign in now; PENDING_APPROVAL: the company's admins must approve first. */
  outcome: 'ACTIVE' | 'PENDING_APPROVAL';
  company: CompanySummary;
}

/**
 * The company chosen at signup: an unclaimed one is claimed now, unless someone claimed it
 * meanwhile (the user then becomes a member awaiting that company's admins).
 */
async function completeSignupPlacement(tx: Executor, user: UserRow & { companyId: number }): Promise<CompanyPlacement> {
  const placement = { companyId: user.companyId, role: user.role, pending: user.approvalStatus === 'PENDING' };
  if (user.role !== 'COMPANY_ADMIN') return placement;
  const [company] = await tx.select().from(companies).where(eq(companies.id, user.companyId)).for('update');
  if (!company?.active) throw validation('company.id', 'company.id is not a company you can join');
  if (company.status === 'APPROVED') await claimCompany(tx, company.id);
  else if (company.status === 'CLAIMED') return { ...placement, role: 'MEMBER', pending: true };
  return placement;
}

/** The company to place the user in now: the one given here, else the signup's. */
function choiceFor(user: UserRow, company: CompanyChoice | undefined): CompanyChoice | null {
  // Choosing again the company one registered at signup keeps its admin role.
  if (!company || ('id' in company && company.id === user.companyId)) {
    if (user.companyId === null)
      throw validation('company', 'company is required: choose an existing company or describe a new one');
    return null;
  }
  return company;
}

/**
 * Finishes sign-up: checks the password policy, the code and the company choice first (nothing
 * changes when one fails), creates the identity user with the chosen password, then links it and
 * places the user in their company (claim, join request or new company) in one transaction.
 * A join request is mailed to the company's admins.
 */
export async function setPassword(
  deps: AppDeps,
  input: SetPasswordInput,
  log: FastifyBaseLogger,
): Promise<SetPasswordResult> {
  const identity = input.identityToken ? await identityProving(deps, input.identityToken, input.email) : null;
  if (!identity || input.password !== undefined) assertPasswordPolicy(input.password ?? '');
  if (!identity && !input.code) throw validation('code', 'code is required');
  const user = identity
    ? await unfinishedSignup(deps, identity.email)
    : await checkCode(deps, input.email, input.code ?? '');
  // Without a password of their own the identity-pool account gets one nobody knows.
  const password = input.password ?? unknowablePassword();
  const domain = emailDomain(user.email);
  // Registered through a member invitation: the inviting company, with the invited role.
  const invited = await invitationOfRegistration(deps.db, user.id);
  if (invited && input.company && !('id' in input.company && input.company.id === invited.companyId))
    throw validation('company', `You were invited to join ${invited.companyName}: finish without choosing a company.`);
  const choice = invited ? null : choiceFor(user, input.company);
  if (choice) await checkCompanyChoice(deps.db, choice, domain);
  if (!deps.identityAdmin) throw new Error('No identity service configured: cannot create the sign-in account');
  const sub = await ensureIdentityUser(deps.identityAdmin, user.email, password);
  const now = deps.clock.now();
  const placement = await deps.db.transaction(async (tx) => {
    const placed = invited
      ? { companyId: invited.companyId, role: invited.role, pending: false }
      : choice
        ? await placeInCompany(tx, choice, domain, { claimNow: true })
        : await completeSignupPlacement(tx, { ...user, companyId: user.companyId as number });
    await tx
      .update(users)
      .set({
        cognitoSub: sub,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
        verificationCodeHash: null,
        verificationCodeExpiresAt: null,
        verificationAttempts: 0,
        companyId: placed.companyId,
        role: placed.role,
        approvalStatus: placed.pending ? 'PENDING' : 'APPROVED',
        approvalRequestedAt: placed.pending ? now : null,
        passwordSignIn: input.password !== undefined,
      })
      .where(eq(users.id, user.id));
    if (identity) await insertLink(tx, user.id, identity);
    if (invited) await joinSubscriptionTeam(tx, user.id, invited.companyId);
    // A company registered at signup and abandoned for another choice goes with it.
    if (user.companyId !== placed.companyId) await discardOrphanCompany(tx, user.companyId);
    const notified = placed.pending
      ? await notifyJoinRequest(
          tx,
          {
            requesterId: user.id,
            requesterName: `${user.firstName} ${user.lastName}`,
            requesterEmail: user.email,
            companyId: placed.companyId,
          },
          now,
        )
      : [];
    return { ...placed, notified };
  });
  publishNotified(deps.events, placement.notified);
  const company = await findCompanySummary(deps.db, placement.companyId);
  if (!company) throw new Error(`company ${placement.companyId} vanished after set-password`);
  if (placement.pending) await notifyAdminsOfJoinRequest(deps, { requester: user, company }, log);
  return { userId: user.id, outcome: placement.pending ? 'PENDING_APPROVAL' : 'ACTIVE', company };
}
