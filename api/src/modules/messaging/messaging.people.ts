import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import type { ThreadPersonDto } from './messaging.schemas.js';

/** The columns a ThreadPersonDto is made of (users joined with the company they write for). */
export const personColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  companyId: companies.id,
  companyName: companies.name,
  companyAlias: companies.alias,
  companyLogoUrl: companies.logoUrl,
};

export interface PersonRow {
  userId: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  companyId: number;
  companyName: string;
  companyAlias: string;
  companyLogoUrl: string | null;
}

export const toPerson = (row: PersonRow): ThreadPersonDto => ({
  userId: row.userId,
  name: `${row.firstName} ${row.lastName}`,
  jobTitle: row.jobTitle,
  company: { id: row.companyId, name: row.companyName, alias: row.companyAlias, logoUrl: row.companyLogoUrl },
});

/** Active, approved members of a company: who reads its inbox. */
export async function activeMemberIds(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.active, true), eq(users.approvalStatus, 'APPROVED')));
  return rows.map((r) => r.id);
}

export async function findPeople(db: Executor, userIds: number[]): Promise<ThreadPersonDto[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(personColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, userIds));
  return rows.map(toPerson).sort((a, b) => a.name.localeCompare(b.name));
}
