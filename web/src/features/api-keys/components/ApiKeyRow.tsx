import { Badge, Box, Button, Code, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { DetailList } from '../../../ui/DetailList';
import { prefixText, SCOPE_LABELS, STATUS_LABELS, STATUS_PALETTES } from '../apiKeyLabels';
import { ApiKeyUsageSummary, ApiKeyUsageTable } from './ApiKeyUsage';

export const ApiKeyRowFragment = graphql(`
  fragment ApiKeyRow_apiKey on ApiKey {
    id
    name
    scope
    prefix
    status
    createdAt
    createdByName
    expiresAt
    lastUsedAt
    ...ApiKeyUsage_apiKey
  }
`);

/** The list's columns, in order (the table's header and the cards' labels). */
export const API_KEY_COLUMNS = [
  'Name',
  'Access',
  'Key',
  'Status',
  'Created',
  'Expires',
  'Last used',
  'Last 14 days',
] as const;

export interface ApiKeyRowProps {
  apiKey: FragmentType<typeof ApiKeyRowFragment>;
  /** A card of a list (phones) instead of a table row. */
  compact: boolean;
  /** This key's revocation is being sent. */
  revoking: boolean;
  onRevoke: () => void;
}

/**
 * One key as a table row (with its daily usage in a row beneath, when opened) or, on phones, a
 * card with the same parts and names. Only active keys can be revoked.
 */
export function ApiKeyRow({ apiKey: ref, compact, revoking, onRevoke }: ApiKeyRowProps) {
  const apiKey = getFragmentData(ApiKeyRowFragment, ref);
  const [showDays, setShowDays] = useState(false);
  const detailId = useId();

  const status = <Badge colorPalette={STATUS_PALETTES[apiKey.status]}>{STATUS_LABELS[apiKey.status]}</Badge>;
  const prefix = <Code fontSize="sm">{prefixText(apiKey.prefix)}</Code>;
  const created = (
    <Stack gap={0}>
      <span>{formatDate(apiKey.createdAt)}</span>
      <Text as="span" fontSize="sm" color="fg.muted">{`by ${apiKey.createdByName}`}</Text>
    </Stack>
  );
  const expires = formatDate(apiKey.expiresAt) ?? 'Never';
  const lastUsed = apiKey.lastUsedAt ? <RelativeTime value={apiKey.lastUsedAt} /> : 'Never';
  const usage = (
    <Stack gap={1} align="flex-start">
      <ApiKeyUsageSummary apiKey={apiKey} />
      <Button
        size="xs"
        variant="ghost"
        px={1}
        aria-expanded={showDays}
        aria-controls={showDays ? detailId : undefined}
        aria-label={`Daily usage: ${apiKey.name}`}
        onClick={() => setShowDays((shown) => !shown)}
      >
        Daily usage
      </Button>
    </Stack>
  );
  const revoke =
    apiKey.status === 'ACTIVE' ? (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={revoking}
        aria-label={`Revoke ${apiKey.name}`}
        onClick={onRevoke}
      >
        Revoke
      </Button>
    ) : null;
  const days = showDays ? <ApiKeyUsageTable id={detailId} apiKey={apiKey} name={apiKey.name} /> : null;

  if (compact) {
    const details: Array<[string, ReactNode]> = [
      ['Access', SCOPE_LABELS[apiKey.scope]],
      ['Key', prefix],
      ['Created', created],
      ['Expires', expires],
      ['Last used', lastUsed],
      ['Last 14 days', usage],
    ];
    return (
      <Stack gap={3}>
        <Flex gap={2} justify="space-between" align="flex-start">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {apiKey.name}
          </Text>
          {status}
        </Flex>
        <DetailList items={details.map(([label, value]) => ({ label, value }))} />
        {days ? <Box overflowX="auto">{days}</Box> : null}
        {revoke ? <Flex justify="flex-end">{revoke}</Flex> : null}
      </Stack>
    );
  }
  return (
    <>
      <Table.Row>
        <Table.Cell fontWeight="medium" overflowWrap="anywhere" whiteSpace="normal" minW="9rem">
          {apiKey.name}
        </Table.Cell>
        <Table.Cell>{SCOPE_LABELS[apiKey.scope]}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">{prefix}</Table.Cell>
        <Table.Cell>{status}</Table.Cell>
        <Table.Cell>{created}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">{expires}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">{lastUsed}</Table.Cell>
        {/* Wraps ("121 requests · 2 errors ·" / "cost 301"): on one line the row outgrew 1280 px. */}
        <Table.Cell whiteSpace="normal" minW="9rem">
          {usage}
        </Table.Cell>
        <Table.Cell textAlign="end">{revoke}</Table.Cell>
      </Table.Row>
      {days ? (
        <Table.Row>
          <Table.Cell colSpan={API_KEY_COLUMNS.length + 1} bg="bg.subtle">
            {days}
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}
