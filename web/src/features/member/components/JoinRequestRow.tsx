import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import type { JoinRequestDecision } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { fullName } from '../../../shared/user/userLabels';

export const JoinRequestRowFragment = graphql(`
  fragment JoinRequestRow_request on JoinRequest {
    id
    requestedAt
    user {
      id
      firstName
      lastName
      email
      jobTitle
    }
  }
`);

export interface JoinRequestRowProps {
  request: FragmentType<typeof JoinRequestRowFragment>;
  /** The decision being sent for this row, if any. */
  deciding: JoinRequestDecision | null;
  /** True while any row's decision is being sent. */
  disabled: boolean;
  onDecide: (decision: JoinRequestDecision) => void;
}

/** One person waiting to join: who they are, when they asked, and the two answers. */
export function JoinRequestRow(props: JoinRequestRowProps) {
  const request = getFragmentData(JoinRequestRowFragment, props.request);
  const { deciding, disabled, onDecide } = props;
  const nameId = useId();
  const name = fullName(request.user);
  return (
    <Box as="li" aria-labelledby={nameId} py={4} borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Flex
        gap={4}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Stack gap={0.5} minW={0}>
          <Text id={nameId} fontWeight="semibold">
            {name}
          </Text>
          <Text overflowWrap="anywhere">{request.user.email}</Text>
          <Text color="fg.muted">{request.user.jobTitle || 'Job title not given'}</Text>
          <Text color="fg.muted" fontSize="sm">
            Requested on <time dateTime={request.requestedAt}>{formatDate(request.requestedAt)}</time>
          </Text>
        </Stack>
        <Flex gap={2} flexShrink={0}>
          <Button
            size="sm"
            aria-describedby={nameId}
            loading={deciding === 'APPROVE'}
            disabled={disabled}
            onClick={() => onDecide('APPROVE')}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-describedby={nameId}
            loading={deciding === 'DECLINE'}
            disabled={disabled}
            onClick={() => onDecide('DECLINE')}
          >
            Decline
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
