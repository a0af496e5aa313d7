import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { useViewer } from '../../../shared/session/useViewer';
import { SectionCard } from '../../../ui/SectionCard';
import { CRITERIA, formatRating, ratingLabel } from '../reviewFormat';
import { ReviewDialog } from './ReviewDialog';
import { ReviewItem } from './ReviewItem';

export const CompanyReviewsDocument = graphql(`
  query CompanyReviews($alias: String!, $page: Int!) {
    company(alias: $alias) {
      id
      name
      reviewSummary {
        reviewCount
        rating
        quality
        timeliness
        communication
        value
      }
      reviews(page: $page, size: 5) {
        items {
          id
          ...ReviewItem_review
        }
        page
        totalPages
        totalElements
      }
      viewerReview {
        canReview
        review {
          id
          quality
          timeliness
          communication
          value
          title
          body
        }
      }
    }
  }
`);

/** The profile's reviews: averages and count for everyone, the texts for signed-in members, and "Write a review". */
export function CompanyReviews({ alias }: { alias: string }) {
  const viewer = useViewer();
  const signedIn = Boolean(viewer?.user);
  const [page, setPage] = useState(0);
  const [writing, setWriting] = useState(false);
  const { data, error, loading, refetch } = useQuery(CompanyReviewsDocument, {
    variables: { alias, page },
    fetchPolicy: 'cache-and-network',
  });
  const company = data?.company;
  if (!company) {
    return (
      <SectionCard title="Reviews">
        {error ? (
          <LoadError error={error} onRetry={() => void refetch()} size="sm" />
        ) : loading ? (
          <LoadingRows label="Loading reviews" rows={2} />
        ) : null}
      </SectionCard>
    );
  }
  const { reviewSummary: summary, reviews, viewerReview } = company;
  const own = viewerReview?.review;
  return (
    <SectionCard title="Reviews">
      <Stack gap={4}>
        {summary.rating !== null && summary.rating !== undefined && summary.reviewCount > 0 ? (
          <Stack gap={2}>
            <Text fontSize="lg" role="img" aria-label={ratingLabel(summary.rating, summary.reviewCount)}>
              <Text as="span" color="orange.fg" aria-hidden>
                ★
              </Text>{' '}
              <Text as="span" fontWeight="bold" aria-hidden>
                {formatRating(summary.rating)}
              </Text>{' '}
              <Text as="span" color="fg.muted" fontSize="md" aria-hidden>
                ({summary.reviewCount} {summary.reviewCount === 1 ? 'review' : 'reviews'})
              </Text>
            </Text>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={2}>
              {CRITERIA.map((c) => {
                const value = summary[c.key];
                return (
                  <Text key={c.key} fontSize="sm">
                    {c.label}:{' '}
                    <Text as="span" fontWeight="semibold">
                      {value === null || value === undefined ? '–' : formatRating(value)}
                    </Text>
                  </Text>
                );
              })}
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted">
              Every review comes from a company that recorded {company.name} as a contracted partner.
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">No reviews yet.</Text>
        )}
        {viewerReview?.canReview || own ? (
          <HStack>
            <Button size="sm" variant={own ? 'outline' : 'solid'} onClick={() => setWriting(true)}>
              {own ? 'Edit your review' : 'Write a review'}
            </Button>
          </HStack>
        ) : null}
        {!signedIn ? (
          summary.reviewCount > 0 ? (
            <Text fontSize="sm">Sign in to read the reviews.</Text>
          ) : null
        ) : (
          <Stack gap={3}>
            {reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} companyName={company.name} />
            ))}
            <Pager page={reviews.page} totalPages={reviews.totalPages} onPageChange={setPage} hideSinglePage />
          </Stack>
        )}
      </Stack>
      {writing ? (
        <ReviewDialog
          companyId={company.id}
          companyName={company.name}
          review={own ?? undefined}
          onClose={() => setWriting(false)}
          refetchQueries={['CompanyReviews']}
        />
      ) : null}
    </SectionCard>
  );
}
