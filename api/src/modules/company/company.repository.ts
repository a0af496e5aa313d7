import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type CompanyRoleType, companies, companyRoles } from './company.table.js';

export interface CompanyRoleDto {
  id: number;
  name: string;
  type: CompanyRoleType;
}

/** A company's name and business type (what registration answers). */
export interface CompanySummary {
  id: number;
  name: string;
  role: CompanyRoleDto;
}

export async function listCompanyRoles(db: Executor): Promise<CompanyRoleDto[]> {
  return db
    .select({ id: companyRoles.id, name: companyRoles.name, type: companyRoles.type })
    .from(companyRoles)
    .orderBy(asc(companyRoles.id));
}

export async function findCompanyById(db: Executor, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findCompanySummary(db: Executor, id: number): Promise<CompanySummary | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      role: { id: companyRoles.id, name: companyRoles.name, type: companyRoles.type },
    })
    .from(companies)
    .innerJoin(companyRoles, eq(companyRoles.id, companies.roleId))
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

/** The id of the active company with this alias. */
export async function findCompanyIdByAlias(db: Executor, alias: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.alias, alias), eq(companies.active, true)))
    .limit(1);
  return row?.id;
}
