import { Card, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { deadlineText } from '../requestFormat';
import { requestPath } from '../requestsUrls';
import { RequestBadges } from './RequestBadges';

export const RequestCardFragment = graphql(`
  fragment RequestCard_request on RequestSummary {
    id
    kind
    status
    title
    responseDeadline
    teaser
    company {
      id
      name
    }
    therapeuticAreas {
      id
      name
    }
    regions {
      id
      name
    }
    responseCount
    myResponseStatus
    isOwnCompany
  }
`);

export interface RequestCardProps {
  request: FragmentType<typeof RequestCardFragment>;
}

const RESPONSE_WORDS: Record<string, string> = {
  SUBMITTED: 'You responded',
  SHORTLISTED: 'You are shortlisted',
  DECLINED: 'Your response was declined',
  AWARDED: 'You were awarded',
  NOT_AWARDED: 'Not awarded to you',
};

/** One request in a list: kind and status, title (the link), company, deadline, what it names. */
export function RequestCard({ request: ref }: RequestCardProps) {
  const request = getFragmentData(RequestCardFragment, ref);
  const areas = [...(request.therapeuticAreas ?? []), ...(request.regions ?? [])].map((item) => item.name);
  return (
    <LinkBox as="article" aria-labelledby={`request-${request.id}-title`}>
      <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'border.emphasized' }}>
        <Card.Body>
          <Stack gap={2} minW={0}>
            <Flex justify="space-between" gap={3} wrap="wrap" align="center">
              <RequestBadges kind={request.kind} status={request.status} />
              <Text fontSize="sm" color="fg.muted" title={formatDate(request.responseDeadline) ?? undefined}>
                {deadlineText(request.responseDeadline, request.status)}
              </Text>
            </Flex>
            <Heading as="h2" size="md" id={`request-${request.id}-title`} lineClamp={2} wordBreak="break-word">
              <LinkOverlay asChild>
                <RouterLink to={requestPath(request.id)}>{request.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            {request.company ? (
              <Text fontSize="sm" truncate>
                {request.isOwnCompany ? `${request.company.name} (your company)` : request.company.name}
              </Text>
            ) : null}
            {areas.length > 0 ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {areas.join(' · ')}
              </Text>
            ) : null}
            {request.teaser ? null : (
              <Text fontSize="sm" color="fg.muted">
                {[
                  `${request.responseCount ?? 0} ${request.responseCount === 1 ? 'response' : 'responses'}`,
                  request.myResponseStatus ? (RESPONSE_WORDS[request.myResponseStatus] ?? null) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
