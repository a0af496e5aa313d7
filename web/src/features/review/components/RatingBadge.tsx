import { Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatRating, ratingLabel } from '../reviewFormat';

export const RatingBadgeFragment = graphql(`
  fragment RatingBadge_company on Company {
    id
    reviewSummary {
      reviewCount
      rating
    }
  }
`);

export interface RatingBadgeProps {
  company: FragmentType<typeof RatingBadgeFragment>;
  /** Says "No reviews yet" instead of nothing (compare's row). */
  showEmpty?: boolean;
}

/** A company's review average with its count: "★ 4.3 (12)". */
export function RatingBadge({ company, showEmpty = false }: RatingBadgeProps) {
  const { reviewSummary } = getFragmentData(RatingBadgeFragment, company);
  const { rating, reviewCount } = reviewSummary;
  if (rating === null || rating === undefined || reviewCount === 0)
    return showEmpty ? (
      <Text as="span" fontSize="sm" color="fg.muted">
        No reviews yet
      </Text>
    ) : null;
  return (
    <Text as="span" fontSize="sm" whiteSpace="nowrap" role="img" aria-label={ratingLabel(rating, reviewCount)}>
      <Text as="span" color="orange.fg" aria-hidden>
        ★
      </Text>{' '}
      <Text as="span" fontWeight="semibold" aria-hidden>
        {formatRating(rating)}
      </Text>{' '}
      <Text as="span" color="fg.muted" aria-hidden>
        ({reviewCount})
      </Text>
    </Text>
  );
}
