import type { TestApp } from '../../testing/index.js';
import { type UserRole, users } from '../user/index.js';

/** Helixa Biotherapeutics in the persona database (sponsor.admin@ and sponsor.member@demo.test). */
export const HELIXA = 1;

/** A colleague added straight to a company's database rows (approved, email verified, can sign in). */
export async function addColleague(
  t: TestApp,
  email: string,
  options: { companyId?: number; role?: UserRole; firstName?: string; lastName?: string; masked?: boolean } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: options.firstName ?? 'Casey',
      lastName: options.lastName ?? 'Colleague',
      companyId: options.companyId ?? HELIXA,
      role: options.role ?? 'MEMBER',
      masked: options.masked ?? false,
      emailVerifiedAt: t.clock.now(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('colleague insert returned nothing');
  return row.id;
}

/** The token of the newest invitation link mailed to `email` ('none' when there is none). */
export const invitationTokenIn = (mails: readonly { to: string; text: string }[], email: string): string =>
  /\/register\?invitation=([\w-]+)/.exec([...mails].reverse().find((m) => m.to === email)?.text ?? '')?.[1] ?? 'none';
