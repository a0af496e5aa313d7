import { List } from '@chakra-ui/react';
import { SectionCard } from '../../../ui/SectionCard';

export interface ProgrammeRulesProps {
  percentOff: number;
  claimWindowDays: number;
}

/** How the programme works, in short (docs/rewards.md has the whole of it; the api enforces it). */
export function ProgrammeRules({ percentOff, claimWindowDays }: ProgrammeRulesProps) {
  return (
    <SectionCard title="How it works">
      <List.Root gap={2} ps={5}>
        <List.Item>
          A company registers through your link as a new company, and signs in within {claimWindowDays} days.
        </List.Item>
        <List.Item>
          When it pays for its first subscription (not a free plan or a trial), your company earns {percentOff}% off its
          next charge, once.
        </List.Item>
        <List.Item>
          The reward replaces your usual discount on that charge when it is larger: discounts never add up.
        </List.Item>
        <List.Item>
          If that company cancels within its first paid period, the referral is void and an unused reward is withdrawn.
        </List.Item>
        <List.Item>Each company counts once, and your own company or email domain never counts.</List.Item>
      </List.Root>
    </SectionCard>
  );
}
