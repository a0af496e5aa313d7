import { Text } from '@chakra-ui/react';
import { type FragmentType, getFragmentData } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { SectionCard } from '../../../ui/SectionCard';
import { ReferredByFieldsFragment } from '../reward.documents';

export interface ReferredByCardProps {
  referredBy: FragmentType<typeof ReferredByFieldsFragment>;
}

/** The other side of a referral: the invite the viewer's own company came by, and what it did. */
export function ReferredByCard(props: ReferredByCardProps) {
  const came = getFragmentData(ReferredByFieldsFragment, props.referredBy);
  const joined = `Your company joined through ${came.referrerCompanyName}'s invite on ${formatDate(came.registeredAt) ?? '—'}.`;
  const state =
    came.status === 'QUALIFIED'
      ? `Your first subscription payment on ${formatDate(came.qualifiedAt) ?? '—'} earned them a reward. Thank you!`
      : came.status === 'VOID'
        ? `The referral is void since ${formatDate(came.voidedAt) ?? '—'}: ${came.voidReason ?? ''}`
        : 'When your company pays for its first subscription, they earn a reward.';
  return (
    <SectionCard title="How your company joined">
      <Text>{joined}</Text>
      <Text color="fg.muted">{state}</Text>
    </SectionCard>
  );
}
