import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { type Notified, notify } from './notification.service.js';

/** Where a company admin reviews join requests today (the dashboard's join-requests card). */
export const JOIN_REQUESTS_PATH = '/dashboard';

/** JOIN_REQUEST to the company's active admins, in the transaction that files the request. */
export async function notifyJoinRequest(
  tx: Executor,
  request: { requesterId: number; requesterName: string; requesterEmail: string; companyId: number },
  at: Date,
): Promise<Notified[]> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, request.companyId));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, request.companyId),
        eq(users.role, 'COMPANY_ADMIN'),
        eq(users.approvalStatus, 'APPROVED'),
        eq(users.active, true),
      ),
    );
  return notify(
    tx,
    admins.map((admin) => ({
      userId: admin.id,
      kind: 'JOIN_REQUEST',
      title: `${request.requesterName} asks to join ${company?.name ?? 'your company'}`,
      body: `${request.requesterEmail} is waiting for an administrator's approval.`,
      link: JOIN_REQUESTS_PATH,
      subjectKind: 'USER',
      subjectId: request.requesterId,
    })),
    at,
  );
}
