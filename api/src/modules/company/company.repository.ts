import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type CompanyRoleType, companies, companyRoles } from './company.table.js';

export interface CompanyRoleDto {
  id: number;
  name: string;
  type: CompanyRoleType;
}

export async function listCompanyRoles(db: Executor): Promise<CompanyRoleDto[]> {
  return db.select({ id: companyRoles.id, name: companyRoles.name, type: companyRoles.type }).from(companyRoles).orderBy(asc(companyRoles.id));
}

export async function findCompanyById(db: Executor, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}
