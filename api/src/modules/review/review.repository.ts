import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Executor } from '../../db/database.js';
import { companies, touchCompaniesForSearch } from '../company/index.js';
import type { ReviewDto, ReviewSummaryDto } from './review.schemas.js';
import { companyReviews, companyReviewStats, reviewReports } from './review.table.js';

export type ReviewRow = typeof companyReviews.$inferSelect;
export type ReviewDtoValue = Static<typeof ReviewDto>;

const round2 = (value: number): number => Math.round(value * 100) / 100;
/** A review's rating: the mean of its four criteria (quarters, so exact in two decimals). */
export const ratingOf = (r: Pick<ReviewRow, 'quality' | 'timeliness' | 'communication' | 'value'>): number =>
  round2((r.quality + r.timeliness + r.communication + r.value) / 4);

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(companyReviews).where(eq(companyReviews.id, id));
  return row;
}

export async function reviewBy(db: Executor, companyId: number, reviewerCompanyId: number) {
  const [row] = await db
    .select()
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.reviewerCompanyId, reviewerCompanyId)));
  return row;
}

/**
 * The reviews as DTOs, order kept. `reportsFor`: the company whose admin asks (reported is told to
 * the reviewed company's admins only).
 */
export async function reviewDtos(db: Executor, rows: readonly ReviewRow[], reportsFor: number | null) {
  if (rows.length === 0) return [];
  const reviewerIds = [...new Set(rows.map((r) => r.reviewerCompanyId))];
  const names = await db
    .select({ id: companies.id, name: companies.name, alias: companies.alias })
    .from(companies)
    .where(inArray(companies.id, reviewerIds));
  const byId = new Map(names.map((n) => [n.id, n]));
  const own = rows.filter((r) => r.companyId === reportsFor).map((r) => r.id);
  const reported =
    own.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: reviewReports.reviewId })
              .from(reviewReports)
              .where(and(inArray(reviewReports.reviewId, own), isNull(reviewReports.resolvedAt)))
          ).map((r) => r.id),
        );
  return rows.map((r): ReviewDtoValue => ({
    id: r.id,
    companyId: r.companyId,
    reviewer: {
      companyId: r.reviewerCompanyId,
      name: byId.get(r.reviewerCompanyId)?.name ?? '',
      alias: byId.get(r.reviewerCompanyId)?.alias ?? '',
    },
    quality: r.quality,
    timeliness: r.timeliness,
    communication: r.communication,
    value: r.value,
    rating: Number(r.rating),
    title: r.title,
    body: r.body,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    reported: reported.has(r.id),
    hidden: r.hiddenAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A company's reviews, newest first (hidden ones only for its own admins), and their total. */
export async function reviewsOf(
  db: Executor,
  companyId: number,
  { withHidden, offset, size }: { withHidden: boolean; offset: number; size: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = withHidden
    ? eq(companyReviews.companyId, companyId)
    : and(eq(companyReviews.companyId, companyId), isNull(companyReviews.hiddenAt));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(companyReviews)
      .where(where)
      .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
      .limit(size)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyReviews)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

const avg = (column: AnyPgColumn) => sql<string | null>`round(avg(${column}), 2)::text`;
const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** A company's averages, overall and per criterion, over its visible reviews. */
export async function summaryOf(db: Executor, companyId: number): Promise<Static<typeof ReviewSummaryDto>> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      rating: avg(companyReviews.rating),
      quality: avg(companyReviews.quality),
      timeliness: avg(companyReviews.timeliness),
      communication: avg(companyReviews.communication),
      value: avg(companyReviews.value),
    })
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), isNull(companyReviews.hiddenAt)));
  return {
    companyId,
    reviewCount: row?.n ?? 0,
    rating: num(row?.rating ?? null),
    quality: num(row?.quality ?? null),
    timeliness: num(row?.timeliness ?? null),
    communication: num(row?.communication ?? null),
    value: num(row?.value ?? null),
  };
}

/** The kept averages (company_review_stats) of many companies, in the order asked. */
export async function statsOf(db: Executor, companyIds: readonly number[]) {
  const rows = await db
    .select()
    .from(companyReviewStats)
    .where(inArray(companyReviewStats.companyId, [...companyIds]));
  const byId = new Map(rows.map((r) => [r.companyId, r]));
  return companyIds.map((companyId) => {
    const row = byId.get(companyId);
    return { companyId, reviewCount: row?.reviewCount ?? 0, rating: row ? Number(row.rating) : null };
  });
}

/**
 * Rewrites a company's kept averages from its visible reviews and tells search (its in-memory
 * index reloads the company): run in the transaction of every review change.
 */
export async function refreshStats(tx: Executor, companyId: number, at: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`, rating: avg(companyReviews.rating) })
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), isNull(companyReviews.hiddenAt)));
  if (!row || row.n === 0 || row.rating === null) {
    await tx.delete(companyReviewStats).where(eq(companyReviewStats.companyId, companyId));
  } else {
    const values = { reviewCount: row.n, rating: Number(row.rating), updatedAt: at };
    await tx
      .insert(companyReviewStats)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: companyReviewStats.companyId, set: values });
  }
  await touchCompaniesForSearch(tx, [companyId]);
}
