// What other features may use of reviews: the rating badge (search, compare) and the profile's section.
export { CompanyReviews } from './components/CompanyReviews';
export { RatingBadge, RatingBadgeFragment } from './components/RatingBadge';
export { MANAGE_REVIEWS_PATH } from './reviewUrls';
