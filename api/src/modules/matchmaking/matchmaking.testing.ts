import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import { companies, companyReferenceItems, syncReferenceColumns } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { type RequestKind, requests } from '../requests/index.js';
import { users } from '../user/index.js';

/** Reference ids by "KIND/Name", for fixtures. */
export async function referenceIdsByName(db: Executor): Promise<(kind: string, name: string) => number> {
  const rows = await db
    .select({ id: referenceItems.id, kind: referenceItems.kind, name: referenceItems.name })
    .from(referenceItems);
  const map = new Map(rows.map((r) => [`${r.kind}/${r.name}`, r.id]));
  return (kind, name) => {
    const id = map.get(`${kind}/${name}`);
    if (id === undefined) throw new Error(`No reference item ${kind}/${name}`);
    return id;
  };
}

export interface ManyCompanies {
  /** Name prefix (unique per call: aliases derive from it). */
  prefix: string;
  count: number;
  roleId: number;
  referenceIds: number[];
  /** Active approved members per company (default 1). */
  members?: number;
  status?: 'CLAIMED' | 'NEW' | 'APPROVED';
}

/** Many companies with the same references and their members, inserted in bulk (tests and the bench). */
export async function insertManyCompanies(db: Executor, spec: ManyCompanies): Promise<{ companyIds: number[] }> {
  const slug = spec.prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await bulkInsert(
    db,
    companies,
    Array.from({ length: spec.count }, (_, i) => ({
      name: `${spec.prefix} ${i + 1}`,
      alias: `${slug}-${i + 1}`,
      roleId: spec.roleId,
      status: spec.status ?? 'CLAIMED',
    })),
    ['id'],
  );
  const companyIds = created.map((row) => Number(row.id));
  await bulkInsert(
    db,
    companyReferenceItems,
    companyIds.flatMap((companyId) => spec.referenceIds.map((referenceItemId) => ({ companyId, referenceItemId }))),
  );
  await syncReferenceColumns(db, companyIds);
  const members = spec.members ?? 1;
  await bulkInsert(
    db,
    users,
    companyIds.flatMap((companyId, i) =>
      Array.from({ length: members }, (_, m) => ({
        email: `${slug}-${i + 1}-${m + 1}@match.test`,
        firstName: 'Member',
        lastName: `${i + 1}-${m + 1}`,
        companyId,
        role: m === 0 ? ('COMPANY_ADMIN' as const) : ('MEMBER' as const),
      })),
    ),
  );
  return { companyIds };
}

/** A published request left PENDING, as the requests feature's publish leaves it. */
export async function insertPublishedRequest(
  db: Executor,
  request: {
    kind: RequestKind;
    companyId: number;
    userId: number;
    title: string;
    referenceIds: number[];
    visibility?: 'PUBLIC' | 'INVITED';
    at: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(requests)
    .values({
      kind: request.kind,
      status: 'OPEN',
      visibility: request.visibility ?? 'PUBLIC',
      companyId: request.companyId,
      createdByUserId: request.userId,
      title: request.title,
      description: `We are looking for partners: ${request.title}.`,
      responseDeadline: '2099-12-31',
      referenceIds: request.referenceIds,
      matchmaking: 'PENDING',
      publishedAt: request.at,
      createdAt: request.at,
      updatedAt: request.at,
    })
    .returning({ id: requests.id });
  if (!row) throw new Error('request not inserted');
  return row.id;
}

/** Removes fixture companies (their members first: users reference companies without cascade). */
export async function deleteCompanies(db: Executor, companyIds: readonly number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await db.execute(sql`DELETE FROM users WHERE company_id = ANY(${`{${companyIds.join(',')}}`}::int[])`);
  await db.delete(companies).where(inArray(companies.id, [...companyIds]));
}
