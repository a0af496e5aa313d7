import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { companyProfilePath } from '../../company';
import { CRITERIA, formatRating, starText } from '../reviewFormat';

export const ReviewItemFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    companyId
    writtenBy {
      id
      name
      alias
    }
    verified
    quality
    timeliness
    communication
    value
    rating
    title
    body
    reply
    repliedAt
    createdAt
    updatedAt
  }
`);

export interface ReviewItemProps {
  review: FragmentType<typeof ReviewItemFragment>;
  /** Who answers for the reviewed company (its name, over the reply). */
  companyName: string;
  /** Marks beside the title (e.g. "Reported", "Hidden"). */
  marks?: ReactNode;
  /** What the viewer may do with it, under it. */
  actions?: ReactNode;
}

/** One review: reviewer and "Verified partner", stars, title, text, date, and the reply with its date. */
export function ReviewItem({ review: ref, companyName, marks, actions }: ReviewItemProps) {
  const review = getFragmentData(ReviewItemFragment, ref);
  return (
    <Stack as="article" gap={2} borderWidth="1px" borderRadius="md" p={4} aria-label={`Review: ${review.title}`}>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <HStack wrap="wrap" gap={2}>
          <AppLink to={companyProfilePath(review.writtenBy.alias)} fontWeight="semibold">
            {review.writtenBy.name}
          </AppLink>
          {review.verified ? (
            <Badge colorPalette="green" variant="subtle">
              Verified partner
            </Badge>
          ) : null}
          {marks}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatDate(review.createdAt)}
        </Text>
      </HStack>
      <Text fontSize="sm" role="img" aria-label={`Rated ${formatRating(review.rating)} out of 5`}>
        <Text as="span" color="orange.fg" aria-hidden>
          {starText(Math.round(review.rating))}
        </Text>{' '}
        <Text as="span" fontWeight="semibold" aria-hidden>
          {formatRating(review.rating)}
        </Text>
      </Text>
      <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
        {review.title}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {review.body}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {CRITERIA.map((c) => `${c.label} ${review[c.key]}/5`).join(' · ')}
      </Text>
      {review.reply ? (
        <Box borderLeftWidth="3px" borderColor="border.emphasized" pl={3} py={1}>
          <Text fontSize="sm" fontWeight="semibold">
            Reply from {companyName}
            {review.repliedAt ? (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {' '}
                · {formatDate(review.repliedAt)}
              </Text>
            ) : null}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {review.reply}
          </Text>
        </Box>
      ) : null}
      {actions}
    </Stack>
  );
}
