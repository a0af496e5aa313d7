// What other features may use of review: starting a page's summaries early (search).
export { preloadReviewSummaries } from './review.loaders.js';
