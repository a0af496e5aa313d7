import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format/dates';
import type { SsoDomainVerifier } from '../../../__generated__/graphql';
import { CopyableValue } from './CopyableValue';

export interface SsoDomainItem {
  domain: string;
  verificationRecord: string;
  verified: boolean;
  verifiedAt?: string | null;
  verifiedBy?: SsoDomainVerifier | null;
}

export interface SsoDomainRowProps {
  item: SsoDomainItem;
  onVerify: () => void;
  onRemove: () => void;
  /** Which of the row's actions is in flight, if one. */
  busy: 'verify' | 'remove' | null;
}

/** How the domain stands, as the card says it. */
export function domainState(item: SsoDomainItem): string {
  if (!item.verified) return 'Not verified';
  return item.verifiedBy === 'ADMIN' ? 'Verified by a platform admin' : 'Verified by DNS';
}

/** One claimed domain: its state, and for one not verified yet the TXT record to publish and "Verify". */
export function SsoDomainRow({ item, onVerify, onRemove, busy }: SsoDomainRowProps) {
  const since = formatDate(item.verifiedAt);
  return (
    <Box as="li" aria-label={item.domain} borderWidth="1px" rounded="md" p={4} minW={0}>
      <Stack gap={3}>
        <Flex gap={3} align="center" wrap="wrap" justify="space-between">
          <Flex gap={3} align="center" wrap="wrap" minW={0}>
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {item.domain}
            </Text>
            <Badge colorPalette={item.verified ? 'green' : 'orange'}>{domainState(item)}</Badge>
            {item.verified && since ? <Text fontSize="sm" color="fg.muted">{`since ${since}`}</Text> : null}
          </Flex>
          <Flex gap={2} wrap="wrap">
            {item.verified ? null : (
              <Button size="sm" onClick={onVerify} loading={busy === 'verify'} disabled={busy !== null}>
                Verify
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onRemove}
              loading={busy === 'remove'}
              disabled={busy !== null}
            >
              Remove
            </Button>
          </Flex>
        </Flex>
        {item.verified ? null : (
          <CopyableValue
            label={`TXT record for ${item.domain}`}
            value={item.verificationRecord}
            helperText={`Publish this TXT record in the DNS of ${item.domain}, then press Verify.`}
          />
        )}
      </Stack>
    </Box>
  );
}
