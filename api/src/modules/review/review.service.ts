import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Caller, CallerUser } from '../../auth/caller.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { forbidden, notFound, requiredText, validation } from '../../errors.js';
import { pageWindow, type PageQuery, toPage } from '../../http/paging.js';
import { companies } from '../company/index.js';
import { isContractedPartner } from '../partner/index.js';
import { MIN_REVIEW_BODY, reviewExists, reviewNotPartner, reviewReported } from './review.limits.js';
import { findReview, ratingOf, refreshStats, reviewBy, reviewDtos, type ReviewRow } from './review.repository.js';
import type { ReviewBody, ReviewUpdateBody } from './review.schemas.js';
import { companyReviews, reviewReports } from './review.table.js';

type Acting = Caller & { user: CallerUser & { role?: string } };

/** A company's voice: refused while an admin impersonates (docs/reviews.md) and without a company. */
function speakingCompany(caller: Acting): number {
  if (caller.impersonating || caller.user.companyId === null) throw forbidden();
  return caller.user.companyId;
}
const isCompanyAdmin = (caller: Acting, companyId: number): boolean =>
  caller.user.companyId === companyId && caller.user.role === 'COMPANY_ADMIN';

/** Text as stored: trimmed, a body at least MIN_REVIEW_BODY characters after trimming. */
function texts(body: { title?: string; body?: string }): { title?: string; body?: string } {
  const out: { title?: string; body?: string } = {};
  if (body.title !== undefined) out.title = requiredText('title', body.title);
  if (body.body !== undefined) {
    const text = body.body.trim();
    if ([...text].length < MIN_REVIEW_BODY)
      throw validation('body', `body must be ${MIN_REVIEW_BODY} to 4000 characters`);
    out.body = text;
  }
  return out;
}

/** Writes a review of `companyId` by the caller's company: only of its contracted partners, once. */
export async function createReview(
  db: Db,
  caller: Acting,
  companyId: number,
  body: Static<typeof ReviewBody>,
  at: Date,
) {
  const reviewer = speakingCompany(caller);
  const { title, body: text } = texts(body);
  const [target] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!target) throw notFound();
  if (reviewer === companyId || !(await isContractedPartner(db, reviewer, companyId))) throw reviewNotPartner();
  if (await reviewBy(db, companyId, reviewer)) throw reviewExists();
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(companyReviews)
        .values({
          companyId,
          reviewerCompanyId: reviewer,
          authorId: caller.user.id,
          quality: body.quality,
          timeliness: body.timeliness,
          communication: body.communication,
          value: body.value,
          rating: ratingOf(body),
          title: title ?? '',
          body: text ?? '',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await refreshStats(tx, companyId, at);
      return inserted as ReviewRow;
    });
    return (await reviewDtos(db, [row], reviewer))[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw reviewExists();
    throw error;
  }
}

/** Edits a review: any member of the company that wrote it. */
export async function updateReview(
  db: Db,
  caller: Acting,
  id: number,
  body: Static<typeof ReviewUpdateBody>,
  at: Date,
) {
  const reviewer = speakingCompany(caller);
  const review = await findReview(db, id);
  if (review?.reviewerCompanyId !== reviewer) throw notFound();
  const stars = {
    quality: body.quality ?? review.quality,
    timeliness: body.timeliness ?? review.timeliness,
    communication: body.communication ?? review.communication,
    value: body.value ?? review.value,
  };
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companyReviews)
      .set({ ...stars, ...texts(body), rating: ratingOf(stars), updatedAt: at })
      .where(eq(companyReviews.id, id))
      .returning();
    await refreshStats(tx, review.companyId, at);
    return updated as ReviewRow;
  });
  return (await reviewDtos(db, [row], reviewer))[0];
}

/** A review of the caller's own company, for its admins (any other: 404, by id too). */
async function receivedReview(db: Db, caller: Acting, id: number): Promise<ReviewRow> {
  const company = speakingCompany(caller);
  const review = await findReview(db, id);
  if (review?.companyId !== company) throw notFound();
  if (!isCompanyAdmin(caller, company)) throw forbidden();
  return review;
}

/** Sets (or with null removes) the reviewed company's public reply. */
export async function setReply(db: Db, caller: Acting, id: number, reply: string | null, at: Date) {
  const review = await receivedReview(db, caller, id);
  const text = reply === null ? null : requiredText('reply', reply);
  const [row] = await db
    .update(companyReviews)
    .set({ reply: text, replyAuthorId: text === null ? null : caller.user.id, repliedAt: text === null ? null : at })
    .where(eq(companyReviews.id, review.id))
    .returning();
  return (await reviewDtos(db, [row as ReviewRow], review.companyId))[0];
}

/** Reports a review of the caller's company for abuse: one open report per review. */
export async function reportReview(db: Db, caller: Acting, id: number, reason: string, at: Date) {
  const review = await receivedReview(db, caller, id);
  const text = requiredText('reason', reason);
  try {
    await db
      .insert(reviewReports)
      .values({ reviewId: review.id, reporterId: caller.user.id, reason: text, createdAt: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw reviewReported();
    throw error;
  }
  return (await reviewDtos(db, [review], review.companyId))[0];
}

/** The admin group's open reports, oldest first. */
export async function openReports(db: Db, query: PageQuery) {
  const { page, size, offset } = pageWindow(query);
  const open = isNull(reviewReports.resolvedAt);
  const rows = await db
    .select({ report: reviewReports, review: companyReviews, companyName: companies.name })
    .from(reviewReports)
    .innerJoin(companyReviews, eq(companyReviews.id, reviewReports.reviewId))
    .innerJoin(companies, eq(companies.id, companyReviews.companyId))
    .where(open)
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    .limit(size)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewReports)
    .where(open);
  const dtos = await reviewDtos(
    db,
    rows.map((r) => r.review),
    null,
  );
  const content = rows.map((r, i) => ({
    id: r.report.id,
    reason: r.report.reason,
    createdAt: r.report.createdAt.toISOString(),
    review: { ...(dtos[i] as (typeof dtos)[number]), reported: true },
    reviewedCompany: { companyId: r.review.companyId, name: r.companyName },
  }));
  return toPage(content, count?.n ?? 0, page, size);
}

/** Settles an open report: HIDE takes the review off the profile and the averages; DISMISS keeps it. */
export async function settleReport(db: Db, reportId: number, action: 'HIDE' | 'DISMISS', at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .update(reviewReports)
      .set({ resolvedAt: at })
      .where(and(eq(reviewReports.id, reportId), isNull(reviewReports.resolvedAt)))
      .returning();
    if (!report) throw notFound();
    if (action === 'DISMISS') return;
    const [review] = await tx
      .update(companyReviews)
      .set({ hiddenAt: at })
      .where(eq(companyReviews.id, report.reviewId))
      .returning();
    if (review) await refreshStats(tx, review.companyId, at);
  });
}
