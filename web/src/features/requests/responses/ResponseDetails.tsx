import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ResponseFields_ResponseFragment } from '../../../__generated__/graphql';
import { DetailList } from '../../../ui/DetailList';
import { formatDollars, STATUS_LABELS, STATUS_PALETTES } from './responsesFormat';

export interface ResponseDetailsProps {
  response: ResponseFields_ResponseFragment;
}

/** A response's status, proposal, timeline, price and (declined) the reason. */
export function ResponseDetails({ response }: ResponseDetailsProps) {
  return (
    <Stack gap={3}>
      <StatusBadge status={response.status} />
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {response.message}
      </Text>
      <DetailList
        items={[
          { label: 'Timeline', value: response.timeline },
          {
            label: 'Price',
            value:
              response.price === null || response.price === undefined ? 'Not given' : formatDollars(response.price),
          },
          ...(response.declineReason ? [{ label: 'Reason for declining', value: response.declineReason }] : []),
        ]}
      />
    </Stack>
  );
}

export function StatusBadge({ status }: { status: ResponseFields_ResponseFragment['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} alignSelf="flex-start">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
