import { Badge, HStack } from '@chakra-ui/react';
import type { RequestKind, RequestStatus } from '../../../__generated__/graphql';
import { KIND_LABELS, STATUS_LABELS, STATUS_PALETTES } from '../requestFormat';

export interface RequestBadgesProps {
  kind: RequestKind;
  status: RequestStatus;
}

/** The kind and the status of a request, as badges. */
export function RequestBadges({ kind, status }: RequestBadgesProps) {
  return (
    <HStack gap={2} wrap="wrap">
      <Badge colorPalette="blue" variant="subtle">
        {KIND_LABELS[kind]}
      </Badge>
      <Badge colorPalette={STATUS_PALETTES[status]} variant="outline">
        {STATUS_LABELS[status]}
      </Badge>
    </HStack>
  );
}
