import { Badge, Heading, List, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { AppLink } from '../../../ui/AppLink';
import { deadlineText, REQUESTS_PATH, requestPath, RESPONSE_STATUS_LABELS, todayUtc } from '../../requests';

export const DeadlinesSectionFragment = graphql(`
  fragment DeadlinesSection_deadlines on MemberHomeDeadlines {
    openRequestCount
    requests {
      id
      title
      status
      responseDeadline
      responseCount
      mine
      postedByName
    }
    responseCount
    responses {
      id
      status
      mine
      requestId
      requestTitle
      requestStatus
      responseDeadline
      poster {
        id
        name
      }
    }
  }
`);

/** A deadline this many days away or nearer is highlighted. */
export const NEAR_DAYS = 7;

/** Whether an open request's deadline (a UTC day) is today or within NEAR_DAYS days. */
export function isNear(deadline: string, status: string, today: string = todayUtc()): boolean {
  const days = (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return status === 'OPEN' && days >= 0 && days <= NEAR_DAYS;
}

function Deadline({ deadline, status }: { deadline: string; status: Parameters<typeof deadlineText>[1] }) {
  const near = isNear(deadline, status);
  return (
    <Text as="span" fontSize="sm" color={near ? 'fg' : 'fg.muted'} fontWeight={near ? 'semibold' : 'normal'}>
      <span title={formatDate(deadline) ?? undefined}>{deadlineText(deadline, status)}</span>
      {near ? (
        <Badge ms={2} size="sm" colorPalette="orange">
          Soon
        </Badge>
      ) : null}
    </Text>
  );
}

export interface DeadlinesSectionProps {
  deadlines: FragmentType<typeof DeadlinesSectionFragment>;
}

/** The company's open requests (the viewer's own first) and its responses to others', with deadlines. */
export function DeadlinesSection({ deadlines: ref }: DeadlinesSectionProps) {
  const deadlines = getFragmentData(DeadlinesSectionFragment, ref);
  const count = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading as="h3" size="sm">
          Your company's open requests
        </Heading>
        {deadlines.requests.length === 0 ? (
          <Text color="fg.muted">
            No open requests. Those your company posts show here with their deadlines:{' '}
            <AppLink to={REQUESTS_PATH}>go to requests</AppLink>.
          </Text>
        ) : (
          <List.Root gap={3} listStyleType="none" aria-label="Your company's open requests">
            {deadlines.requests.map((request) => (
              <List.Item key={request.id} minW={0}>
                <Stack gap={0.5}>
                  <AppLink to={requestPath(request.id)} wordBreak="break-word">
                    {request.title}
                  </AppLink>
                  <Deadline deadline={request.responseDeadline} status={request.status} />
                  <Text fontSize="sm" color="fg.muted">
                    {count(request.responseCount, '1 response', 'responses')} ·{' '}
                    {request.mine ? 'posted by you' : `posted by ${request.postedByName}`}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
        {deadlines.openRequestCount > deadlines.requests.length ? (
          <AppLink to={`${REQUESTS_PATH}?scope=my`} fontSize="sm">
            All {deadlines.openRequestCount} open requests
          </AppLink>
        ) : null}
      </Stack>
      <Stack gap={2}>
        <Heading as="h3" size="sm">
          Your company's responses
        </Heading>
        {deadlines.responses.length === 0 ? (
          <Text color="fg.muted">
            No responses yet. <AppLink to={REQUESTS_PATH}>Browse requests</AppLink> your company could answer.
          </Text>
        ) : (
          <List.Root gap={3} listStyleType="none" aria-label="Your company's responses">
            {deadlines.responses.map((response) => (
              <List.Item key={response.id} minW={0}>
                <Stack gap={0.5}>
                  <AppLink to={requestPath(response.requestId)} wordBreak="break-word">
                    {response.requestTitle}
                  </AppLink>
                  <Deadline deadline={response.responseDeadline} status={response.requestStatus} />
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                    {response.poster.name} · {RESPONSE_STATUS_LABELS[response.status]}
                    {response.mine ? ' · sent by you' : ''}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
        {deadlines.responseCount > deadlines.responses.length ? (
          <Text fontSize="sm" color="fg.muted">
            {deadlines.responseCount} responses in all.
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
