/** The review criteria, in the order forms and summaries show them. */
export const CRITERIA = [
  { key: 'quality', label: 'Quality' },
  { key: 'timeliness', label: 'Timeliness' },
  { key: 'communication', label: 'Communication' },
  { key: 'value', label: 'Value' },
] as const;
export type Criterion = (typeof CRITERIA)[number]['key'];

/** An average as shown: one decimal ("4.3"). */
export const formatRating = (rating: number): string => rating.toFixed(1);

/** "★ 4.3 (12)"'s words for screen readers: "Rated 4.3 out of 5 from 12 reviews". */
export function ratingLabel(rating: number, count: number): string {
  return `Rated ${formatRating(rating)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Filled and empty stars for whole stars, e.g. "★★★★☆". */
export const starText = (stars: number): string => '★'.repeat(stars) + '☆'.repeat(Math.max(0, 5 - stars));
