import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { RewardsPageQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { Pager } from '../../../shared/ui/Pager';
import { SectionCard } from '../../../ui/SectionCard';
import { StackedList } from '../../../ui/StackedList';
import { REFERRAL_STATUS_LABELS, STATUS_PALETTES } from '../rewardLabels';

type Referrals = RewardsPageQuery['referrals'];
type ReferralItem = Referrals['items'][number];

export interface ReferralListProps {
  referrals: Referrals;
  onPageChange: (page: number) => void;
}

function outcome(referral: ReferralItem): string {
  if (referral.status === 'QUALIFIED')
    return `Qualified on ${formatDate(referral.qualifiedAt) ?? '—'}: its first payment went through.`;
  if (referral.status === 'VOID')
    return `Void since ${formatDate(referral.voidedAt) ?? '—'}: ${referral.voidReason ?? 'undone.'}`;
  return 'Registered: waiting for its first paid subscription.';
}

/** The companies the company's invite links brought, with where each stands. */
export function ReferralList({ referrals, onPageChange }: ReferralListProps) {
  return (
    <SectionCard title="Invitations">
      {referrals.items.length === 0 ? (
        <Stack gap={1}>
          <Text>No company has registered through your company's invite links yet.</Text>
          <Text color="fg.muted">Share your link above: companies that register through it are listed here.</Text>
        </Stack>
      ) : (
        <Stack gap={4}>
          <StackedList
            label="Companies invited, newest first"
            items={referrals.items}
            itemKey={(referral) => referral.id}
            renderItem={(referral) => (
              <Stack gap={1}>
                <Flex gap={2} justify="space-between" align="baseline" wrap="wrap">
                  <Text fontWeight="semibold">{referral.companyName}</Text>
                  <Badge colorPalette={STATUS_PALETTES[referral.status]}>
                    {REFERRAL_STATUS_LABELS[referral.status]}
                  </Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {`Registered ${formatDate(referral.registeredAt) ?? '—'}${
                    referral.invitedBy
                      ? ` · invited by ${referral.invitedBy.firstName} ${referral.invitedBy.lastName}`
                      : ''
                  }`}
                </Text>
                <Text fontSize="sm">{outcome(referral)}</Text>
              </Stack>
            )}
          />
          <Pager page={referrals.page} totalPages={referrals.totalPages} hideSinglePage onPageChange={onPageChange} />
        </Stack>
      )}
    </SectionCard>
  );
}
