import { count, desc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { type PageResult, toPage } from '../../http/paging.js';
import { users } from '../user/index.js';
import type { DataExportDto } from './data-export.schemas.js';
import { dataExports } from './data-export.table.js';

type DataExport = Static<typeof DataExportDto>;

/** A page of the company's exports, newest first, each with who made it. */
export async function exportLogPage(
  db: Executor,
  companyId: number,
  page: number,
  size: number,
): Promise<PageResult<DataExport>> {
  const where = eq(dataExports.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: dataExports.id,
        kind: dataExports.kind,
        subject: dataExports.subject,
        rows: dataExports.rows,
        createdAt: dataExports.createdAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(dataExports)
      .leftJoin(users, eq(users.id, dataExports.userId))
      .where(where)
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(size)
      .offset(page * size),
    db.select({ value: count() }).from(dataExports).where(where),
  ]);
  const content = rows.map(({ userId, firstName, lastName, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    user: userId === null ? null : { userId, firstName: firstName ?? '', lastName: lastName ?? '' },
  }));
  return toPage(content, Number(total?.value ?? 0), page, size);
}
