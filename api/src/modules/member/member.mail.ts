import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../http/types.js';
import type { Mail } from '../../mail/mailer.js';
import { joinDecisionMail, joinRequestMail } from '../../mail/templates.js';
import type { UserRow } from '../user/index.js';
import { findCompanyAdmins } from './member.repository.js';

/** Notifications follow a change that is already committed: a mail failure is logged, not raised. */
async function sendQuietly(deps: AppDeps, mail: Mail, log: FastifyBaseLogger): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, 'notification mail could not be sent');
  }
}

export async function notifyAdminsOfJoinRequest(
  deps: AppDeps,
  {
    requester,
    company,
  }: { requester: Pick<UserRow, 'firstName' | 'lastName' | 'email'>; company: { id: number; name: string } },
  log: FastifyBaseLogger,
): Promise<void> {
  const admins = await findCompanyAdmins(deps.db, company.id);
  const reviewUrl = new URL('/dashboard', deps.publicUrl).toString();
  for (const admin of admins) {
    const mail = joinRequestMail(admin.email, {
      adminFirstName: admin.firstName,
      requester: `${requester.firstName} ${requester.lastName}`,
      requesterEmail: requester.email,
      companyName: company.name,
      reviewUrl,
    });
    await sendQuietly(deps, mail, log);
  }
  if (admins.length === 0)
    log.warn({ companyId: company.id }, 'join request for a company without an administrator to mail');
}

export async function notifyRequesterOfDecision(
  deps: AppDeps,
  {
    requester,
    companyName,
    approved,
  }: { requester: Pick<UserRow, 'firstName' | 'email'>; companyName: string; approved: boolean },
  log: FastifyBaseLogger,
): Promise<void> {
  const signInUrl = new URL('/login', deps.publicUrl).toString();
  await sendQuietly(
    deps,
    joinDecisionMail(requester.email, { firstName: requester.firstName, companyName, approved, signInUrl }),
    log,
  );
}
