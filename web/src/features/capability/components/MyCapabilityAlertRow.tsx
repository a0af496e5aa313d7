import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ALERT_STATUS_LABELS, ALERT_STATUS_PALETTES } from '../capabilityFormat';

export const MyCapabilityAlertRowFragment = graphql(`
  fragment MyCapabilityAlertRow_alert on CapabilityAlert {
    id
    title
    status
    validUntil
    services {
      id
      name
    }
  }
`);

export type AlertAction = 'publish' | 'withdraw' | 'delete';

export interface MyCapabilityAlertRowProps {
  alert: FragmentType<typeof MyCapabilityAlertRowFragment>;
  pending: AlertAction | null;
  error: string | null;
  onEdit: () => void;
  onAction: (action: AlertAction) => void;
}

/** One of the company's alerts with what can be done to it in its state. */
export function MyCapabilityAlertRow({ alert: ref, pending, error, onEdit, onAction }: MyCapabilityAlertRowProps) {
  const alert = getFragmentData(MyCapabilityAlertRowFragment, ref);
  const action = (kind: AlertAction, label: string, palette?: string) => (
    <Button
      size="xs"
      variant="outline"
      colorPalette={palette}
      loading={pending === kind}
      disabled={pending !== null && pending !== kind}
      aria-label={`${label}: ${alert.title}`}
      onClick={() => onAction(kind)}
    >
      {label}
    </Button>
  );
  return (
    <Stack as="li" gap={2} py={3} borderBottomWidth="1px" borderColor="border" listStyleType="none">
      <HStack gap={3} justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={1} minW={0} flex="1">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {alert.title}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {`Valid until ${formatDate(alert.validUntil) ?? alert.validUntil} · ${alert.services.map((s) => s.name).join(', ')}`}
          </Text>
        </Stack>
        <Badge colorPalette={ALERT_STATUS_PALETTES[alert.status]}>{ALERT_STATUS_LABELS[alert.status]}</Badge>
      </HStack>
      <HStack gap={2} wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          aria-label={`Edit: ${alert.title}`}
          onClick={onEdit}
          disabled={pending !== null}
        >
          Edit
        </Button>
        {alert.status === 'DRAFT' || alert.status === 'WITHDRAWN' ? action('publish', 'Publish') : null}
        {alert.status === 'CURRENT' || alert.status === 'EXPIRED' ? action('withdraw', 'Withdraw') : null}
        {alert.status === 'DRAFT' ? action('delete', 'Delete', 'red') : null}
      </HStack>
      {error ? <ErrorAlert message={error} /> : null}
    </Stack>
  );
}
