import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { useViewer } from '../../../shared/session/useViewer';
import { PageContainer } from '../../../ui/PageContainer';
import { ReplyForm } from '../components/ReplyForm';
import { ReportDialog } from '../components/ReportDialog';
import { ReviewItem } from '../components/ReviewItem';
import { CRITERIA, formatRating, ratingLabel } from '../reviewFormat';

export const ManageReviewsDocument = graphql(`
  query ManageReviews($page: Int!) {
    receivedReviews(page: $page, size: 10) {
      summary {
        reviewCount
        rating
        quality
        timeliness
        communication
        value
      }
      reviews {
        items {
          id
          title
          reply
          reported
          hidden
          ...ReviewItem_review
        }
        page
        totalPages
        totalElements
      }
    }
  }
`);

/** `/dashboard/manage-reviews`: the reviews of the viewer's company, a public reply to each, a report for abuse. */
export function ManageReviewsPage() {
  const viewer = useViewer();
  const companyName = viewer?.user?.company?.name ?? 'your company';
  const [page, setPage] = useState(0);
  const [reporting, setReporting] = useState<{ id: string; title: string } | null>(null);
  const { data, error, loading, refetch } = useQuery(ManageReviewsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const received = data?.receivedReviews;
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            Manage reviews
          </Heading>
          <Text color="fg.muted">
            Reviews of {companyName} by its contracted partners. Reply in public, or report a review that breaks the
            rules.
          </Text>
        </Stack>
        {!received ? (
          error ? (
            <LoadError error={error} onRetry={() => void refetch()} title="Reviews could not be loaded" />
          ) : loading ? (
            <LoadingRows label="Loading reviews" rows={3} />
          ) : null
        ) : (
          <>
            {received.summary.rating !== null && received.summary.rating !== undefined ? (
              <Stack gap={1}>
                <Text
                  fontSize="lg"
                  role="img"
                  aria-label={ratingLabel(received.summary.rating, received.summary.reviewCount)}
                >
                  <Text as="span" color="orange.fg" aria-hidden>
                    ★
                  </Text>{' '}
                  <Text as="span" fontWeight="bold" aria-hidden>
                    {formatRating(received.summary.rating)}
                  </Text>{' '}
                  <Text as="span" color="fg.muted" aria-hidden>
                    ({received.summary.reviewCount})
                  </Text>
                </Text>
                <Text fontSize="sm">
                  {CRITERIA.map((c) => {
                    const value = received.summary[c.key];
                    return `${c.label} ${value === null || value === undefined ? '–' : formatRating(value)}`;
                  }).join(' · ')}
                </Text>
              </Stack>
            ) : null}
            {received.reviews.items.length === 0 ? (
              <Text color="fg.muted">
                No reviews yet. Companies that record yours as a contracted partner can review it.
              </Text>
            ) : (
              <Stack gap={4}>
                {received.reviews.items.map((review) => (
                  <ReviewItem
                    key={review.id}
                    review={review}
                    companyName={companyName}
                    marks={
                      <>
                        {review.reported ? <Badge colorPalette="orange">Reported</Badge> : null}
                        {review.hidden ? <Badge colorPalette="gray">Hidden by the admin team</Badge> : null}
                      </>
                    }
                    actions={
                      <Stack gap={2}>
                        <ReplyForm reviewId={review.id} reply={review.reply ?? null} title={review.title} />
                        {!review.reported && !review.hidden ? (
                          <Button
                            size="xs"
                            variant="ghost"
                            alignSelf="flex-start"
                            onClick={() => setReporting({ id: review.id, title: review.title })}
                          >
                            Report abuse
                          </Button>
                        ) : null}
                      </Stack>
                    }
                  />
                ))}
                <Pager
                  page={received.reviews.page}
                  totalPages={received.reviews.totalPages}
                  onPageChange={setPage}
                  hideSinglePage
                />
              </Stack>
            )}
          </>
        )}
      </Stack>
      {reporting ? (
        <ReportDialog reviewId={reporting.id} title={reporting.title} onClose={() => setReporting(null)} />
      ) : null}
    </PageContainer>
  );
}
