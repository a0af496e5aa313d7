import { Alert, Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { useAppConfig } from '../../../shared/config/appConfigContext';
import { formatDate } from '../../../shared/format/dates';
import { endsWhen, formatDaysLeft } from '../../../shared/format/daysLeft';
import { MY_SUBSCRIPTION_PATH, OFFERINGS_PATH } from '../../../shared/paths';
import { CardSetupButton } from '../../billing';
import { confirmationPath } from '../subscriptionUrls';

export const SubscriptionNoticeFragment = graphql(`
  fragment SubscriptionNotice_subscription on SubscriptionDetails {
    id
    plan
    status
    endReason
    endDate
    trialEndDate
    daysLeft
    gracePeriodEndDate
    cancelAtPeriodEnd
    canManageBilling
  }
`);

export const SubscriptionNoticeCatalogFragment = graphql(`
  fragment SubscriptionNotice_catalog on SubscriptionCatalog {
    explorer {
      limits
    }
  }
`);

export interface SubscriptionNoticeProps {
  subscription: FragmentType<typeof SubscriptionNoticeFragment>;
  /** The api's catalog: what Explorer holds back, for Explorer's notice. */
  catalog: FragmentType<typeof SubscriptionNoticeCatalogFragment>;
}

interface NoticeProps {
  status: 'info' | 'warning';
  title: string;
  description: string;
  actions?: ReactNode;
}

function Notice({ status, title, description, actions }: NoticeProps) {
  return (
    <Alert.Root status={status} variant="surface">
      <Alert.Indicator />
      <Alert.Content gap={3}>
        <Alert.Title fontSize="md">{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        {actions ? (
          // The alert tints its content with its status colour; actions keep the brand's.
          <Flex gap={3} wrap="wrap" colorPalette="brand">
            {actions}
          </Flex>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}

const link = (to: string, label: string, variant: 'solid' | 'outline' = 'solid') => (
  <Button asChild size="sm" variant={variant} key={label}>
    <RouterLink to={to}>{label}</RouterLink>
  </Button>
);

/** "tomorrow, Dec 2, 2026" on the day before the end (as the days left say), else "on Dec 2, 2026". */
function trialEnd(daysLeft: number | null, endDate: string | null): string {
  const when = daysLeft === null ? null : endsWhen(daysLeft);
  if (when) return endDate ? `${when}, ${endDate}` : when;
  return endDate ? `on ${endDate}` : 'soon';
}

/** What needs the viewer's attention: no plan, a trial or grace period running out, a trial or subscription that ended, Explorer's upgrade. */
export function SubscriptionNotice(props: SubscriptionNoticeProps) {
  const subscription = getFragmentData(SubscriptionNoticeFragment, props.subscription);
  const catalog = getFragmentData(SubscriptionNoticeCatalogFragment, props.catalog);
  const { trialDays } = useAppConfig();
  const { plan, status, daysLeft } = subscription;
  const endDate = formatDate(subscription.endDate);

  if (plan === 'NONE' || !status) {
    return (
      <Notice
        status="info"
        title="You don't have a subscription yet"
        description={`Every company starts with a ${trialDays}-day free trial of Innovator, or can stay on Explorer for free.`}
        actions={link(OFFERINGS_PATH, 'See plans')}
      />
    );
  }
  if ((status === 'ENDED' || status === 'INACTIVE') && subscription.endReason === 'TRIAL_ENDED') {
    const ended = formatDate(subscription.trialEndDate ?? subscription.endDate);
    return (
      <Notice
        status="info"
        title="Your free trial has ended"
        description={`Your ${trialDays}-day free trial ended${ended ? ` on ${ended}` : ''}. Choose Innovator to keep full access, or continue free with Explorer.`}
        actions={[
          link(OFFERINGS_PATH, 'Choose a plan'),
          link(confirmationPath('CONFIRM_EXPLORER'), 'Continue with Explorer', 'outline'),
        ]}
      />
    );
  }
  if (status === 'ENDED' || status === 'INACTIVE') {
    return (
      <Notice
        status="info"
        title="Your subscription has ended"
        description="Renew it to get full access back for your company."
        actions={link(OFFERINGS_PATH, 'Renew your subscription')}
      />
    );
  }
  if (status === 'PAST_DUE') {
    const graceEnd = formatDate(subscription.gracePeriodEndDate);
    return (
      <Notice
        status="warning"
        title={`Grace Period: ${daysLeft === null ? 'payment needed' : formatDaysLeft(daysLeft)}`}
        description={`Your last payment didn't go through. Update your payment method${graceEnd ? ` by ${graceEnd}` : ''} to keep full access.`}
        actions={
          subscription.canManageBilling && subscription.id ? (
            <CardSetupButton size="sm" returnPath={MY_SUBSCRIPTION_PATH} subscriptionId={subscription.id}>
              Update payment method
            </CardSetupButton>
          ) : null
        }
      />
    );
  }
  if (status === 'TRIALING') {
    return (
      <Notice
        status="info"
        title={`Free Trial: ${daysLeft === null ? 'running' : formatDaysLeft(daysLeft)}`}
        description={`Your free trial of Innovator ends ${trialEnd(daysLeft, endDate)}. Choose a plan before then to keep full access.`}
        actions={link(OFFERINGS_PATH, 'Choose a plan')}
      />
    );
  }
  if (plan === 'EXPLORER') {
    return (
      <Notice
        status="info"
        title="You're on Explorer, the free plan"
        description={catalog.explorer.limits.join(' ')}
        actions={link(OFFERINGS_PATH, 'Upgrade to Innovator')}
      />
    );
  }
  if (subscription.cancelAtPeriodEnd) {
    return (
      <Notice
        status="info"
        title="Your subscription is canceled"
        description={`It ends${endDate ? ` on ${endDate}` : ' at the end of the period'}; you won't be charged again.`}
        actions={link(OFFERINGS_PATH, 'See plans', 'outline')}
      />
    );
  }
  return null;
}
