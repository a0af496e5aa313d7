import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../company/index.js';
import { users } from '../user/index.js';
import { type CommonsPageRow, commonsPages, type CommonsType } from './commons.table.js';

/** Who asks: the user and their company and role, or nobody (a visitor). */
export interface PageViewer {
  userId: number;
  companyId: number | null;
  companyAdmin: boolean;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word (up to 10) somewhere in the title, the summary or the body. */
export function wordsMatch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const like = `%${escapeLike(w)}%`;
      return or(ilike(commonsPages.title, like), ilike(commonsPages.summary, like), ilike(commonsPages.body, like));
    }),
  );
}

const pageColumns = {
  page: commonsPages,
  companyName: companies.name,
  companyAlias: companies.alias,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};
type JoinedRow = { page: CommonsPageRow; companyName: string; companyAlias: string } & {
  authorFirst: string | null;
  authorLast: string | null;
};

const selectPages = (db: Executor) =>
  db
    .select(pageColumns)
    .from(commonsPages)
    .innerJoin(companies, eq(companies.id, commonsPages.companyId))
    .leftJoin(users, eq(users.id, commonsPages.authorId));

/** The author or an admin of the page's company may edit it. */
export const mayEdit = (page: CommonsPageRow, viewer: PageViewer | null): boolean =>
  viewer !== null && viewer.companyId === page.companyId && (viewer.companyAdmin || page.authorId === viewer.userId);

export function toSummary(row: JoinedRow, viewer: PageViewer | null) {
  const { page } = row;
  return {
    id: page.id,
    type: page.type as CommonsType,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    status: page.status,
    company: { id: page.companyId, name: row.companyName, alias: row.companyAlias },
    authorName: row.authorFirst === null ? null : `${row.authorFirst} ${row.authorLast ?? ''}`.trim(),
    publishedAt: page.publishedAt?.toISOString() ?? null,
    updatedAt: page.updatedAt.toISOString(),
    canEdit: mayEdit(page, viewer),
  };
}

/** A page of rows under `where`, latest first, and the total. */
export async function listPages(
  db: Executor,
  where: SQL | undefined,
  order: 'published' | 'updated',
  { offset, size }: { offset: number; size: number },
): Promise<{ rows: JoinedRow[]; total: number }> {
  const sort =
    order === 'published'
      ? [desc(commonsPages.publishedAt), desc(commonsPages.id)]
      : [desc(commonsPages.updatedAt), desc(commonsPages.id)];
  const [rows, [count]] = await Promise.all([
    selectPages(db)
      .where(where)
      .orderBy(...sort)
      .limit(size)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(commonsPages)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findJoined(db: Executor, where: SQL): Promise<JoinedRow | undefined> {
  const [row] = await selectPages(db).where(where).limit(1);
  return row;
}

export const byId = (id: number): SQL => eq(commonsPages.id, id);
export const byTypeSlug = (type: CommonsType, slug: string): SQL =>
  and(eq(commonsPages.type, type), eq(commonsPages.slug, slug)) as SQL;
export const isPublished = eq(commonsPages.status, 'PUBLISHED');

/** Published pages per type. */
export async function publishedCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ type: commonsPages.type, n: sql<number>`count(*)::int` })
    .from(commonsPages)
    .where(isPublished)
    .groupBy(commonsPages.type);
  return new Map(rows.map((r) => [r.type, r.n]));
}

/** A slug from the title: lower-case words joined by dashes, at most 80 characters. */
export function slugOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'page';
}

/** The first of `base`, `base-2`, `base-3`… not taken in the type. */
export async function freeSlug(db: Executor, type: CommonsType, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: commonsPages.slug })
        .from(commonsPages)
        .where(
          and(
            eq(commonsPages.type, type),
            or(eq(commonsPages.slug, base), ilike(commonsPages.slug, `${escapeLike(base)}-%`)),
          ),
        )
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
