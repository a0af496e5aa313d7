import { Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { formatDate } from '../../../shared/format/dates';
import { DetailList } from '../../../ui/DetailList';
import { SectionCard } from '../../../ui/SectionCard';
import { billingPeriodText, SUBSCRIPTION_STATUS_LABELS } from '../../subscription';

export const DashboardSubscriptionFragment = graphql(`
  fragment DashboardSubscription_subscription on CurrentSubscription {
    id
    plan
    name
    status
    endDate
    period
    billingAdmin
  }
`);

export interface DashboardSubscriptionProps {
  /** Null when the company has no subscription data. */
  subscription: FragmentType<typeof DashboardSubscriptionFragment> | null | undefined;
}

// A company that never subscribed reads as plan NONE ("No plan"), whether the server sends that
// or no subscription at all.
const NO_SUBSCRIPTION = {
  plan: 'NONE',
  name: 'No subscription',
  status: null,
  endDate: null,
  period: null,
  billingAdmin: false,
} as const;

/** "Your subscription": plan, status, billing period, end date and billing-admin flag. */
export function DashboardSubscription(props: DashboardSubscriptionProps) {
  const subscription = getFragmentData(DashboardSubscriptionFragment, props.subscription) ?? NO_SUBSCRIPTION;
  return (
    <SectionCard title="Your subscription">
      <Stack gap={4}>
        {subscription.plan === 'NONE' ? <Text color="fg.muted">You don't have a subscription yet.</Text> : null}
        <DetailList
          items={[
            // Named as the offerings and my subscription name it (the api's catalog).
            { label: 'Plan', value: subscription.name },
            { label: 'Status', value: subscription.status ? SUBSCRIPTION_STATUS_LABELS[subscription.status] : null },
            { label: 'Billing period', value: billingPeriodText(subscription.status, subscription.period) },
            { label: 'Ends on', value: formatDate(subscription.endDate) },
            { label: 'Billing admin', value: subscription.billingAdmin ? 'Yes' : 'No' },
          ]}
        />
      </Stack>
    </SectionCard>
  );
}
