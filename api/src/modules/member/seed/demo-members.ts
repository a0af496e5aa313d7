import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.js';
import { addDays } from '../../../dates.js';
import { companies, PERSONA_COMPANIES } from '../../company/index.js';
import { users } from '../../user/index.js';
import { memberInvitations } from '../member.table.js';

interface DemoMember {
  firstName: string;
  lastName: string;
  jobTitle: string;
  /** Days ago a company admin deactivated them; absent: active. */
  deactivatedDaysAgo?: number;
  masked?: boolean;
}

/**
 * Extra people of two persona companies for the members page (docs/members.md): deactivated
 * ones and a masked one, beside the colleagues the user seed adds. Never an admin: the personas'
 * admin stays their company's only active admin (the last-admin rule is shown on them).
 */
export const DEMO_MEMBERS: Readonly<Record<string, readonly DemoMember[]>> = {
  helixa: [
    { firstName: 'Nadia', lastName: 'Petrova', jobTitle: 'Clinical Project Manager', deactivatedDaysAgo: 21 },
    { firstName: 'Owen', lastName: 'Gallagher', jobTitle: 'Data Manager', deactivatedDaysAgo: 3 },
    { firstName: 'Ines', lastName: 'Carvalho', jobTitle: 'Medical Writer', masked: true },
  ],
  meridian: [
    { firstName: 'Victor', lastName: 'Lindqvist', jobTitle: 'Biostatistician', deactivatedDaysAgo: 40 },
    { firstName: 'Hana', lastName: 'Sato', jobTitle: 'Feasibility Lead', masked: true },
  ],
};

/** Invitations in each state: [local part, role, days ago created, state]. */
const DEMO_INVITATIONS = [
  ['jordan.miles', 'MEMBER', 2, 'OPEN'],
  ['avery.quinn', 'COMPANY_ADMIN', 0.1, 'OPEN'],
  ['morgan.lee', 'MEMBER', 20, 'EXPIRED'],
  ['riley.brooks', 'MEMBER', 6, 'REVOKED'],
] as const;

const localPart = (m: DemoMember) => `${m.firstName}.${m.lastName}`.toLowerCase();
/** Demo links are not mailed: a token nobody holds, derived so the seed comes out the same each time. */
const demoTokenHash = (seed: string) => createHash('sha256').update(`demo-invitation:${seed}`).digest('hex');

/** The demo members and invitations of Helixa Biotherapeutics and Meridian Clinical Research. */
export async function seedDemoMembers(db: Executor, now: Date): Promise<void> {
  for (const company of PERSONA_COMPANIES.filter((c) => DEMO_MEMBERS[c.key])) {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, company.name));
    if (!row) continue;
    const people = DEMO_MEMBERS[company.key] ?? [];
    await db.insert(users).values(
      people.map((m) => ({
        email: `${localPart(m)}@${company.emailDomain}`,
        firstName: m.firstName,
        lastName: m.lastName,
        jobTitle: m.jobTitle,
        role: 'MEMBER' as const,
        companyId: row.id,
        active: m.deactivatedDaysAgo === undefined,
        deactivatedAt: m.deactivatedDaysAgo === undefined ? null : addDays(now, -m.deactivatedDaysAgo),
        masked: m.masked ?? false,
        approvalStatus: 'APPROVED' as const,
        emailVerifiedAt: addDays(now, -120),
        lastActiveAt: addDays(now, -(m.deactivatedDaysAgo ?? 1) - 2),
        referralSource: 'FRIEND_COLLEAGUE' as const,
      })),
    );
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, row.id), eq(users.role, 'COMPANY_ADMIN'), inArray(users.email, PERSONA_ADMINS)))
      .limit(1);
    await db.insert(memberInvitations).values(
      DEMO_INVITATIONS.map(([local, role, daysAgo, state]) => {
        const createdAt = new Date(now.getTime() - daysAgo * 24 * 3_600_000);
        return {
          companyId: row.id,
          email: `${local}@${company.emailDomain}`,
          role,
          tokenHash: demoTokenHash(`${company.key}/${local}`),
          invitedByUserId: admin?.id ?? null,
          createdAt,
          expiresAt: addDays(createdAt, 14),
          lastSentAt: createdAt,
          revokedAt: state === 'REVOKED' ? addDays(createdAt, 1) : null,
          revokedByUserId: state === 'REVOKED' ? (admin?.id ?? null) : null,
        };
      }),
    );
  }
}

const PERSONA_ADMINS = ['sponsor.admin@demo.test', 'vendor.admin@demo.test'];
