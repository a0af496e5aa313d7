/** What other modules may use of the review module: they import nothing else of it. */
export { companyReviews, companyReviewStats, reviewReports } from './review.table.js';
