import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { RewardsPageQuery } from '../../../__generated__/graphql';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { Pager } from '../../../shared/ui/Pager';
import { SectionCard } from '../../../ui/SectionCard';
import { StackedList } from '../../../ui/StackedList';
import { REWARD_STATUS_LABELS, STATUS_PALETTES } from '../rewardLabels';

type Rewards = RewardsPageQuery['referralRewards'];
type RewardItem = Rewards['items'][number];

export interface RewardListProps {
  rewards: Rewards;
  onPageChange: (page: number) => void;
}

function outcome(reward: RewardItem): string {
  if (reward.status === 'APPLIED') {
    const off = reward.appliedDiscount ? formatMoney(reward.appliedDiscount) : `${reward.percentOff}%`;
    const charge = reward.payment
      ? ` on the charge of ${formatDate(reward.payment.createdAt) ?? '—'} (${reward.payment.description}: ${formatMoney(reward.payment.amount)} paid)`
      : '';
    return `Applied ${formatDate(reward.appliedAt) ?? '—'}: ${off} off${charge}.`;
  }
  if (reward.status === 'WITHDRAWN')
    return `Withdrawn ${formatDate(reward.withdrawnAt) ?? '—'}: its referral was undone before it was used.`;
  return 'Waiting for your next subscription charge, which it lowers automatically.';
}

/** The company's rewards: earned, applied (how much, when, on which charge) and withdrawn. */
export function RewardList({ rewards, onPageChange }: RewardListProps) {
  return (
    <SectionCard title="Rewards">
      {rewards.items.length === 0 ? (
        <Stack gap={1}>
          <Text>Your company has no rewards yet.</Text>
          <Text color="fg.muted">A reward is earned when a company you invited pays for its first subscription.</Text>
        </Stack>
      ) : (
        <Stack gap={4}>
          <StackedList
            label="Rewards, newest first"
            items={rewards.items}
            itemKey={(reward) => reward.id}
            renderItem={(reward) => (
              <Stack gap={1}>
                <Flex gap={2} justify="space-between" align="baseline" wrap="wrap">
                  <Text fontWeight="semibold">{`${reward.percentOff}% off one charge`}</Text>
                  <Badge colorPalette={STATUS_PALETTES[reward.status]}>{REWARD_STATUS_LABELS[reward.status]}</Badge>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {`Earned ${formatDate(reward.earnedAt) ?? '—'} · ${reward.referredCompanyName} paid for its first subscription`}
                </Text>
                <Text fontSize="sm">{outcome(reward)}</Text>
              </Stack>
            )}
          />
          <Pager page={rewards.page} totalPages={rewards.totalPages} hideSinglePage onPageChange={onPageChange} />
        </Stack>
      )}
    </SectionCard>
  );
}
