import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { referenceItems } from '../reference/index.js';
import { users } from '../user/index.js';
import { escapeLike } from './commons.pages.repository.js';
import { type CommonsExpertRow, commonsExperts } from './commons.table.js';

/** The EXPERTS reference names, as the database holds them. */
export async function expertKindNames(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: referenceItems.name })
    .from(referenceItems)
    .where(eq(referenceItems.kind, 'EXPERTS'))
    .orderBy(referenceItems.sortOrder, referenceItems.name);
  return rows.map((r) => r.name);
}

/** Shown in the directory: listed, an active approved user, of an active company. */
export const visibleExpert: SQL = and(
  eq(commonsExperts.listed, true),
  eq(users.active, true),
  eq(users.approvalStatus, 'APPROVED'),
  eq(companies.active, true),
) as SQL;

const columns = {
  expert: commonsExperts,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  companyId: companies.id,
  companyName: companies.name,
  companyAlias: companies.alias,
};
type ExpertJoined = {
  expert: CommonsExpertRow;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  companyId: number;
  companyName: string;
  companyAlias: string;
};

const selectExperts = (db: Executor) =>
  db
    .select(columns)
    .from(commonsExperts)
    .innerJoin(users, eq(users.id, commonsExperts.userId))
    .innerJoin(companies, eq(companies.id, users.companyId));

export function toExpertDto(row: ExpertJoined) {
  return {
    userId: row.expert.userId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    jobTitle: row.jobTitle,
    company: { id: row.companyId, name: row.companyName, alias: row.companyAlias },
    kinds: row.expert.kinds,
    headline: row.expert.headline,
    bio: row.expert.bio,
    listed: row.expert.listed,
    updatedAt: row.expert.updatedAt.toISOString(),
  };
}

function wordsMatch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(companies.name, like),
        ilike(commonsExperts.headline, like),
        ilike(commonsExperts.bio, like),
        sql`array_to_string(${commonsExperts.kinds}, ' ') ilike ${like}`,
      );
    }),
  );
}

/** A page of the directory: by kind and words, latest update first. */
export async function listExperts(
  db: Executor,
  filter: { kind?: string | undefined; q?: string | undefined },
  { offset, size }: { offset: number; size: number },
) {
  const kind = filter.kind?.trim();
  const where = and(
    visibleExpert,
    kind ? sql`${commonsExperts.kinds} @> ARRAY[${kind}]::text[]` : undefined,
    wordsMatch(filter.q),
  );
  const [rows, [count]] = await Promise.all([
    selectExperts(db)
      .where(where)
      .orderBy(desc(commonsExperts.updatedAt), desc(commonsExperts.userId))
      .limit(size)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(commonsExperts)
      .innerJoin(users, eq(users.id, commonsExperts.userId))
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findExpert(db: Executor, userId: number) {
  const [row] = await selectExperts(db).where(eq(commonsExperts.userId, userId));
  return row;
}

/** Of these user ids, the ones shown in the directory. */
export async function visibleExpertIds(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: commonsExperts.userId })
    .from(commonsExperts)
    .innerJoin(users, eq(users.id, commonsExperts.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(visibleExpert, inArray(commonsExperts.userId, [...userIds])));
  return new Set(rows.map((r) => r.id));
}
