import { Button, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { graphql } from '../../../__generated__';
import type { SubscriptionConfirmation } from '../../../__generated__/graphql';
import { useAppConfig } from '../../../shared/config/appConfigContext';
import { formatDate } from '../../../shared/format/dates';
import { DASHBOARD_PATH, MY_SUBSCRIPTION_PATH, OFFERINGS_PATH } from '../../../shared/paths';
import { CardSetupButton, SUBSCRIPTION_HISTORY_PATH } from '../../billing';
import { SUBSCRIPTION_PERIOD_LABELS } from '../subscriptionLabels';
import { checkoutReturnPath, confirmationPath } from '../subscriptionUrls';
import type { CheckoutIntent } from '../subscriptionUrls';
import type { FailedCheckoutState } from '../useCheckout';
import { ConfirmExplorer } from './ConfirmExplorer';
import { ConfirmationLayout } from './ConfirmationLayout';

export const ConfirmationScreenQueryDocument = graphql(`
  query ConfirmationScreen {
    mySubscription {
      id
      plan
      status
      name
      period
      endDate
      cancelAtPeriodEnd
      scheduledPeriod
      trialEndDate
    }
    subscriptionCatalog {
      explorer {
        limits
        ...ConfirmExplorer_plan
      }
    }
  }
`);

export interface ConfirmationScreenProps {
  confirmation: SubscriptionConfirmation;
  /** The purchase a failed or cancelled payment was for, to try it again. */
  intent: CheckoutIntent | null;
}

const link = (to: string, label: string, primary = false) => (
  <Button asChild variant={primary ? 'solid' : 'outline'} key={label}>
    <RouterLink to={to}>{label}</RouterLink>
  </Button>
);

/** Spec §4's confirmation screens, shown on My subscription (`?confirmation=<slug>`). */
export function ConfirmationScreen({ confirmation, intent }: ConfirmationScreenProps) {
  const { data } = useQuery(ConfirmationScreenQueryDocument, { fetchPolicy: 'cache-and-network' });
  const { trialDays } = useAppConfig();
  const { state } = useLocation() as { state: Partial<FailedCheckoutState> | null };
  const subscription = data?.mySubscription;
  const endDate = formatDate(subscription?.endDate);
  const retryPath = intent ? checkoutReturnPath(intent) : MY_SUBSCRIPTION_PATH;

  switch (confirmation) {
    case 'PAYMENT_RECEIVED':
      return (
        <ConfirmationLayout
          title="Payment received"
          tone="success"
          actions={[
            link(DASHBOARD_PATH, 'Go to dashboard', true),
            link(SUBSCRIPTION_HISTORY_PATH, 'View payment history'),
            link(MY_SUBSCRIPTION_PATH, 'My subscription'),
          ]}
        >
          <Text>Thank you. Your payment went through and your receipt is in your payment history.</Text>
          {subscription && subscription.plan !== 'NONE' ? (
            <Text>{`${subscription.name} is active${endDate ? ` until ${endDate}` : ''}.`}</Text>
          ) : null}
        </ConfirmationLayout>
      );
    case 'PAYMENT_CANCELED':
      return (
        <ConfirmationLayout
          title="Payment canceled"
          tone="warning"
          actions={[
            intent ? (
              <CardSetupButton key="retry" returnPath={retryPath}>
                Add a card and try again
              </CardSetupButton>
            ) : null,
            link(OFFERINGS_PATH, 'Back to plans', !intent),
            link(MY_SUBSCRIPTION_PATH, 'My subscription'),
          ]}
        >
          <Text>You left the card page without saving a card, so nothing was charged.</Text>
        </ConfirmationLayout>
      );
    case 'TRIAL_ENDED':
      return <TrialEnded trialEndDate={formatDate(subscription?.trialEndDate ?? subscription?.endDate)} />;
    case 'SUBSCRIPTION_DEACTIVATED':
      return (
        <ConfirmationLayout
          title="Subscription deactivated"
          tone="info"
          actions={[link(OFFERINGS_PATH, 'See plans', true), link(MY_SUBSCRIPTION_PATH, 'My subscription')]}
        >
          <Text>
            {subscription?.cancelAtPeriodEnd && endDate
              ? `Your subscription is canceled. Your company keeps full access until ${endDate}, and you won't be charged again.`
              : 'Your subscription is canceled, and your company no longer has full access.'}
          </Text>
          <Text color="fg.muted">Your company profile stays on the platform. You can subscribe again at any time.</Text>
        </ConfirmationLayout>
      );
    case 'INNOVATOR_STARTED':
      return (
        <ConfirmationLayout
          title="Innovator started"
          tone="success"
          actions={[link(DASHBOARD_PATH, 'Go to dashboard', true), link(MY_SUBSCRIPTION_PATH, 'My subscription')]}
        >
          <Text>
            {subscription?.status === 'TRIALING'
              ? `Your free trial of Innovator has started: your company has full access${endDate ? ` until ${endDate}` : ` for ${trialDays} days`}.`
              : 'Innovator is active: your company has full access to the platform.'}
          </Text>
        </ConfirmationLayout>
      );
    case 'INNOVATOR_UPDATED':
      return (
        <ConfirmationLayout
          title="Innovator updated"
          tone="success"
          actions={[link(MY_SUBSCRIPTION_PATH, 'My subscription', true), link(DASHBOARD_PATH, 'Go to dashboard')]}
        >
          <Text>
            {subscription?.scheduledPeriod
              ? `Your changes are saved. From your next renewal${endDate ? ` on ${endDate}` : ''}, you'll be billed ${SUBSCRIPTION_PERIOD_LABELS[subscription.scheduledPeriod].toLowerCase()}.`
              : `Your changes are saved.${subscription?.period ? ` You're billed ${SUBSCRIPTION_PERIOD_LABELS[subscription.period].toLowerCase()}.` : ''}`}
          </Text>
        </ConfirmationLayout>
      );
    case 'EXPLORER_STARTED':
      return (
        <ConfirmationLayout
          title="Explorer started"
          tone="success"
          actions={[link(DASHBOARD_PATH, 'Go to dashboard', true), link(OFFERINGS_PATH, 'Compare with Innovator')]}
        >
          <Text>Your company is on Explorer, the free plan.</Text>
          {data?.subscriptionCatalog.explorer.limits.map((limit) => (
            <Text key={limit}>{limit}</Text>
          ))}
          <Text>Upgrade to Innovator whenever you need more.</Text>
        </ConfirmationLayout>
      );
    case 'CONFIRM_EXPLORER':
      return (
        <ConfirmExplorer plan={data?.subscriptionCatalog.explorer} trialing={subscription?.status === 'TRIALING'} />
      );
    case 'FAILED_TO_SUBSCRIBE':
      return (
        <ConfirmationLayout
          title="Failed to subscribe"
          tone="warning"
          actions={[
            <CardSetupButton key="update" returnPath={retryPath} subscriptionId={intent ? null : subscription?.id}>
              Update payment method
            </CardSetupButton>,
            link(OFFERINGS_PATH, 'Back to plans'),
          ]}
        >
          {(state?.messages?.length ? state.messages : ["Your payment didn't go through."]).map((message) => (
            <Text key={message} role="alert" fontWeight="medium">
              {message}
            </Text>
          ))}
          <Text>Nothing was charged. Update your payment method and we'll try again.</Text>
        </ConfirmationLayout>
      );
  }
}

/** 'Trial ended': choose Innovator, or continue free with Explorer. */
export function TrialEnded({ trialEndDate }: { trialEndDate: string | null }) {
  const { trialDays } = useAppConfig();
  return (
    <ConfirmationLayout
      title="Your free trial has ended"
      tone="info"
      actions={[
        link(OFFERINGS_PATH, 'Choose a plan', true),
        link(confirmationPath('CONFIRM_EXPLORER'), 'Continue with Explorer'),
      ]}
    >
      <Text>{`Your ${trialDays}-day free trial ended${trialEndDate ? ` on ${trialEndDate}` : ''}. Choose Innovator to keep full access for your company, or continue free with Explorer.`}</Text>
    </ConfirmationLayout>
  );
}
