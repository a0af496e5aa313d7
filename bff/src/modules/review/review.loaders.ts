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

export function createReviewLoaders(api: ReviewApi): ReviewLoaders {
  const reviewSummary = new DataLoader<number, ReviewSummaryValue>(
    async (ids) => {
      const { summaries } = await api.summaries([...ids]);
      const byId = new Map(summaries.map((s) => [s.companyId, s]));
      return ids.map((companyId) => byId.get(companyId) ?? { companyId, reviewCount: 0, rating: null });
    },
    { maxBatchSize: 100 },
  );
  const reviewDetails = new DataLoader<number, ReviewSummaryDto>((ids) =>
    Promise.all(ids.map((id) => api.summary(id))),
  );
  return { reviewSummary, reviewDetails };
}
