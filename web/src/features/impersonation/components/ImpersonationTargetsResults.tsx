import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorLike } from '@apollo/client';
import type { ImpersonationPickerPageQuery } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/LoadStates';
import { Pager } from '../../../shared/ui/Pager';
import { ImpersonationTargetsTable } from './ImpersonationTargetsTable';

export interface ImpersonationTargetsResultsProps {
  /** The current page, or the previous one while the next loads. */
  targets: ImpersonationPickerPageQuery['impersonationTargets'] | undefined;
  loading: boolean;
  /** Set only when there is nothing to show. */
  error: ErrorLike | undefined;
  onRetry: () => void;
  search: string;
  pendingUserId: string | null;
  onActAs: (userId: string) => void;
  onPageChange: (page: number) => void;
}

/** The picker's list in each of its states: loading, error, empty, or a page of users. */
export function ImpersonationTargetsResults(props: ImpersonationTargetsResultsProps) {
  const { targets, loading, error, search } = props;

  if (error) {
    return <LoadError error={error} size="sm" onRetry={props.onRetry} />;
  }

  if (!targets) {
    return (
      <Stack gap={2} role="status" aria-label="Loading users">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="9" />
        ))}
      </Stack>
    );
  }

  if (targets.items.length === 0) {
    return (
      <Text role="status" color="fg.muted" py={6}>
        {search ? `No users match "${search}".` : 'There are no users to act as yet.'}
      </Text>
    );
  }

  return (
    <Stack gap={4}>
      <Box aria-busy={loading} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
        <ImpersonationTargetsTable users={targets.items} pendingUserId={props.pendingUserId} onActAs={props.onActAs} />
      </Box>
      <Pager page={targets.page} totalPages={targets.totalPages} onPageChange={props.onPageChange} />
    </Stack>
  );
}
