import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { FragmentType } from '../../../__generated__';
import type { RequestScope } from '../../../__generated__/graphql';
import { LoadError, LoadingRows } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { NEW_REQUEST_PATH } from '../requestsUrls';
import { RequestCard } from './RequestCard';
import type { RequestCardFragment } from './RequestCard';

export interface RequestListPage {
  items: ReadonlyArray<FragmentType<typeof RequestCardFragment> & { id: string }>;
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface RequestListProps {
  page: RequestListPage | undefined;
  error: unknown;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  scope: RequestScope;
  filtered: boolean;
  canPost: boolean;
}

function EmptyState({ scope, filtered, canPost }: Pick<RequestListProps, 'scope' | 'filtered' | 'canPost'>) {
  let message = 'There are no open requests right now.';
  if (filtered) message = 'No requests match these filters.';
  else if (scope === 'MY') message = 'You have not posted a request yet.';
  else if (scope === 'COLLEAGUES') message = 'Your colleagues have not posted a request yet.';
  return (
    <Stack gap={3} align="flex-start" py={6}>
      <Text>{message}</Text>
      {canPost && !filtered && scope !== 'ALL' ? (
        <Button asChild>
          <RouterLink to={NEW_REQUEST_PATH}>Post a request</RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}

/** The cards of a page, "Showing 1–20 of 134" and paging; loading, error and empty states. */
export function RequestList({ page, error, onRetry, onPageChange, scope, filtered, canPost }: RequestListProps) {
  if (!page) return error ? <LoadError error={error} onRetry={onRetry} /> : <LoadingRows label="Loading requests" />;
  if (page.totalElements === 0 || page.items.length === 0)
    return <EmptyState scope={scope} filtered={filtered} canPost={canPost} />;
  const first = page.page * page.size + 1;
  const last = Math.min(first + page.items.length - 1, page.totalElements);
  return (
    <Stack gap={4}>
      {error ? <LoadError error={error} onRetry={onRetry} size="sm" /> : null}
      <Text
        color="fg.muted"
        fontSize="sm"
        aria-live="polite"
      >{`Showing ${first}–${last} of ${page.totalElements}`}</Text>
      <Stack as="ul" gap={3} listStyleType="none" aria-label="Requests">
        {page.items.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} />
          </li>
        ))}
      </Stack>
      <Flex justify="flex-end">
        <Pager page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} hideSinglePage />
      </Flex>
    </Stack>
  );
}
