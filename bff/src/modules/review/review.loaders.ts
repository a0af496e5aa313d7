import DataLoader from 'dataloader';
import type { ReviewApi, ReviewSummaryDto } from './review.api.js';

export interface ReviewSummaryValue {
  companyId: number;
  reviewCount: number;
  rating: number | null;
}

export interface ReviewLoaders {
  /** A company's review count and average: every company of one request in one upstream call per 100. */
  reviewSummary: DataLoader<number, ReviewSummaryValue>;
  /** A company's averages per criterion (the profile's), one upstream call per company. */
  reviewDetails: DataLoader<number, ReviewSummaryDto>;
}

/** The most companies one call of `/review-summaries` is asked about. */
const SUMMARIES_PER_CALL = 100;

/** The companies' summaries in their order, in one call; a company without reviews has none upstream. */
async function summariesOf(api: ReviewApi, ids: readonly number[]): Promise<ReviewSummaryValue[]> {
  const { summaries } = await api.summaries([...ids]);
  const byId = new Map(summaries.map((s) => [s.companyId, s]));
  return ids.map((companyId) => byId.get(companyId) ?? { companyId, reviewCount: 0, rating: null });
}

export function createReviewLoaders(api: ReviewApi): ReviewLoaders {
  const reviewSummary = new DataLoader<number, ReviewSummaryValue>((ids) => summariesOf(api, ids), {
    maxBatchSize: SUMMARIES_PER_CALL,
  });
  const reviewDetails = new DataLoader<number, ReviewSummaryDto>((ids) =>
    Promise.all(ids.map((id) => api.summary(id))),
  );
  return { reviewSummary, reviewDetails };
}

/**
 * Starts reading these companies' summaries now, in the one call the loader would make once
 * graphql-js reached their fields, and keeps each as the loader's answer for its company. A
 * failure reaches each field that reads it and is then forgotten, as a failed batch's is.
 */
export function preloadReviewSummaries(loaders: ReviewLoaders, api: ReviewApi, companyIds: readonly number[]): void {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0 || ids.length > SUMMARIES_PER_CALL) return;
  const all = summariesOf(api, ids);
  ids.forEach((companyId, index) => {
    const summary = all.then((summaries) => summaries[index] as ReviewSummaryValue);
    // Also keeps a failure that no field reads from being an unhandled rejection.
    summary.catch(() => loaders.reviewSummary.clear(companyId));
    loaders.reviewSummary.prime(companyId, summary);
  });
}
